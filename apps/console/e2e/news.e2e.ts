// News through the built console against the real server (demo data, STAFF_TOTP off): comunicaciones
// writes an item, the server refuses a file that is not an image and accepts a real one (cut to the
// phone's 16:9), the preview shows the member app's own card and detail, the item is published, and the
// demo member's phone shows it first in the dashboard's carousel with its image, and opened, its text
// as text. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleNewsMessages } from '@portal/contract';
import { phoneContext } from '@portal/test-support/browser';
import { member, signIn, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const suite = desktopSuite();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG: a blue-to-green gradient with a light band, square, so the server's 16:9 cut shows. */
function gradientPng(width: number, height: number) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = Math.abs(y - height / 2) < height / 10;
      row[1 + x * 3] = band ? 240 : 30;
      row[2 + x * 3] = band ? 240 : Math.round((120 * x) / width) + 60;
      row[3 + x * 3] = band ? 240 : Math.round((200 * y) / height) + 55;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const title = 'Turnos de vacunación en la sede';
const text =
  '<p>Desde el lunes hay turnos de vacunaci&oacute;n antigripal para socios y familiares.</p>' +
  '<script>window.__ran = true</script><p>Pida el suyo en la sede o por tel&eacute;fono.</p>';

test('comunicaciones publishes a news item with an image and it shows in the member app’s carousel', async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, 'comunicaciones@staff.demo.com.ar');
  await nav(page).getByRole('link', { name: 'Novedades' }).click();
  const list = page.getByRole('table', { name: 'Novedades' });
  // The demo's published items are listed with their state.
  await list.getByText('Publicada').first().waitFor();
  await snapBothWidths(page, 'news-01-list');

  await page.getByRole('link', { name: 'Nueva novedad' }).click();
  await page.waitForURL(`**${consoleUrl('novedades/nueva')}`);
  const form = page.getByRole('form', { name: 'Nueva novedad' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Texto').fill(text);

  // A text file named like a picture: refused by content, with the reason.
  const file = form.getByLabel('Archivo de la imagen');
  await file.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy una foto\n'),
  });
  await form.getByRole('alert').filter({ hasText: consoleNewsMessages.imageNotImage }).waitFor();

  await file.setInputFiles({ name: 'vacunas.png', mimeType: 'image/png', buffer: gradientPng(900, 900) });
  await form.getByText(/Imagen aceptada.*900 × 506 píxeles/).waitFor();
  const preview = page.getByTestId('phone-screen');
  assert.equal((await preview.boundingBox())?.width, 406, 'the phone is 390 px inside an 8 px frame');
  await preview.getByRole('button', { name: new RegExp(title) }).waitFor();
  await snapBothWidths(page, 'news-02-editor');
  await preview.getByRole('button', { name: new RegExp(title) }).click();
  await preview.getByText('Pida el suyo en la sede o por teléfono.').waitFor();
  assert.equal(await preview.locator('script').count(), 0);
  await snap(page, 'news-03-preview-detail');

  await form.getByRole('button', { name: 'Guardar el borrador' }).click();
  await page.getByText(consoleNewsMessages.created).waitFor();
  await page.waitForURL(/\/console\/novedades\/\d+$/);
  const panel = page.getByRole('region', { name: /Publicación/ });
  await panel.getByText('Borrador: los socios todavía no la ven.').waitFor();
  await panel.getByRole('button', { name: 'Publicar ahora' }).click();
  await page.getByText(consoleNewsMessages.published).waitFor();
  await panel.getByText(/^Publicada el /).waitFor();
  // The stored image is read back from the server in the preview.
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="phone-screen"] img');
    return img !== null && img.src.includes('/api/console/news/') && img.naturalWidth === 900;
  });
  await snapBothWidths(page, 'news-04-published');

  await nav(page).getByRole('link', { name: 'Novedades' }).click();
  const row = list.getByRole('row').filter({ hasText: title });
  await row.getByText('Publicada').waitFor();
  await row.getByText('Todos los socios').waitFor();

  // The demo member's phone: first in the carousel, with the image the server made.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: 'socio@demo.com.ar', password: DEMO_PASSWORD });
  const app = await phone.newPage();
  await app.goto('/dashboard');
  const carousel = app.getByRole('region', { name: 'Novedades' });
  const card = carousel.getByRole('listitem').first();
  await card.getByText(title).waitFor();
  await app.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>(
      'section[aria-labelledby="news-carousel-title"] li img',
    );
    // By address (the member app's decision 016), not inside the news answer.
    return img !== null && new URL(img.src).pathname.startsWith('/api/i/') && img.naturalWidth === 900;
  });
  await snap(app, 'news-05-member-carousel');
  await card.getByRole('button').click();
  await app.getByRole('heading', { name: title }).waitFor();
  await app.getByText('Pida el suyo en la sede o por teléfono.').waitFor();
  assert.equal(await app.evaluate(() => (window as { __ran?: boolean }).__ran), undefined);
  await snap(app, 'news-06-member-detail');
});
