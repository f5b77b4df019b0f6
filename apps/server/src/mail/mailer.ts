import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/connection';
import { signMessages, type IdentityReader } from './footer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
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
  /** Many messages without attachments in one statement (a posting's notices to thousands of members). */
  sendMany(messages: readonly MailMessage[], options?: { tx?: Queryable }): Promise<void>;
  /** Resolves when nothing due is waiting to be sent (shutdown, tests); bounded in time. */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

export function maskAddress(address: string) {
  const [user = '', domain = ''] = address.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

/**
 * Writes the message to the outbox, its footer naming the association; `delivered` marks it sent at once
 * (outbox mode).
 */
export async function queueMail(
  db: Queryable,
  unsigned: MailMessage,
  options: SendOptions,
  delivered: boolean,
  identity?: IdentityReader,
) {
  const q = options.tx ?? db;
  const [message] = (await signMessages(q, [unsigned], identity)) as [MailMessage];
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
    const [row] = replaced as { id: number }[];
    if (row) {
      await q.query('DELETE FROM mail_attachments WHERE mail_id = $1', [row.id]);
      await insertAttachments(q, row.id, message.attachments);
      return { replaced: true };
    }
  }
  const [{ id } = { id: 0 }] = await q.query<{ id: number }>(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, purpose_key, sent_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN now() END) RETURNING id`,
    [message.to, message.subject, message.text, message.html, options.replaceKey ?? null, delivered],
  );
  await insertAttachments(q, id, message.attachments);
  return { replaced: false };
}

/** Writes many messages without attachments to the outbox in one statement a batch, their footers signed. */
export async function queueMails(
  q: Queryable,
  unsigned: readonly MailMessage[],
  delivered: boolean,
  identity?: IdentityReader,
) {
  if (unsigned.some((m) => m.attachments?.length))
    throw new Error('queueMails takes messages without attachments');
  const messages = await signMessages(q, unsigned, identity);
  for (let i = 0; i < messages.length; i += MAIL_BATCH) {
    const batch = messages.slice(i, i + MAIL_BATCH);
    await q.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, sent_at)
       SELECT t, s, x, h, CASE WHEN $5::boolean THEN now() END
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS m(t, s, x, h)`,
      [
        batch.map((m) => m.to),
        batch.map((m) => m.subject),
        batch.map((m) => m.text),
        batch.map((m) => m.html),
        delivered,
      ],
    );
  }
}

const MAIL_BATCH = 5000;

async function insertAttachments(q: Queryable, mailId: number, attachments: MailAttachment[] = []) {
  for (const [position, a] of attachments.entries()) {
    await q.query(
      `INSERT INTO mail_attachments (mail_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)`,
      [mailId, position, a.filename, a.contentType, a.content],
    );
  }
}

/** The attachments of the given outbox rows, in order, by mail id. */
export async function attachmentsOf(q: Queryable, mailIds: number[]): Promise<Map<number, MailAttachment[]>> {
  const rows = await q.query<{
    mail_id: number;
    filename: string;
    content_type: string;
    content: Uint8Array;
  }>(
    `SELECT mail_id, filename, content_type, content FROM mail_attachments
      WHERE mail_id = ANY($1::int[]) ORDER BY mail_id, position`,
    [mailIds],
  );
  const byMail = new Map<number, MailAttachment[]>();
  for (const r of rows) {
    const list = byMail.get(r.mail_id) ?? [];
    list.push({ filename: r.filename, contentType: r.content_type, content: r.content });
    byMail.set(r.mail_id, list);
  }
  return byMail;
}

export function createOutboxMailer(db: Queryable, log: FastifyBaseLogger, identity?: IdentityReader): Mailer {
  return {
    mode: 'outbox',
    async send(message, options = {}) {
      const result = await queueMail(db, message, options, true, identity);
      log.info(`mail queued to ${maskAddress(message.to)}: ${message.subject}`);
      return result;
    },
    async sendMany(messages, options = {}) {
      await queueMails(options.tx ?? db, messages, true, identity);
      log.info(`${messages.length} mails queued`);
    },
    whenIdle: async () => {},
    close: async () => {},
  };
}
