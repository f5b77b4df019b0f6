// The demo member reads the news and the notifications through the built app against the real server
// (issue 5): the dashboard carousel, /news paged to the end, one item as text, and a notification
// acknowledged with the unread count dropping on the screen and on the bottom navigation.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { snap, snapWithoutToasts } from './support/browser';
import { openPhoneSession, type PhoneSession } from './support/session';

let session: PhoneSession;
let context: BrowserContext;
let page: Page;
let errors: string[];

before(async () => {
  session = await openPhoneSession();
  ({ context, page, errors } = session);
});

after(async () => {
  await session?.close();
});

const shot = (name: string) => snapWithoutToasts(page, name);

const nav = () => page.getByRole('navigation', { name: 'Navegación principal' });

/** The unread count the bottom navigation announces on 'Notificaciones' (0 without a badge). */
async function navUnread(): Promise<number> {
  const name =
    (await nav()
      .getByRole('link', { name: /^Notificaciones/ })
      .textContent()) ?? '';
  const match = name.match(/(\d+) sin leer/);
  return match ? Number(match[1]) : 0;
}

const headerUnread = async () => {
  const text = (await page.getByText(/Sin leer:/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};

let unreadAtStart = 0;

test('the demo member signs in and reads the Novedades carousel', async () => {
  await page.goto('/login');
  await page.getByLabel(/e-?mail|correo/i).fill('socio@demo.com.ar');
  await page.getByLabel(/^Contraseña$/).fill('Demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/dashboard');
  const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'Novedades' }) });
  await carousel.getByRole('listitem').first().waitFor();
  assert.equal(await carousel.getByRole('listitem').count(), 6);
  // Real pictures: every card of the carousel shows a decoded JPEG.
  const images = carousel.locator('img[src^="data:image/jpeg;base64,"]');
  await images.first().evaluate((img: HTMLImageElement) => img.decode());
  assert.ok((await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)) > 100);
  await nav()
    .getByRole('link', { name: /sin leer/ })
    .waitFor();
  unreadAtStart = await navUnread();
  assert.ok(unreadAtStart > 0, 'the demo member starts with unread notifications');
  await shot('news-01-dashboard');
  // The carousel scrolls sideways by whole cards.
  await carousel.getByRole('list').evaluate((list) => list.scrollBy({ left: 300 }));
  await page.waitForTimeout(400);
  await shot('news-02-dashboard-carousel-scrolled');
});

test('Ver Todas lists the news and Cargar mas pages to the end without repeats', async () => {
  await page.getByRole('link', { name: 'Ver Todas' }).click();
  await page.waitForURL('**/news');
  await page.getByText('6 noticias').waitFor();
  await shot('news-03-list');
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
  await shot('news-04-list-end');
});

test('an item opens as text: tags stripped, entities decoded, date and time', async () => {
  await page.getByRole('button', { name: /Bienvenidos al nuevo Portal del Socio/ }).click();
  await page.waitForURL('**/news-detail');
  await page.getByRole('heading', { name: 'Bienvenidos al nuevo Portal del Socio' }).waitFor();
  const article = page.locator('article');
  const text = await article.innerText();
  assert.match(text, /Desde hoy podés consultar tus préstamos/);
  assert.match(text, /contraseña/);
  assert.doesNotMatch(text, /<\/?\w+|&[a-z]+;/, 'no tag and no entity is left');
  assert.match(text, /\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/);
  assert.equal(await article.locator('strong, p strong').count(), 0, 'the HTML of the text is never parsed');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedNews') ?? 'null'));
  assert.deepEqual(Object.keys(stored).sort(), ['Fecha', 'Id', 'Imagen', 'Texto', 'Titulo']);
  await shot('news-05-detail');
  await page.getByRole('button', { name: 'Volver' }).click();
  await page.waitForURL('**/news');
});

test('a reload of the detail keeps the item; with nothing stored it goes to the dashboard', async () => {
  await page.goto('/news-detail');
  await page.getByRole('heading', { name: 'Bienvenidos al nuevo Portal del Socio' }).waitFor();
  await page.evaluate(() => localStorage.removeItem('selectedNews'));
  await page.goto('/news-detail');
  await page.waitForURL('**/dashboard');
});

test('the member acknowledges a notification and the unread count drops by one', async () => {
  await nav()
    .getByRole('link', { name: /^Notificaciones/ })
    .click();
  await page.waitForURL('**/notifications');
  await page.getByRole('heading', { name: 'Mis Notificaciones' }).waitFor();
  await page.getByRole('button', { name: 'Tomar conocimiento' }).first().waitFor();
  const before = await headerUnread();
  assert.equal(before, unreadAtStart);
  assert.equal(await page.getByText('Nuevo', { exact: true }).count(), before);
  await shot('news-06-notifications');

  await page.getByRole('button', { name: 'Tomar conocimiento' }).first().click();
  await page.locator('[data-sonner-toast]', { hasText: 'Éxito' }).waitFor();
  await page.getByText(`Sin leer: ${before - 1}`).waitFor();
  await nav()
    .getByRole('link', { name: new RegExp(`${before - 1} sin leer`) })
    .waitFor();
  assert.equal(await navUnread(), before - 1);
  await snap(page, 'news-07-acknowledged-toast');
  await shot('news-08-acknowledged');
});

test('pulling down from the top reloads the notifications', async () => {
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

test('the screens fit a 360 px phone', async () => {
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
    await shot(name);
  }
  assert.deepEqual(errors, []);
});
