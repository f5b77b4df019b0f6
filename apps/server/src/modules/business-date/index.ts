// The business-date module's public entry: the one "today" of every rule and the daily jobs it runs.
import fp from 'fastify-plugin';
import { createBusinessDateService, type BusinessDateService } from './service';
import { businessDateRoutes } from './routes';

export { startDailyJobScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    businessDate: BusinessDateService;
  }
}

export interface BusinessDateModuleOptions {
  /** The wall clock; tests inject one. */
  now?: () => Date;
}

/** `app.businessDate` and its console routes. Movable only where demo data is loaded (config.demoData). */
export const businessDateModule = fp<BusinessDateModuleOptions>(
  async (app, { now }) => {
    app.decorate(
      'businessDate',
      createBusinessDateService({ db: app.db, movable: app.config.demoData ?? false, now }),
    );
    app.consoleRoutes.add(businessDateRoutes);
  },
  { name: 'business-date', dependencies: ['base', 'console-routes'] },
);
