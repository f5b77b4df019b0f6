// The demo member reads the news and the notifications through the built app against the real server
// (issue 5): the dashboard carousel, /news paged to the end, one item as text, and a notification
// acknowledged with the unread count dropping on the screen and on the bottom navigation.
// Every test opens its own page, signed in through the API (support/sign-in.ts).
import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { snap, snapWithoutToasts } from './support/screenshots';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';

let suite: PhoneSuite;

before(async () => {
  suite = await openPhoneSuite();
});

after(async () => {
  await suite?.close();
});

/** A phone page of its own, signed in as the demo member. */
const memberPage = (t: TestContext) => suite.newPage(t, { as: asMember('socio@demo.com.ar') });

const shot = (page: Page, name: string) => snapWithoutToasts(page, name);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** The unread count the bottom navigation announces on 'Notificaciones' (0 without a badge). */
async function navUnread(page: Page): Promise<number> {
  const name =
    (await nav(page)
      .getByRole('link', { name: /^Notificaciones/ })
      .textContent()) ?? '';
  const match = name.match(/(\d+) sin leer/);
  return match ? Number(match[1]) : 0;
}

const headerUnread = async (page: Page) => {
  const text = (await page.getByText(/Sin leer:/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};

/** The dashboard once the bottom navigation shows the unread badge; answers that count. */
async function dashboardUnread(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await nav(page)
    .getByRole('link', { name: /sin leer/ })
    .waitFor();
  return navUnread(page);
}

/**
 * Issue 14, decision 016: the dashboard's HTML starts its three first calls itself, before the app's scripts
 * have arrived, and the app takes those answers instead of asking again; the news carry their pictures by
 * address, and the first one shows.
 */
test('the dashboard asks once for each of its first calls and shows the news pictures by address', async (t) => {
  const { page } = await memberPage(t);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  const carousel = page.locator('section[aria-labelledby="news-carousel-title"]');
  const first = carousel.locator('img').first();
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await first.elementHandle(),
  );
  assert.match((await first.getAttribute('src')) ?? '', /^\/api\/i\/\d+\/[0-9a-f]{5}$/);
  assert.equal(await first.getAttribute('fetchpriority'), 'high');
  assert.equal(await carousel.locator('img').nth(1).getAttribute('loading'), 'lazy');
  assert.deepEqual(calls.sort(), [
    '/api/MNovedades/TraeNovedades',
    '/api/mnovedades/TraeMisNotificaciones',
    '/api/mprestamos/TraePrestamos',
  ]);
  assert.equal(
    await page.evaluate(
      () => typeof (window as { __portalEarlyCalls?: { at: number } }).__portalEarlyCalls?.at,
    ),
    'number',
    "the page's own script sent them",
  );
  await page.getByText('Préstamos activos').waitFor();
  await shot(page, 'news-00-dashboard-first-paint-data');
});

const welcome = 'Bienvenidos al nuevo Portal del Socio';

/** /news, paged with Cargar mas until the welcome item (one of the oldest) is listed. */
async function listWelcomeItem(page: Page) {
  await page.goto('/news');
  await page.getByText('6 noticias').waitFor();
  const item = page.getByRole('button', { name: new RegExp(welcome) });
  for (const count of [11, 12]) {
    if ((await item.count()) > 0) break;
    await page.getByRole('button', { name: 'Cargar mas' }).click();
    await page
      .getByText(new RegExp(`^(${count} noticias|No hay mas noticias para cargar)$`))
      .first()
      .waitFor();
  }
  return item;
}

test('the demo member reads the Novedades carousel on the dashboard', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/dashboard');
  const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'Novedades' }) });
  await carousel.getByRole('listitem').first().waitFor();
  assert.equal(await carousel.getByRole('listitem').count(), 6);
  // Real pictures, by address (decision 016): the first card shows a decoded JPEG.
  const images = carousel.locator('img[src^="/api/i/"]');
  await images.first().evaluate((img: HTMLImageElement) => img.decode());
  assert.ok((await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)) > 100);
  await nav(page)
    .getByRole('link', { name: /sin leer/ })
    .waitFor();
  assert.ok((await navUnread(page)) > 0, 'the demo member starts with unread notifications');
  await shot(page, 'news-01-dashboard');
  // The carousel scrolls sideways by whole cards.
  await carousel.getByRole('list').evaluate((list) => list.scrollBy({ left: 300 }));
  await page.waitForTimeout(400);
  await shot(page, 'news-02-dashboard-carousel-scrolled');
});

test('Ver Todas lists the news and Cargar mas pages to the end without repeats', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Ver Todas' }).click();
  await page.waitForURL('**/news');
  await page.getByText('6 noticias').waitFor();
  await shot(page, 'news-03-list');
  await page.getByRole('button', { name: 'Cargar mas' }).click();
  await page.getByText('11 noticias').waitFor();
  await page.getByRole('button', { name: 'Cargar mas' }).click();
  await page.getByText('No hay mas noticias para cargar').first().waitFor();
  await page.locator('[data-sonner-toast]', { hasText: 'No hay mas noticias para cargar' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Cargar mas' }).count(), 0);
  const titles = await page.locator('main li button span.line-clamp-2').allTextContents();
  assert.equal(titles.length, 11);
  assert.equal(new Set(titles).size, 11, 'no item is shown twice');
  assert.ok(
    !titles.includes('Beneficio exclusivo para el personal del Ejército'),
    "another organismo's news stays out",
  );
  await shot(page, 'news-04-list-end');
});

test('an item opens as text: tags stripped, entities decoded, date and time', async (t) => {
  const { page } = await memberPage(t);
  await (await listWelcomeItem(page)).click();
  await page.waitForURL('**/news-detail');
  await page.getByRole('heading', { name: 'Bienvenidos al nuevo Portal del Socio' }).waitFor();
  const article = page.locator('article');
  const text = await article.innerText();
  assert.match(text, /Desde hoy puede consultar sus préstamos/);
  assert.match(text, /contraseña/);
  assert.doesNotMatch(text, /<\/?\w+|&[a-z]+;/, 'no tag and no entity is left');
  assert.match(text, /\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/);
  assert.equal(await article.locator('strong, p strong').count(), 0, 'the HTML of the text is never parsed');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedNews') ?? 'null'));
  assert.deepEqual(Object.keys(stored).sort(), ['Fecha', 'Id', 'Imagen', 'Texto', 'Titulo']);
  await shot(page, 'news-05-detail');
  await page.getByRole('button', { name: 'Volver' }).click();
  await page.waitForURL('**/news');
});

test('a reload of the detail keeps the item; with nothing stored it goes to the dashboard', async (t) => {
  const { page } = await memberPage(t);
  await (await listWelcomeItem(page)).click();
  await page.waitForURL('**/news-detail');
  await page.getByRole('heading', { name: 'Bienvenidos al nuevo Portal del Socio' }).waitFor();
  await page.goto('/news-detail');
  await page.getByRole('heading', { name: 'Bienvenidos al nuevo Portal del Socio' }).waitFor();
  await page.evaluate(() => localStorage.removeItem('selectedNews'));
  await page.goto('/news-detail');
  await page.waitForURL('**/dashboard');
});

test('the member acknowledges a notification and the unread count drops by one', async (t) => {
  const { page } = await memberPage(t);
  const unreadAtStart = await dashboardUnread(page);
  await nav(page)
    .getByRole('link', { name: /^Notificaciones/ })
    .click();
  await page.waitForURL('**/notifications');
  await page.getByRole('heading', { name: 'Mis Notificaciones' }).waitFor();
  await page.getByRole('button', { name: 'Tomar conocimiento' }).first().waitFor();
  const before = await headerUnread(page);
  assert.equal(before, unreadAtStart);
  assert.equal(await page.getByText('Nuevo', { exact: true }).count(), before);
  await shot(page, 'news-06-notifications');

  await page.getByRole('button', { name: 'Tomar conocimiento' }).first().click();
  await page.locator('[data-sonner-toast]', { hasText: 'Éxito' }).waitFor();
  await page.getByText(`Sin leer: ${before - 1}`).waitFor();
  await nav(page)
    .getByRole('link', { name: new RegExp(`${before - 1} sin leer`) })
    .waitFor();
  assert.equal(await navUnread(page), before - 1);
  await snap(page, 'news-07-acknowledged-toast');
  await shot(page, 'news-08-acknowledged');
});

test('pulling down from the top reloads the notifications', async (t) => {
  const { context, page } = await memberPage(t);
  await page.goto('/notifications');
  await page.getByRole('heading', { name: 'Mis Notificaciones' }).waitFor();
  await page.getByRole('button', { name: 'Tomar conocimiento' }).first().waitFor();
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] });
  await page.evaluate(() => window.scrollTo(0, 0));
  await touch('touchStart', 200);
  for (let y = 210; y <= 330; y += 20) await touch('touchMove', y);
  await page.getByText('Suelta para actualizar').waitFor();
  await snap(page, 'news-09-pull-release');
  const reloaded = page.waitForResponse((response) => /TraeMisNotificaciones/i.test(response.url()));
  await touch('touchEnd', 330);
  await page.getByText('Actualizando...').waitFor();
  await reloaded;
  await page.getByText('Actualizando...').waitFor({ state: 'hidden', timeout: 3000 });
});

test('the screens fit a 360 px phone', async (t) => {
  const { page, errors } = await memberPage(t);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [path, name, ready] of [
    ['/dashboard', 'news-10-dashboard-360', 'Ver Todas'],
    ['/news', 'news-11-list-360', 'Cargar mas'],
    ['/notifications', 'news-12-notifications-360', 'Mis Notificaciones'],
  ] as const) {
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow} px`);
    await shot(page, name);
  }
  assert.deepEqual(errors, []);
});
