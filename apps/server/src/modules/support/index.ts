// The support module's public entry: staff find a member and correct, block or sign them out.
import fp from 'fastify-plugin';
import { createSupportService, type SupportService } from './service';
import { supportRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

/** `app.support` and its console routes; a password reset goes through the accounts module. */
export const supportModule = fp(
  async (app) => {
    app.decorate(
      'support',
      createSupportService({
        db: app.db,
        sendPasswordReset: (memberId) => app.accounts.sendPasswordReset(memberId),
      }),
    );
    app.consoleRoutes.add(supportRoutes);
  },
  { name: 'support', dependencies: ['base', 'accounts', 'console-routes'] },
);
