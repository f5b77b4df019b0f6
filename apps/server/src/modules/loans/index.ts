// The loans module's public entry: members' loans, and what the loan request module builds on.
import fp from 'fastify-plugin';
import { createLoansService, type LoansService } from './service';
import { defaultLoanLimits } from './limits';
import { loanRoutes } from './routes';

export { insertLoan, insertMovement } from './new-loan-repository';
export { decodeSignature } from './signature';
// The legajo's page writer and sections, for other documents in the same look (a payment's receipt).
export { CONTENT_WIDTH, MARGIN_X, PageWriter, colors } from './legajo/page-writer';
export { fieldGrid, sectionTitle } from './legajo/sections';
export { letterhead, authorOf } from './legajo/letterhead';
export { formatDate } from './legajo/format';

declare module 'fastify' {
  interface FastifyInstance {
    loans: LoansService;
  }
}

/** `app.loans` and the members' loan calls (list, movements, confirmation, legajo). */
export const loansModule = fp(
  async (app) => {
    app.decorate(
      'loans',
      createLoansService({
        db: app.db,
        mailer: app.mailer,
        limiter: app.rateLimiter,
        limits: defaultLoanLimits,
      }),
    );
    await app.register(loanRoutes);
  },
  { name: 'loans', dependencies: ['base', 'member-session'] },
);
