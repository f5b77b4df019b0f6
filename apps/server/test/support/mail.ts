import type { Db } from '../../src/db/connection';

export interface StoredMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

export const outbox = (db: Db, to: string) =>
  db.query<StoredMail>(
    'SELECT to_address, subject, text_body, html_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC',
    [to],
  );

export const registrationCodeIn = (text: string) => /\b([A-Z0-9]{4}-[A-Z0-9]{4})\b/.exec(text)?.[1];
export const resetTokenIn = (text: string) => /update-password#token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
