import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './connection';

/** Drops rows that can never be used again, hourly. Correctness never depends on it: every read checks expiry. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = 3600_000) {
  const run = async () => {
    try {
      await db.query(`DELETE FROM rate_limits WHERE expires_at < now()`);
      await db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '7 days'`);
      await db.query(`DELETE FROM registration_tokens WHERE expires_at < now() - interval '7 days'`);
      await db.query(`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '7 days'`);
      await db.query(`DELETE FROM mail_change_tokens WHERE expires_at < now() - interval '7 days'`);
    } catch (err) {
      log.warn({ err }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
