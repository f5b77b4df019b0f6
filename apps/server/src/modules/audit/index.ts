// The audit module's public entry: every console change and every read of a member's documents.
export { writeAudit } from './repository';
export { createAuditService, type AuditService } from './service';
export { auditRoutes } from './routes';
export { loanTimeline, memberTimeline } from './timeline';
