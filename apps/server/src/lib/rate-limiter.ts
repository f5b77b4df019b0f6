import type { Queryable } from '../db/connection';
import { sha256 } from './hash';
import { tooManyAttempts } from './http-error';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so that several server processes count together.
 * Keys are hashed: they contain e-mail addresses and client addresses.
 *
 * An attempt is counted before whatever it tries is checked (`take`): the counter's upsert is one
 * atomic statement, so of N parallel attempts at most `max` get past it, however they interleave.
 */
export interface RateLimiter {
  /** Counts one attempt on every key; throws 429 (with Retry-After) when any of them goes over its limit. */
  take(entries: readonly (readonly [key: string, limit: Limit])[], mensaje?: string): Promise<void>;
  /** Gives one counted attempt back: a success that should not use up the allowance. */
  giveBack(key: string): Promise<void>;
  /** Counts one attempt on one key and says where it stands, for callers that act on crossing a limit. */
  count(key: string, limit: Limit): Promise<{ count: number; retryAfter: number }>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Queryable): RateLimiter {
  const hit = async (key: string, windowSeconds: number) => {
    const rows = await db.query<{ count: number; retry_after: number }>(
      `INSERT INTO rate_limits (key, count, expires_at) VALUES ($1, 1, now() + $2 * interval '1 second')
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at ELSE rate_limits.expires_at END
       RETURNING count, ceil(extract(epoch FROM expires_at - now()))::integer AS retry_after`,
      [sha256(key), windowSeconds],
    );
    const row = rows[0];
    return { count: row?.count ?? 1, retryAfter: Math.max(1, row?.retry_after ?? windowSeconds) };
  };
  return {
    async take(entries, mensaje) {
      const results = await Promise.all(entries.map(([key, limit]) => hit(key, limit.windowSeconds)));
      const over = results.filter((r, i) => r.count > entries[i]![1].max);
      if (over.length > 0) throw tooManyAttempts(Math.max(...over.map((r) => r.retryAfter)), mensaje);
    },
    count: (key, limit) => hit(key, limit.windowSeconds),
    async giveBack(key) {
      await db.query(
        'UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0 AND expires_at > now()',
        [sha256(key)],
      );
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [sha256(key)]);
    },
  };
}
