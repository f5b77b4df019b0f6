// The proposals module's public entry: four eyes for whatever a module registers as a kind.
import fp from 'fastify-plugin';
import { createProposalsService, type ProposalsService } from './service';
import { proposalRoutes } from './routes';

export type { ProposalsService } from './service';
export { defineProposalKind } from './kind';

declare module 'fastify' {
  interface FastifyInstance {
    proposals: ProposalsService;
  }
}

/** `app.proposals`, where modules register their kinds, and the console's inbox of pending proposals. */
export const proposalsModule = fp(
  async (app) => {
    app.decorate('proposals', createProposalsService({ db: app.db, log: app.log }));
    app.consoleRoutes.add(proposalRoutes);
  },
  { name: 'proposals', dependencies: ['base', 'console-routes'] },
);
