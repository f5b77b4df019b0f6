// The transfers module's public entry: the worklist of loans waiting for their money, and transfer
// batches with their bank file (docs/decisions/026).
import fp from 'fastify-plugin';
import { transferBatchKind } from './batch-kind';
import { transferRoutes } from './routes';
import { createTransfersService, type TransfersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    transfers: TransfersService;
  }
}

/** `app.transfers`, the kind 'loan.transfer-batch' and its console routes. */
export const transfersModule = fp(
  async (app) => {
    app.proposals.register(transferBatchKind());
    app.decorate(
      'transfers',
      createTransfersService({
        db: app.db,
        mailer: app.mailer,
        proposals: app.proposals,
        today: app.businessDate.todayIn,
      }),
    );
    app.consoleRoutes.add(transferRoutes);
  },
  {
    name: 'transfers',
    dependencies: ['base', 'proposals', 'console-routes', 'business-date', 'evaluation'],
  },
);
