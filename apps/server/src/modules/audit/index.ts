// The audit module's public entry: every console change and every read of a member's documents.
import fp from 'fastify-plugin';
import { createAuditService, type AuditService } from './service';
import { auditRoutes } from './routes';

export { writeAudit } from './repository';
export { loanTimeline, memberTimeline } from './timeline';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** `app.audit` and the console's audit log, its exports and its chain check. */
export const auditModule = fp(
  async (app) => {
    app.decorate('audit', createAuditService({ db: app.db }));
    app.consoleRoutes.add(auditRoutes);
  },
  { name: 'audit', dependencies: ['base', 'console-routes'] },
);
