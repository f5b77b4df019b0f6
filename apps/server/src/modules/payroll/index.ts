// The payroll module's public entry: files exchanged with each organismo (docs/decisions/010-payroll.md).
import fp from 'fastify-plugin';
import { createPayrollService, type PayrollService } from './service';
import { payrollRoutes } from './routes';
import { resultsKind } from './results-apply';
import { capacitiesKind } from './capacities';
import { postingReversalKind } from './posting-reversal';

export { setPostingSobrantes } from './posting-repository';

declare module 'fastify' {
  interface FastifyInstance {
    payroll: PayrollService;
  }
}

/** `app.payroll`, its console routes, and the proposals of results, capacities and posting reversals. */
export const payrollModule = fp(
  async (app) => {
    app.proposals.register(resultsKind(app.mailer, app.businessDate.todayIn));
    app.proposals.register(capacitiesKind());
    app.proposals.register(postingReversalKind(app.mailer, app.businessDate.todayIn));
    app.decorate(
      'payroll',
      createPayrollService({ db: app.db, proposals: app.proposals, today: app.businessDate.todayIn }),
    );
    app.consoleRoutes.add(payrollRoutes);
  },
  { name: 'payroll', dependencies: ['base', 'proposals', 'console-routes', 'business-date'] },
);
