import type { Queryable } from '../../db/connection';
import { STAFF_ABSOLUTE_SECONDS, STAFF_IDLE_SECONDS } from '../../console/session-store';

export const insertStaffSession = (q: Queryable, tokenHash: string, staffId: number, pendingTotp: boolean) =>
  q.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, pending_totp, idle_expires_at, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 second', now() + $5 * interval '1 second')`,
    [tokenHash, staffId, pendingTotp, STAFF_IDLE_SECONDS, STAFF_ABSOLUTE_SECONDS],
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
