// The organismos module's public entry.
import fp from 'fastify-plugin';
import { createOrganismosService, type OrganismosService } from './service';
import { organismoRoutes } from './routes';

export { listCftCaps } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    organismos: OrganismosService;
  }
}

/** `app.organismos` and its console routes. */
export const organismosModule = fp(
  async (app) => {
    app.decorate('organismos', createOrganismosService({ db: app.db }));
    app.consoleRoutes.add(organismoRoutes);
  },
  { name: 'organismos', dependencies: ['base', 'console-routes'] },
);
