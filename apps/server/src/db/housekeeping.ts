import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './connection';

/** Days a sent or abandoned e-mail keeps its body and attachments (codes, links, the signed legajo). */
export const MAIL_BODY_DAYS = 7;

/**
 * Drops rows that can never be used again and empties e-mails done with for a week. Correctness never
 * depends on it: every read checks expiry, and the legajo itself stays in loan_files.
 */
export async function runHousekeeping(db: Db) {
  await db.query(`DELETE FROM rate_limits WHERE expires_at < now()`);
  await db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '7 days'`);
  await db.query(`DELETE FROM registration_tokens WHERE expires_at < now() - interval '7 days'`);
  await db.query(`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '7 days'`);
  await db.query(`DELETE FROM mail_change_tokens WHERE expires_at < now() - interval '7 days'`);
  // The same condition as the partial index of migration 024, so both statements use it.
  const doneWith = `text_body <> '' AND (sent_at IS NOT NULL OR failed_at IS NOT NULL)
    AND coalesce(sent_at, failed_at) < now() - $1 * interval '1 day'`;
  await db.query(
    `DELETE FROM mail_attachments WHERE mail_id IN (SELECT id FROM mail_outbox WHERE ${doneWith})`,
    [MAIL_BODY_DAYS],
  );
  await db.query(`UPDATE mail_outbox SET text_body = '', html_body = '' WHERE ${doneWith}`, [MAIL_BODY_DAYS]);
}

/** Runs the housekeeping hourly; a failure is logged and tried again at the next hour. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = 3600_000) {
  const run = async () => {
    try {
      await runHousekeeping(db);
    } catch (err) {
      log.warn({ err }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
