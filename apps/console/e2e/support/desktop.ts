import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, type TestContext } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotsIn, watchForErrors } from '@portal/test-support/browser';
import { startServer, type RunningServer } from '@portal/test-support/server';
import { DEMO_PASSWORD } from '@portal/test-support/sign-in';

/**
 * The built server on a fresh demo database (`env` added to its environment) and one Chromium, for the
 * tests of one file: started before them and closed after them.
 */
export function desktopSuite(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
  const suite = {} as { server: RunningServer; browser: Browser };
  before(async () => {
    suite.server = await startServer(env);
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

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
export const { snap } = screenshotsIn(screenshotDir);

/** Whether the page is wider than its window (something does not fit and scrolls sideways). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * A desktop page signed in to the console as `email` through the sign-in form (demo password, STAFF_TOTP
 * off), closed when `t` ends; the test fails if the page logged an error meanwhile.
 */
export async function staffPage(
  browser: Browser,
  baseURL: string,
  t: TestContext,
  email: string,
): Promise<Page> {
  const context = await desktopContext(browser, baseURL);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  t.after(async () => {
    const seen = [...errors];
    await context.close();
    assert.deepEqual(seen, [], `the page of ${email} logged errors`);
  });
  await page.goto(consoleUrl('login'));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: 'Inicio' }).waitFor();
  return page;
}

/** Nothing scrolls sideways at 1280 px nor at the 1024 px laptop; the narrow one is kept as `<name>-1024`. */
export async function snapBothWidths(page: Page, name: string): Promise<void> {
  await snap(page, name);
  assert.equal(await overflowsSideways(page), false, `${name} fits 1280 px`);
  await page.setViewportSize({ width: 1024, height: 800 });
  await snap(page, `${name}-1024`);
  assert.equal(await overflowsSideways(page), false, `${name} fits 1024 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}
