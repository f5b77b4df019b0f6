import type { Queryable } from '../../db/connection';

export interface AuditEntry {
  /** null for the command line, which has no signed-in staff member. */
  staffId: number | null;
  address: string | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/** Appends one row; the table refuses UPDATE, DELETE and TRUNCATE (migration 008). */
export const writeAudit = (q: Queryable, e: AuditEntry) =>
  q.query(
    `INSERT INTO audit_log (staff_id, address, action, entity, entity_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      e.staffId,
      e.address,
      e.action,
      e.entity,
      e.entityId === null ? null : String(e.entityId),
      e.before ? JSON.stringify(e.before) : null,
      e.after ? JSON.stringify(e.after) : null,
      e.reason ?? null,
    ],
  );
