import type { StaffRole } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

// A desk session: 30 minutes without use ends it, and nothing outlives 12 hours.
export const STAFF_IDLE_SECONDS = 30 * 60;
export const STAFF_ABSOLUTE_SECONDS = 12 * 3600;

export const insertStaffSession = (q: Queryable, tokenHash: string, staffId: number, pendingTotp: boolean) =>
  q.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, pending_totp, idle_expires_at, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 second', now() + $5 * interval '1 second')`,
    [tokenHash, staffId, pendingTotp, STAFF_IDLE_SECONDS, STAFF_ABSOLUTE_SECONDS],
  );

/**
 * A live session of an enabled staff member with the member's e-mail and roles, in one statement;
 * every use pushes the idle expiry forward.
 */
export const touchLiveStaffSession = (q: Queryable, tokenHash: string) =>
  maybeOne<{ staff_id: number; pending_totp: boolean; email: string; roles: StaffRole[] }>(
    q,
    `UPDATE staff_sessions ss
        SET last_seen_at = now(), idle_expires_at = LEAST(ss.expires_at, now() + $2 * interval '1 second')
       FROM staff s
      WHERE ss.token_hash = $1 AND s.id = ss.staff_id AND s.disabled_at IS NULL AND ss.revoked_at IS NULL
        AND ss.idle_expires_at > now() AND ss.expires_at > now()
     RETURNING ss.staff_id, ss.pending_totp, s.email,
               ARRAY(SELECT r.role FROM staff_roles r WHERE r.staff_id = s.id ORDER BY r.role) AS roles`,
    [tokenHash, STAFF_IDLE_SECONDS],
  );

export const completeTotp = (q: Queryable, tokenHash: string) =>
  q.query('UPDATE staff_sessions SET pending_totp = false WHERE token_hash = $1', [tokenHash]);

export const revokeStaffSession = (q: Queryable, tokenHash: string) =>
  q.query('UPDATE staff_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
  ]);

export const revokeStaffSessions = (q: Queryable, staffId: number) =>
  q.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [
    staffId,
  ]);
