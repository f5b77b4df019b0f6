// The loan request module's public entry: members request a loan; staff who price a request again or
// approve it with a lower plan use a line's rate table, the plan input and the member's capacity facts.
import fp from 'fastify-plugin';
import { createLoanRequestService, type LoanRequestService } from './service';
import { loanRequestRoutes } from './routes';

export { loadLine, memberFacts, plansInput } from './affordability';
export type { TierRateRow } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    loanRequest: LoanRequestService;
  }
}

/** `app.loanRequest` and the members' loan request calls (lines, plans, the request itself). */
export const loanRequestModule = fp(
  async (app) => {
    app.decorate(
      'loanRequest',
      createLoanRequestService({ db: app.db, today: () => app.businessDate.today() }),
    );
    await app.register(loanRequestRoutes);
  },
  { name: 'loan-request', dependencies: ['base', 'member-session', 'business-date'] },
);
