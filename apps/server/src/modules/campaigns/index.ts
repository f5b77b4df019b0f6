// The campaigns module's public entry: notification campaigns and the scheduler that sends them.
import fp from 'fastify-plugin';
import { createCampaignsService, type CampaignsService } from './service';
import { campaignRoutes } from './routes';

export { sendDueCampaigns, startCampaignScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: CampaignsService;
  }
}

/** `app.campaigns` and its console routes. */
export const campaignsModule = fp(
  async (app) => {
    app.decorate('campaigns', createCampaignsService({ db: app.db }));
    app.consoleRoutes.add(campaignRoutes);
  },
  { name: 'campaigns', dependencies: ['base', 'console-routes'] },
);
