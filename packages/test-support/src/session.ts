import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, watchForErrors } from './browser';
import { startServer, type RunningServer } from './server';
import { DEMO_PASSWORD, member, signIn, type SignInFlow } from './sign-in';

/** Someone to sign in through the API before a test's page opens: a flow and its credentials. */
export interface SignInAs<Credentials = unknown, Login = unknown> {
  flow: SignInFlow<Credentials, Login>;
  credentials: Credentials;
}

/** A member (a demo member when only the address is given), for `PhoneSuite.newPage({ as })`. */
export const asMember = (mail: string, password = DEMO_PASSWORD) => ({
  flow: member,
  credentials: { mail, password },
});

export interface PageOptions<Login> {
  /** Signs in through the login API first: the page opens already signed in. */
  as?: SignInAs<unknown, Login>;
  /** Another server than the file's, e.g. one from `PhoneSuite.freshServer`. */
  server?: RunningServer;
}

export interface TestPage<Login> {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors of `page`: the test fails when any is left at its end. */
  errors: string[];
  /** The login call's answer (session token and user) when the page was signed in with `as`. */
  login: Login;
  server: RunningServer;
}

/** One test file's built server (its own embedded database) and Chromium; every test opens its own page. */
export interface PhoneSuite {
  server: RunningServer;
  browser: Browser;
  /**
   * A new phone-size context (its own storage) and page for test `t`, closed when `t` ends; the test
   * fails if the page logged an error. With `as`, the page opens signed in (see sign-in.ts).
   */
  newPage<Login = undefined>(t: TestContext, options?: PageOptions<Login>): Promise<TestPage<Login>>;
  /** A second built server on a fresh database, stopped when `t` ends: for a test that uses up demo data others read. */
  freshServer(t: TestContext, serverEnv?: Record<string, string>): Promise<RunningServer>;
  close(): Promise<void>;
}

const cleanups = new WeakMap<TestContext, (() => Promise<void> | void)[]>();

/** Runs `fn` when test `t` ends, last registered first (a page closes before its server stops). */
function onEnd(t: TestContext, fn: () => Promise<void> | void) {
  let stack = cleanups.get(t);
  if (!stack) {
    const fns: (() => Promise<void> | void)[] = [];
    cleanups.set(t, fns);
    // Every cleanup runs even when one fails (a page's errors must not leave a server running).
    t.after(async () => {
      const failures: unknown[] = [];
      for (const cleanup of fns.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    });
    stack = fns;
  }
  stack.push(fn);
}

export async function openPhoneSuite(
  serverEnv: Record<string, string> = {},
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): Promise<PhoneSuite> {
  const server = await startServer(serverEnv);
  let browser: Browser;
  try {
    browser = await launchBrowser(browserOptions);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    server,
    browser,
    async newPage<Login>(t: TestContext, options: PageOptions<Login> = {}) {
      const target = options.server ?? server;
      const context = await phoneContext(browser, target.url);
      let errors: string[] = [];
      onEnd(t, async () => {
        const seen = [...errors];
        await context.close();
        assert.deepEqual(seen, [], 'the page logged errors');
      });
      const login = (
        options.as ? await signIn(context, target.url, options.as.flow, options.as.credentials) : undefined
      ) as Login;
      const page = await context.newPage();
      errors = watchForErrors(page);
      return { context, page, errors, login, server: target };
    },
    async freshServer(t: TestContext, env: Record<string, string> = serverEnv) {
      const fresh = await startServer(env);
      onEnd(t, () => fresh.stop());
      return fresh;
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
