import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { consoleApiPrefix } from '@portal/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a module hands its console routes: they are registered in one scope behind the staff guard. */
    consoleRoutes: { add(routes: FastifyPluginAsync): void; readonly all: readonly FastifyPluginAsync[] };
  }
}

/** The list modules add their console routes to, before `consoleScope` registers them. */
export const consoleRoutes = fp(
  async (app) => {
    const all: FastifyPluginAsync[] = [];
    app.decorate('consoleRoutes', { add: (routes: FastifyPluginAsync) => void all.push(routes), all });
  },
  { name: 'console-routes', dependencies: ['staff-session'] },
);

/**
 * Every module's console routes in one encapsulated scope whose onRequest hook is the staff session
 * guard (fastify/demo's `routes/api/autohooks.ts`): a route adds only its permission check. Signing
 * in and the one-time links stay outside (modules/staff/routes.ts), as they run without a session.
 */
export async function consoleScope(app: FastifyInstance) {
  app.addHook('onRequest', app.staffSession);
  // A member or public call handed here by mistake would answer 401 to everyone: refuse to start.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${consoleApiPrefix}/`))
      throw new Error(`${route.url} is not a console route: register it outside app.consoleRoutes`);
  });
  for (const routes of app.consoleRoutes.all) await app.register(routes);
}
