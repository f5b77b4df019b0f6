// The accounts module's public entry: members' accounts, and the session guard every member call runs behind.
import fp from 'fastify-plugin';
import { createAccountsService, type AccountsService } from './service';
import { defaultAccountLimits, type AccountLimits } from './limits';
import { accountRoutes } from './routes';

export { memberSessionGuard, type Session } from './sessions';
export type { AccountLimits } from './limits';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

/** `app.accounts` and the members' account calls (sign-in, registration, profile). */
export const accountsModule = fp<{ limits?: Partial<AccountLimits> }>(
  async (app, { limits }) => {
    app.decorate(
      'accounts',
      createAccountsService({
        db: app.db,
        mailer: app.mailer,
        limiter: app.rateLimiter,
        publicUrl: app.config.publicUrl,
        limits: { ...defaultAccountLimits, ...limits },
        background: app.background,
      }),
    );
    await app.register(accountRoutes);
  },
  { name: 'accounts', dependencies: ['base', 'member-session'] },
);
