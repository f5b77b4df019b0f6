import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/connection';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SendOptions {
  /** Queue it inside the caller's transaction: no mail for a change that rolls back. */
  tx?: Queryable;
  /** A message still waiting with the same key is superseded by this one (`replaced` in the answer). */
  replaceKey?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Stored in the outbox before it resolves; in SMTP mode the sender delivers it (mail-sender.ts). */
  send(message: MailMessage, options?: SendOptions): Promise<{ replaced: boolean }>;
  /** Resolves when nothing due is waiting to be sent (shutdown, tests); bounded in time. */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

export function maskAddress(address: string) {
  const [user = '', domain = ''] = address.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

/** Writes the message to the outbox; `delivered` marks it sent at once (outbox mode). */
export async function queueMail(
  db: Queryable,
  message: MailMessage,
  options: SendOptions,
  delivered: boolean,
) {
  const q = options.tx ?? db;
  if (options.replaceKey && !delivered) {
    // Only a message no sender holds: one being sent may still arrive, so a new row is queued and the
    // answer says nothing was replaced (callers give an attempt back only for a mail that never left).
    // Its retry schedule starts over: whoever asked again is waiting now.
    const replaced = await q.query(
      `UPDATE mail_outbox
          SET to_address = $2, subject = $3, text_body = $4, html_body = $5,
              attempts = 0, next_attempt_at = now(), locked_until = NULL, last_error = NULL
        WHERE id = (SELECT id FROM mail_outbox
                     WHERE purpose_key = $1 AND sent_at IS NULL AND failed_at IS NULL
                       AND (locked_until IS NULL OR locked_until < now())
                     ORDER BY id DESC LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [options.replaceKey, message.to, message.subject, message.text, message.html],
    );
    if (replaced.length > 0) return { replaced: true };
  }
  await q.query(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, purpose_key, sent_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN now() END)`,
    [message.to, message.subject, message.text, message.html, options.replaceKey ?? null, delivered],
  );
  return { replaced: false };
}

export function createOutboxMailer(db: Queryable, log: FastifyBaseLogger): Mailer {
  return {
    mode: 'outbox',
    async send(message, options = {}) {
      const result = await queueMail(db, message, options, true);
      log.info(`mail queued to ${maskAddress(message.to)}: ${message.subject}`);
      return result;
    },
    whenIdle: async () => {},
    close: async () => {},
  };
}
