// The member's bank account module's public entry: the account loans are credited to (issue 25).
import fp from 'fastify-plugin';
import { createBankAccountService, type BankAccountService } from './service';
import { defaultBankAccountLimits } from './limits';
import { bankAccountRoutes } from './routes';

/** The account in force, `{ cbu, alias, cuitTitular, vigenteDesde } | null`, for the transfers and the bank file. */
export { findLiveAccount as liveBankAccount } from './repository';
export { toMemberBankAccount } from './view';

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
