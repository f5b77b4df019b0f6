import { afterAll } from 'vitest';
import path from 'node:path';
import { buildApp, type AppDeps } from '../../src/app';
import { createTestDatabase } from './database';
import type { Db } from '../../src/db/connection';
import { consolePaths, paths, type StaffRole } from '@portal/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_PASSWORD } from './factories';
import { createStaff, sessionCookie, STAFF_PASSWORD } from './staff';

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
  /** Demo data loaded (the business date may be moved); off as in production. */
  demoData?: boolean;
  /** The wall clock the business date reads. */
  now?: () => Date;
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
      demoData: options.demoData ?? false,
    },
    now: options.now,
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

  /**
   * Signs `email` in to the console once (creating the staff member with `roles` first when given; STAFF_TOTP
   * off) and answers a client that sends its session cookie with every call (fastify/demo's injectWithLogin).
   * The console needs nothing more: calls without an Origin header are not a browser's, so no CSRF check.
   */
  async function consoleAs(email: string, roles?: StaffRole[]): Promise<ConsoleClient> {
    if (roles) await createStaff(app, email, roles);
    const res = await app.inject({
      method: 'POST',
      url: consolePaths.session,
      headers: { 'content-type': 'application/json' },
      payload: { email, password: STAFF_PASSWORD },
    });
    const cookie = sessionCookie(res.headers['set-cookie']);
    const inject = (options: InjectOptions) =>
      app.inject({ ...options, headers: { ...options.headers, cookie } });
    const withBody = (method: 'POST' | 'PUT' | 'DELETE') => (url: string, payload?: object) =>
      inject({
        method,
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
    return {
      cookie,
      inject,
      get: (url) => inject({ method: 'GET', url }),
      post: withBody('POST'),
      put: withBody('PUT'),
      delete: withBody('DELETE'),
    };
  }

  /**
   * Signs the member `email` in through the login call once and answers a client that adds the session token
   * (`uat`) to every call's body, as the member app does; like `post`, background work is done when it resolves.
   */
  async function memberAs(email: string, password = TEST_PASSWORD): Promise<MemberClient> {
    const res = await post(paths.login, { Mail: email, Password: password });
    const { UAT: uat } = res.json<{ UAT: string }>();
    if (!uat) throw new Error(`${email} could not sign in: ${res.body}`);
    return { uat, post: (url, body = {}) => post(url, { uat, ...body }) };
  }

  return { app, db, owner, post, consoleAs, memberAs };
}

/** A staff member signed in to the console: calls carry the session cookie. */
export interface ConsoleClient {
  cookie: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** A member signed in to the portal: calls carry the session token in the body. */
export interface MemberClient {
  uat: string;
  post(url: string, body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}
