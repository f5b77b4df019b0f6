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

export interface AuditLogRow {
  id: string;
  at: Date;
  staff: string | null;
  address: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AuditFilter {
  staff?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Newest first, below `beforeId`; each filter optional. Dates are days in Buenos Aires. */
export const listAudit = (q: Queryable, f: AuditFilter, beforeId: string | null, limit: number) =>
  q.query<AuditLogRow>(
    `SELECT a.id, a.at, s.email AS staff, a.address, a.action, a.entity, a.entity_id, a.before, a.after, a.reason
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
      WHERE ($1::text IS NULL OR s.email = $1)
        AND ($2::text IS NULL OR a.action = $2 OR a.action LIKE $2 || '.%')
        AND ($3::text IS NULL OR a.entity = $3)
        AND ($4::text IS NULL OR a.entity_id = $4)
        AND ($5::date IS NULL OR a.at >= ($5::date::timestamp AT TIME ZONE 'America/Argentina/Buenos_Aires'))
        AND ($6::date IS NULL OR a.at < (($6::date + 1)::timestamp AT TIME ZONE 'America/Argentina/Buenos_Aires'))
        AND ($7::bigint IS NULL OR a.id < $7)
      ORDER BY a.id DESC
      LIMIT $8`,
    [
      f.staff ?? null,
      f.action ?? null,
      f.entity ?? null,
      f.entityId ?? null,
      f.from ?? null,
      f.to ?? null,
      beforeId,
      limit,
    ],
  );
