// The member's bank account module's public entry: the account loans are credited to (issue 25).
import fp from 'fastify-plugin';
import { createBankAccountService, type BankAccountService } from './service';
import { defaultBankAccountLimits } from './limits';
import { bankAccountRoutes } from './routes';

export { findLiveAccount as liveBankAccount, type LiveAccount } from './repository';
export { toMemberBankAccount, describeAccount } from './view';
export { MEMBER_BANK_ACCOUNT_ACTION } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    memberBankAccounts: BankAccountService;
  }
}

/** `app.memberBankAccounts` and the member calls ActualizaCuentaBancaria and ConfirmaCuentaBancaria. */
export const memberBankAccountsModule = fp(
  async (app) => {
    app.decorate(
      'memberBankAccounts',
      createBankAccountService({
        db: app.db,
        mailer: app.mailer,
        limiter: app.rateLimiter,
        limits: defaultBankAccountLimits,
        checkCurrentPassword: app.accounts.checkCurrentPassword,
      }),
    );
    await app.register(bankAccountRoutes);
  },
  { name: 'member-bank-accounts', dependencies: ['base', 'member-session', 'accounts'] },
);
