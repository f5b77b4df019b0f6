import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, watchForErrors } from './browser';
import { startServer, type RunningServer } from './server';

export interface PhoneSession {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far: a journey ends by asserting it is empty. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh built server (its own embedded database), Chromium and a phone-size page, for one test file. */
export async function openPhoneSession(serverEnv: Record<string, string> = {}): Promise<PhoneSession> {
  const server = await startServer(serverEnv);
  const browser = await launchBrowser();
  const context = await phoneContext(browser, server.url);
  const page = await context.newPage();
  return {
    server,
    browser,
    context,
    page,
    errors: watchForErrors(page),
    async close() {
      await context.close();
      await browser.close();
      await server.stop();
    },
  };
}
