import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/connection';
import {
  attachmentsOf,
  maskAddress,
  queueMail,
  queueMails,
  type MailAttachment,
  type Mailer,
} from './mailer';
import type { IdentityReader } from './footer';

/** Seconds before each retry: the first ones within a minute, then backing off; given up after a day or so. */
const RETRY_DELAYS = [5, 15, 30, 120, 600, 1800, 3600, 2 * 3600, 4 * 3600, 8 * 3600, 8 * 3600];
const POLL_MS = 2000;

/** How fast the sender runs; tests shrink it so retries come in milliseconds (the schedule stays the same). */
export interface SmtpTiming {
  /** Between looks at the outbox when nothing is known to be due. */
  pollMs: number;
  /** How long one second of RETRY_DELAYS lasts (the log still names the schedule's seconds). */
  secondMs: number;
}
const defaultTiming: SmtpTiming = { pollMs: POLL_MS, secondMs: 1000 };
const BATCH = 20;
/** A claimed message is not taken by another process for this long (a send hanging or a crash). */
const LEASE_SECONDS = 120;
/**
 * Well inside the lease (nodemailer's defaults reach minutes): a send still running when the lease ends
 * could be sent a second time by another process.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 45_000,
  dnsTimeout: 10_000,
};
const IDLE_WAIT_MS = 15_000;

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  /** The claim's locked_until as text (microseconds survive): the row is still this claim's while it matches. */
  lease: string;
}

/** What of a failure may be stored and logged: a code, never a message body. */
const failureOf = (error: unknown) => {
  const e = error as { code?: unknown; responseCode?: unknown };
  return (
    [e.code, e.responseCode]
      .filter((v) => v !== undefined)
      .map(String)
      .join(' ')
      .slice(0, 100) || 'error'
  );
};

/**
 * SMTP mode: messages go through the outbox and a loop in every server process sends them. Claiming
 * rows with SKIP LOCKED and a lease lets several processes share one queue, each message sent by one.
 */
export function createSmtpMailer(
  db: Queryable,
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
  timing: Partial<SmtpTiming> = {},
  identity?: IdentityReader,
): Mailer & { start(): void } {
  const { pollMs, secondMs } = { ...defaultTiming, ...timing };
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;

  const claim = () =>
    db.query<Claimed>(
      `UPDATE mail_outbox SET locked_until = now() + $2 * interval '1 second', attempts = attempts + 1
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                        AND (locked_until IS NULL OR locked_until < now())
                      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, html_body, attempts, locked_until::text AS lease`,
      [BATCH, LEASE_SECONDS],
    );

  /**
   * Records the outcome only while the claim still holds: past its lease the row may have been claimed
   * again or given new content (mail.ts replaceKey), which this outcome must not mark as sent.
   */
  const settle = async (m: Claimed, set: string, params: unknown[] = []) => {
    const rows = await db.query(
      `UPDATE mail_outbox SET ${set}, locked_until = NULL WHERE id = $1 AND locked_until = $2::timestamptz RETURNING id`,
      [m.id, m.lease, ...params],
    );
    return rows.length > 0;
  };

  async function deliver(m: Claimed, attachments: MailAttachment[] = []) {
    try {
      await transport.sendMail({
        from,
        to: m.to_address,
        subject: m.subject,
        text: m.text_body,
        html: m.html_body,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
    } catch (error) {
      const failure = failureOf(error);
      const delay = RETRY_DELAYS[m.attempts - 1];
      if (delay === undefined) {
        if (await settle(m, 'failed_at = now(), last_error = $3', [failure])) {
          log.error(
            `mail to ${maskAddress(m.to_address)} given up after ${m.attempts} attempts (${failure}): ${m.subject}`,
          );
        }
        return;
      }
      if (
        await settle(m, `next_attempt_at = now() + $3 * interval '1 millisecond', last_error = $4`, [
          delay * secondMs,
          failure,
        ])
      ) {
        log.warn(
          `mail to ${maskAddress(m.to_address)} failed (${failure}), retry in ${delay} s: ${m.subject}`,
        );
      }
      return;
    }
    if (await settle(m, 'sent_at = now(), last_error = NULL'))
      log.info(`mail sent to ${maskAddress(m.to_address)}: ${m.subject}`);
    else log.warn(`mail to ${maskAddress(m.to_address)} sent after its claim lapsed: ${m.subject}`);
  }

  async function runOnce() {
    while (!stopped) {
      const batch = await claim();
      const attachments: Map<number, MailAttachment[]> =
        batch.length > 0
          ? await attachmentsOf(
              db,
              batch.map((m) => m.id),
            )
          : new Map<number, MailAttachment[]>();
      for (const [i, m] of batch.entries()) {
        if (stopped) {
          // Closing: what this process claimed but did not try goes back at once, not after the lease.
          for (const c of batch.slice(i)) await settle(c, 'attempts = attempts - 1');
          return;
        }
        await deliver(m, attachments.get(m.id));
      }
      if (batch.length < BATCH) return;
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err: unknown) => log.error({ err }, 'mail sender failed'))
      .finally(() => {
        running = undefined;
        const next = again;
        again = false;
        schedule(next ? 0 : pollMs);
      });
  }

  // Due and free to claim: what this process is sending is `running`; what another holds, that one sends
  // (or its lease runs out); a message whose retry is later keeps nobody waiting.
  const dueCount = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())`,
      )
    )[0]?.n ?? 0;

  return {
    mode: 'smtp',
    start() {
      stopped = false;
      schedule(0);
    },
    async send(message, options = {}) {
      const result = await queueMail(db, message, options, false, identity);
      // Sent within a moment (a member waits for the code); a message queued in an open transaction is
      // picked up by the poll once it commits.
      if (!options.tx) schedule(0);
      return result;
    },
    async sendMany(messages, options = {}) {
      await queueMails(options.tx ?? db, messages, false, identity);
      if (!options.tx) schedule(0);
    },
    async whenIdle() {
      const until = Date.now() + IDLE_WAIT_MS;
      while (Date.now() < until && (running || (await dueCount()) > 0)) {
        if (!running) schedule(0);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      // A send in flight gets a few seconds; an unfinished one is retried by the next process (lease).
      await Promise.race([running, new Promise((r) => setTimeout(r, 3000).unref())]);
      transport.close();
    },
  };
}
