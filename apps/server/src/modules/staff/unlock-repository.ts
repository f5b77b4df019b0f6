import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

export const insertUnlockToken = (q: Queryable, tokenHash: string, staffId: number, ttlSeconds: number) =>
  q.query(
    `INSERT INTO staff_unlock_tokens (token_hash, staff_id, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [tokenHash, staffId, ttlSeconds],
  );

/** The staff id of a live unlock link, used up in the same statement. */
export async function consumeUnlockToken(q: Queryable, tokenHash: string) {
  const row = await maybeOne<{ staff_id: number }>(
    q,
    `UPDATE staff_unlock_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING staff_id`,
    [tokenHash],
  );
  return row?.staff_id;
}
