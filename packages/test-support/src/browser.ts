import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

// Debian's old headless shell (package chromium-headless-shell), which Playwright itself prefers for
// headless runs: the same Blink without the browser's UI, it spends a third of the full browser's CPU, and
// the browser suites are CPU-bound on two cores. It has no PDF viewer (a PDF opened in a tab never loads):
// a suite that opens one asks for the full browser.
const headlessShell = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium with the flags this machine needs (no network beyond loopback). */
export async function launchBrowser({ pdfViewer = false } = {}): Promise<Browser> {
  const debian = !pdfViewer && existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? debian,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A phone-size context (390x844) with touch, Spanish locale and Buenos Aires time. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    acceptDownloads: true,
  });
}

export interface Screenshots {
  /** Saves a full-page screenshot for a person to look at. */
  snap: (page: Page, name: string) => Promise<void>;
  /** Closes the toasts first, so the screenshot shows the screen under them (toasts get their own checks). */
  snapWithoutToasts: (page: Page, name: string) => Promise<void>;
}

/** Screenshots saved in `dir` (each suite keeps its own e2e/screenshots, ignored by git). */
export function screenshotsIn(dir: string): Screenshots {
  async function snap(page: Page, name: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
  }
  async function snapWithoutToasts(page: Page, name: string): Promise<void> {
    for (const close of await page.locator('[data-sonner-toast] button[data-close-button]').all()) {
      await close.click({ timeout: 1000 }).catch(() => undefined);
    }
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 3000 })
      .catch(() => undefined);
    await snap(page, name);
  }
  return { snap, snapWithoutToasts };
}

/** Fails the test on any uncaught page error or console error: a screen that throws is broken. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser reports every non-2xx fetch as a console error; those are expected in failure paths.
    if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

/**
 * Waits until `locator` matches exactly `count` elements. A count read once can still see the rows of the
 * screen's previous answer (new filters render the old list for a moment), so a count is waited for.
 */
export async function waitForCount(locator: Locator, count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await locator.count();
  while (seen !== count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} elements, still ${seen}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await locator.count();
  }
}
