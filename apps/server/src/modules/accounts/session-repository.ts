import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

// A phone keeps its session while used at least weekly, and never beyond 30 days.
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;

export const insertSession = (q: Queryable, tokenHash: string, memberId: number) =>
  q.query(
    `INSERT INTO sessions (token_hash, member_id, idle_expires_at, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second', now() + $4 * interval '1 second')`,
    [tokenHash, memberId, SESSION_IDLE_SECONDS, SESSION_ABSOLUTE_SECONDS],
  );

/** The live session's member, and whether last_seen is old enough to be worth a write. */
export const findLiveSession = (q: Queryable, tokenHash: string) =>
  maybeOne<{ member_id: number; stale: boolean }>(
    q,
    `SELECT member_id, last_seen_at < now() - interval '1 minute' AS stale FROM sessions
      WHERE token_hash = $1 AND revoked_at IS NULL AND idle_expires_at > now() AND expires_at > now()`,
    [tokenHash],
  );

export const touchSession = (q: Queryable, tokenHash: string) =>
  q.query(
    `UPDATE sessions SET last_seen_at = now(), idle_expires_at = LEAST(expires_at, now() + $2 * interval '1 second')
      WHERE token_hash = $1`,
    [tokenHash, SESSION_IDLE_SECONDS],
  );

export const revokeSession = (q: Queryable, tokenHash: string) =>
  q.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);

/** All the member's sessions, or all but `keepTokenHash`. */
export const revokeMemberSessions = (q: Queryable, memberId: number, keepTokenHash?: string) =>
  q.query(
    'UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL AND token_hash <> $2',
    [memberId, keepTokenHash ?? ''],
  );
