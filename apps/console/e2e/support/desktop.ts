import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// The member app's browser-test support already starts the built server on a fresh embedded database
// and launches Debian's Chromium with this machine's flags: the console's tests use the same ones.
export { launchBrowser, watchForErrors } from '../../../web/e2e/support/browser';
export { startServer, type RunningServer } from '../../../web/e2e/support/server';

export const screenshotDir = resolve(import.meta.dirname, '../screenshots');

/** The console's own paths, under the base the server serves it from. */
export const consoleUrl = (path = '') => `/console/${path.replace(/^\//, '')}`;

/** A desktop context (1280x800 unless said), Spanish locale and Buenos Aires time. */
export async function desktopContext(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
}

/** Saves a full-page screenshot under e2e/screenshots (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true });
}

/** Whether the page is wider than its window (something does not fit and scrolls sideways). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
