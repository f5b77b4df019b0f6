// The settings module's public entry: what staff set in the console and the member app reads at run time.
import fp from 'fastify-plugin';
import { createSettingsService, type SettingsService } from './service';
import { settingsRoutes, supportContactRoute } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/** `app.settings`, the members' support contact and the console's settings routes. */
export const settingsModule = fp(
  async (app) => {
    app.decorate('settings', createSettingsService({ db: app.db }));
    await app.register(supportContactRoute);
    app.consoleRoutes.add(settingsRoutes);
  },
  { name: 'settings', dependencies: ['base', 'console-routes'] },
);
