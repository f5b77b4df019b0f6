import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from './db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Outbox: stored before it resolves. SMTP: handed to a background send so that answers do not wait on (or leak through the timing of) the mail server. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when no background send is pending (shutdown, tests). */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

export function maskAddress(address: string) {
  const [user = '', domain = ''] = address.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

export function createOutboxMailer(db: Queryable, log: FastifyBaseLogger): Mailer {
  return {
    mode: 'outbox',
    async send({ to, subject, text, html }) {
      await db.query('INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [
        to,
        subject,
        text,
        html,
      ]);
      log.info(`mail queued to ${maskAddress(to)}: ${subject}`);
    },
    whenIdle: async () => {},
    close: async () => {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const pending = new Set<Promise<void>>();
  return {
    mode: 'smtp',
    async send({ to, subject, text, html }) {
      const delivery = transport
        .sendMail({ from, to, subject, text, html })
        .then(() => log.info(`mail sent to ${maskAddress(to)}: ${subject}`))
        .catch((err: unknown) => log.error({ err }, `mail to ${maskAddress(to)} failed: ${subject}`))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    whenIdle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.whenIdle();
      transport.close();
    },
  };
}
