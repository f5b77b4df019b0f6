import type { Queryable } from './db';
import { sha256 } from '../lib/hash';

/**
 * Fixed-window counters in the database, so that several server processes count together.
 * Keys are hashed: they contain e-mail addresses and client addresses.
 */
export interface RateLimiter {
  /** Adds one to `key` and answers the count in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** The count in the current window, without adding. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Queryable): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const rows = await db.query<{ count: number }>(
        `INSERT INTO rate_limits (key, count, expires_at) VALUES ($1, 1, now() + $2 * interval '1 second')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
           expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at ELSE rate_limits.expires_at END
         RETURNING count`,
        [sha256(key), windowSeconds],
      );
      return rows[0]?.count ?? 1;
    },
    async count(key) {
      const rows = await db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1 AND expires_at > now()', [
        sha256(key),
      ]);
      return rows[0]?.count ?? 0;
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [sha256(key)]);
    },
  };
}
