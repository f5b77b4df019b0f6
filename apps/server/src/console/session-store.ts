import type { StaffRole } from '@portal/contract';
import { maybeOne, type Queryable } from '../db/connection';

// A desk session: 30 minutes without use ends it, and nothing outlives 12 hours.
export const STAFF_IDLE_SECONDS = 30 * 60;
export const STAFF_ABSOLUTE_SECONDS = 12 * 3600;

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
