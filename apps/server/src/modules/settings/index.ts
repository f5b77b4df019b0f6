// The settings module's public entry: what staff set in the console and the member app reads at run time.
import fp from 'fastify-plugin';
import { createSettingsService, type SettingsService } from './service';
import { settingsRoutes, supportContactRoute } from './routes';
import { bankAccountKind } from './bank-account';

export { readBankAccount } from './bank-account';
export { readPrintedIdentity } from './identity';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/**
 * `app.settings`, the members' support contact, the console's settings routes and the proposal of a new
 * bank account for the association.
 */
export const settingsModule = fp(
  async (app) => {
    app.proposals.register(bankAccountKind());
    app.decorate('settings', createSettingsService({ db: app.db, proposals: app.proposals }));
    await app.register(supportContactRoute);
    app.consoleRoutes.add(settingsRoutes);
  },
  { name: 'settings', dependencies: ['base', 'proposals', 'console-routes'] },
);
