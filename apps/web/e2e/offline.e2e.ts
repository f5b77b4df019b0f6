// The member app without a connection (issue 14): after one visit online, the service worker serves the
// app and the last loans, loan details, news and notifications are read from the device with the
// 'Sin conexión' banner; actions that need the server say so; logout leaves no personal data behind;
// and a new release replaces the old service worker.
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { snap, snapWithoutToasts } from './support/screenshots';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';
import { signOnPad } from './support/signature';

let suite: PhoneSuite;

before(async () => {
  suite = await openPhoneSuite();
});

after(async () => {
  await suite?.close();
});

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^Sin conexión - datos del / });

/** A signed-in phone page whose requests the app's service worker already controls. */
async function controlledPage(t: TestContext) {
  const opened = await suite.newPage(t, { as: asMember('socio@demo.com.ar') });
  const { page } = opened;
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return opened;
}

/** Offline, each call the app still tries fails in the browser's console: expected here, not a page error. */
function forgetOfflineFailures(errors: string[]) {
  const offline = errors.filter((e) => /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/.test(e));
  for (const e of offline) errors.splice(errors.indexOf(e), 1);
}

/** The first card of a screen's list, by the list's name: the screen on its way out has other lists. */
const firstCard = (page: Page, list: 'Novedades' | 'Notificaciones') =>
  page.getByRole('list', { name: list }).getByRole('listitem').first();

async function openFromNav(page: Page, label: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: label })
    .click();
  await page.waitForURL(`**${path}`);
}

/** The loans list, the repaying loan's detail with its movements: what the member saw online. */
async function readLoansOnline(page: Page) {
  await openFromNav(page, 'Préstamos', '/loans');
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  await page.getByRole('link', { name: /, Descontando$/ }).click();
  await page.waitForURL('**/loan-detail');
  await page.getByText('cuotas pagadas').waitFor();
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  await page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem').first().waitFor();
}

/** The first news card's picture once it has loaded or failed: its address and width (0: not shown). */
const firstNewsImage = (page: Page) =>
  firstCard(page, 'Novedades')
    .locator('img')
    .first()
    .evaluate(
      // No named functions inside: tsx would wrap them in a helper the page does not have.
      (img: HTMLImageElement) =>
        new Promise<{ src: string; width: number }>((done) => {
          if (!img.complete) {
            img.addEventListener('load', () =>
              done({ src: img.getAttribute('src') ?? '', width: img.naturalWidth }),
            );
            img.addEventListener('error', () => done({ src: img.getAttribute('src') ?? '', width: 0 }));
          } else done({ src: img.getAttribute('src') ?? '', width: img.naturalWidth });
        }),
    );

/** The addresses in the service worker's cache of news images. */
const keptNewsImages = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('news-images'))
      ? (await (await caches.open('news-images')).keys()).map((request) => new URL(request.url).pathname)
      : [],
  );

/** Rows of the app's IndexedDB store of kept answers (0 when the store does not exist). */
const keptAnswers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('portal-offline');
        open.onerror = () => fail(new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return done(0);
          const count = db.transaction('answers').objectStore('answers').count();
          count.onsuccess = () => done(count.result);
          count.onerror = () => fail(new Error('count failed'));
        };
      }),
  );

test('after one visit online, loans and a loan detail read offline with the banner; confirming needs a connection', async (t) => {
  const { context, page, errors } = await controlledPage(t);
  await readLoansOnline(page);
  await page
    .getByRole('button', { name: 'Volver a Préstamos' })
    .or(page.getByRole('link', { name: 'Volver a Préstamos' }))
    .click();
  await page.waitForURL('**/loans');
  assert.equal(await banner(page).count(), 0, 'no banner while online');

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  await banner(page).waitFor();
  assert.match(await banner(page).innerText(), /^Sin conexión - datos del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await snapWithoutToasts(page, 'offline-01-loans');

  await page.getByRole('link', { name: /, Descontando$/ }).click();
  await page.waitForURL('**/loan-detail');
  await page.getByText('cuotas pagadas').waitFor();
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  await page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem').first().waitFor();
  await banner(page).waitFor();
  await snapWithoutToasts(page, 'offline-02-loan-detail');

  await page.goBack();
  await page.getByRole('link', { name: /, Aprobado - pendiente de confirmación$/ }).click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await page.waitForURL('**/loan-confirmation');
  await signOnPad(page);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.getByText('Necesita conexión a internet para confirmar el préstamo.').first().waitFor();
  await snap(page, 'offline-03-confirm-refused');
  assert.equal(
    await page.getByRole('dialog', { name: 'Autenticacion' }).count(),
    0,
    'no token was asked for',
  );
  forgetOfflineFailures(errors);
});

test('news (with their images) and notifications read offline; logout leaves no personal data in storage', async (t) => {
  const { context, page, errors } = await controlledPage(t);
  await readLoansOnline(page);
  await openFromNav(page, 'Novedades', '/news');
  // A page the service worker serves from the start: the images it asks for are kept on the way.
  await page.reload();
  const firstNews = await firstCard(page, 'Novedades').innerText();
  const online = await firstNewsImage(page);
  assert.match(
    online.src,
    /^\/api\/i\/\d+\/[0-9a-f]{5}$/,
    'the image comes by address, not inside the answer',
  );
  assert.ok(online.width > 0, 'the image shows');
  await page.waitForFunction(
    async (src) => (await caches.open('news-images')).match(src).then(Boolean),
    online.src,
  );
  await openFromNav(page, 'Notificaciones', '/notifications');
  const firstNotice = await firstCard(page, 'Notificaciones').innerText();

  // Not the browser's HTTP cache (the image may be kept there a year): the service worker's copy must do.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await context.setOffline(true);
  await page.reload();
  await banner(page).waitFor();
  assert.equal(await firstCard(page, 'Notificaciones').innerText(), firstNotice);
  await snapWithoutToasts(page, 'offline-04-notifications');
  await openFromNav(page, 'Novedades', '/news');
  await banner(page).waitFor();
  assert.equal(await firstCard(page, 'Novedades').innerText(), firstNews);
  const offline = await firstNewsImage(page);
  assert.equal(offline.src, online.src);
  assert.ok(offline.width > 0, 'the image shows offline');
  await snapWithoutToasts(page, 'offline-05-news');
  await firstCard(page, 'Novedades').getByRole('button').click();
  await page.waitForURL('**/news-detail');
  const detailImage = page.getByRole('article').locator('img').first();
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await detailImage.elementHandle(),
  );
  await snapWithoutToasts(page, 'offline-06-news-detail');
  await context.setOffline(false);
  forgetOfflineFailures(errors);

  assert.ok((await keptAnswers(page)) >= 4, 'loans, movements, news and notifications were kept');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const open = indexedDB.open('portal-offline');
        open.onsuccess = () => {
          const request = open.result.transaction('answers').objectStore('answers').count();
          request.onsuccess = () => done(request.result === 0);
        };
      }),
  );
  assert.equal(await keptAnswers(page), 0);
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), []);
  assert.deepEqual(await keptNewsImages(page), [], 'the news images go too (decision 016)');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });
  assert.ok(cached.length > 0, 'the app shell stays precached');
  assert.deepEqual(
    cached.filter(
      (entry) =>
        !/^workbox-precache-v2-\S+ http:\/\/127\.0\.0\.1:\d+\/(assets\/|icons\/|[\w-]+\.(html|svg|webmanifest)\b)/.test(
          entry,
        ),
    ),
    [],
    'nothing but the built app in Cache Storage',
  );
});

test('a new release replaces the old service worker and reloads the page onto it', async (t) => {
  const { page } = await controlledPage(t);
  const dist = resolve(import.meta.dirname, '../dist');
  const changed = ['sw.js', 'login.html'];
  const saved = new Map<string, Buffer>();
  for (const file of changed.flatMap((f) => [f, `${f}.br`, `${f}.gz`])) {
    saved.set(file, await readFile(resolve(dist, file)).catch(() => Buffer.alloc(0)));
  }
  t.after(async () => {
    for (const [file, body] of saved) {
      if (body.length > 0) await writeFile(resolve(dist, file), body);
    }
  });

  // What a new build changes: a page's content and, with it, its revision in the worker's precache list.
  const release = '<!-- release 2 -->';
  const login = `${saved.get('login.html')!.toString()}${release}`;
  const worker = saved
    .get('sw.js')!
    .toString()
    .replace(/(\{url:"login\.html",revision:")[0-9a-f]+"/, '$1release2"');
  assert.notEqual(worker, saved.get('sw.js')!.toString(), 'the worker lists login.html');
  for (const file of changed) await rm(resolve(dist, `${file}.br`), { force: true });
  for (const file of changed) await rm(resolve(dist, `${file}.gz`), { force: true });
  await writeFile(resolve(dist, 'login.html'), login);
  await writeFile(resolve(dist, 'sw.js'), worker);

  // Workbox keeps each precached file under its address and revision, e.g. /login.html?__WB_REVISION__=...
  const precachedLogin = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname === '/login.html')
            return { url: request.url, body: (await (await cache.match(request))?.text()) ?? '' };
        }
      }
      return { url: '', body: '' };
    });
  const before = await precachedLogin();
  assert.ok(before.url.includes('__WB_REVISION__=') && !before.url.endsWith('release2'), before.url);
  const reloaded = page.waitForEvent('load');
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.ready).update();
  });
  await reloaded; // registerSW reloads the page once the new worker has taken over
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const now = await precachedLogin();
  assert.ok(now.url.endsWith('__WB_REVISION__=release2'), now.url);
  assert.ok(now.body.endsWith(release), "the new worker's precache holds the new release");
});
