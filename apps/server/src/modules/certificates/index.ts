// The certificates module's public entry: the libre deuda of every loan that ends 'Cancelado' (issue 25).
import fp from 'fastify-plugin';
import { createCertificatesService, type CertificatesService } from './service';
import { libreDeudaConsoleRoute, libreDeudaRoute } from './routes';

export { startCertificateScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    certificates: CertificatesService;
  }
}

/**
 * `app.certificates` (the job that issues queued certificates, and issuing on demand), the member's
 * TraeLibreDeuda and the console's download. The timer is started by start.ts, as the campaigns'.
 */
export const certificatesModule = fp(
  async (app) => {
    app.decorate('certificates', createCertificatesService({ db: app.db, mailer: app.mailer }));
    await app.register(libreDeudaRoute);
    app.consoleRoutes.add(libreDeudaConsoleRoute);
  },
  { name: 'certificates', dependencies: ['base', 'member-session', 'console-routes'] },
);
