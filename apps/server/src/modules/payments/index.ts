// The payments module's public entry: a member's payments outside payroll (bank transfer or cash), proposed
// by staff and applied by allocation once a second tesorería approves them (docs/decisions/025).
import fp from 'fastify-plugin';
import { paymentKind } from './apply';
import { createPaymentReversals, paymentReversalKind } from './reversal';
import { paymentRoutes } from './routes';
import { createPaymentsService, type PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
    paymentReversals: ReturnType<typeof createPaymentReversals>;
  }
}

/** `app.payments`, `app.paymentReversals`, the kinds 'loan.payment' and 'loan.payment-reversal', their console routes. */
export const paymentsModule = fp(
  async (app) => {
    app.proposals.register(paymentKind(app.mailer, app.businessDate.todayIn));
    app.decorate(
      'payments',
      createPaymentsService({ db: app.db, proposals: app.proposals, today: app.businessDate.todayIn }),
    );
    app.proposals.register(paymentReversalKind(app.mailer, app.businessDate.todayIn));
    app.decorate(
      'paymentReversals',
      createPaymentReversals({ db: app.db, proposals: app.proposals, today: app.businessDate.todayIn }),
    );
    app.consoleRoutes.add(paymentRoutes);
  },
  { name: 'payments', dependencies: ['base', 'proposals', 'console-routes', 'business-date'] },
);
