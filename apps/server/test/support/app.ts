import { afterAll } from 'vitest';
import path from 'node:path';
import { buildApp, type AppDeps } from '../../src/app';
import { createTestDatabase } from './database';
import type { Db } from '../../src/db/connection';

export interface TestAppOptions {
  smtpUrl?: string;
  /** Serve the open /dev/mailbox (demo data without SMTP_URL); off as in production. */
  mailbox?: boolean;
  limits?: AppDeps['limits'];
  webRoot?: string;
  /** The staff console's build; none unless given. */
  consoleRoot?: string;
  /** Take the client address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: boolean;
  /** The console's second factor (STAFF_TOTP); on unless said. */
  staffTotp?: boolean;
  /** Collect log lines at info level instead of discarding them. */
  logLines?: string[];
  /** Wraps the database the app sees (e.g. to slow some statements down); tests keep the plain one. */
  wrapDb?: (db: Db) => Db;
}

const noWebBuild = path.join(import.meta.dirname, 'no-web-build');

/** The real app on this file's own database. Closed after the file. */
export async function createTestApp(options: TestAppOptions = {}) {
  const { db, owner, drop } = await createTestDatabase();
  const app = await buildApp({
    config: {
      smtpUrl: options.smtpUrl,
      mailbox: options.mailbox ?? false,
      mailFrom: 'Portal de Socios <no-responder@localhost>',
      publicUrl: 'http://portal.test',
      trustProxy: options.trustProxy ?? false,
      staffTotp: options.staffTotp ?? true,
    },
    db: options.wrapDb ? options.wrapDb(db) : db,
    ...(options.logLines
      ? { logLevel: 'info', logStream: { write: (line: string) => void options.logLines!.push(line) } }
      : { logLevel: false }),
    limits: options.limits,
    webRoot: options.webRoot ?? noWebBuild,
    consoleRoot: options.consoleRoot ?? noWebBuild,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** One call; work it left in the background (mail of recovery and pre-registration) is done when it resolves. */
  const post = async (
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url,
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      headers: { 'content-type': 'application/json', ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    await app.background.idle();
    return res;
  };

  return { app, db, owner, post };
}
