// The collections module's public entry: the arrears list cobranzas works, its exports, and each loan's
// contact log with the member's promises to pay (issue 24, month-end.md section 5).
import fp from 'fastify-plugin';
import { createCollectionsService, type CollectionsService } from './service';
import { collectionsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    collections: CollectionsService;
  }
}

/** `app.collections` and its console routes. */
export const collectionsModule = fp(
  async (app) => {
    app.decorate('collections', createCollectionsService({ db: app.db, clock: app.businessDate }));
    app.consoleRoutes.add(collectionsRoutes);
  },
  { name: 'collections', dependencies: ['base', 'console-routes', 'business-date', 'installments'] },
);
