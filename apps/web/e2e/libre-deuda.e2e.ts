// The libre deuda of the demo's paid-off loan through the built app against the real server (issue 25):
// its Acciones offer it, 'Descargar libre deuda' saves a PDF and 'Ver libre deuda' opens it in a tab of
// the browser's PDF viewer. The certificates job issued it at start (or the call issues it on demand).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';
import { snapWithoutToasts } from './support/screenshots';

let suite: PhoneSuite;

before(async () => {
  // 'Ver libre deuda' opens the PDF in a tab: the full browser, with its PDF viewer.
  suite = await openPhoneSuite({}, { pdfViewer: true });
});

after(async () => {
  await suite?.close();
});

const paidOffCard = (page: Page) => page.getByRole('link', { name: /, Cancelado$/ });

test("the demo's paid-off loan: its libre deuda downloads as a PDF and opens in the viewer", async (t) => {
  const { page } = await suite.newPage(t, { as: asMember('socio@demo.com.ar') });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Préstamos' })
    .click();
  await page.waitForURL('**/loans');
  await paidOffCard(page).click();
  await page.waitForURL('**/loan-detail');
  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByText(/no registra deuda por él/).waitFor();
  await snapWithoutToasts(page, 'libre-deuda-01-actions');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar libre deuda' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^libre-deuda-\d+\.pdf$/);
  const bytes = await readFile(await file.path());
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Ver libre deuda' }).click();
  const tab = await popup;
  await tab.waitForURL(/^blob:/);
  // The tab's document is the PDF, shown by the browser's viewer.
  assert.equal(await tab.evaluate(() => document.contentType), 'application/pdf');
  await tab.waitForTimeout(1500);
  await snapWithoutToasts(tab, 'libre-deuda-02-viewer');
  await tab.close();
});
