// The rates module's public entry: loan lines and their versioned rate tables (console.md section 6).
import fp from 'fastify-plugin';
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
    app.proposals.register(rateVersionKind());
    app.proposals.register(lineCreateKind());
    app.proposals.register(lineRenameKind());
    app.decorate('rates', createRatesService({ db: app.db, proposals: app.proposals }));
    app.consoleRoutes.add(rateRoutes);
  },
  { name: 'rates', dependencies: ['base', 'proposals', 'console-routes'] },
);
