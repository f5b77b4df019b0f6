// The evaluation module's public entry: staff decide on loan requests, transfers and their reversals.
import fp from 'fastify-plugin';
import { createEvaluationService, type EvaluationService } from './service';
import { evaluationRoutes } from './routes';
import { transferKind } from './transfer';
import { transferReversalKind } from './reversal';

export { lockBatchLoan, transferBatchLoan } from './transfer';
export { reservingBatch } from './payee-repository';

declare module 'fastify' {
  interface FastifyInstance {
    evaluation: EvaluationService;
  }
}

/** `app.evaluation`, its console routes, and the transfer and transfer reversal proposals. */
export const evaluationModule = fp(
  async (app) => {
    app.proposals.register(transferKind(app.mailer, app.businessDate.todayIn));
    app.proposals.register(transferReversalKind(app.mailer, app.businessDate.todayIn));
    app.decorate(
      'evaluation',
      createEvaluationService({
        db: app.db,
        mailer: app.mailer,
        proposals: app.proposals,
        today: app.businessDate.today,
      }),
    );
    app.consoleRoutes.add(evaluationRoutes);
  },
  { name: 'evaluation', dependencies: ['base', 'proposals', 'console-routes', 'business-date'] },
);
