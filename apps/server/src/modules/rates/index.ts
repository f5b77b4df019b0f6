// The rates module's public entry: loan lines and their versioned rate tables (console.md section 6).
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/connection';
import { createRatesService, type RatesService } from './service';
import { lineCreateKind, lineRenameKind, rateVersionKind } from './kinds';
import { rateRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    rates: RatesService;
  }
}

/** `app.rates`, its console routes, and the proposals of a rate version, a new line and a new name. */
export const ratesModule = fp(
  async (app) => {
    const todayIn = (q: Queryable) => app.businessDate.todayIn(q);
    app.proposals.register(rateVersionKind(todayIn));
    app.proposals.register(lineCreateKind(todayIn));
    app.proposals.register(lineRenameKind());
    app.decorate(
      'rates',
      createRatesService({
        db: app.db,
        proposals: app.proposals,
        today: () => app.businessDate.today(),
      }),
    );
    app.consoleRoutes.add(rateRoutes);
  },
  { name: 'rates', dependencies: ['base', 'proposals', 'console-routes', 'business-date'] },
);
