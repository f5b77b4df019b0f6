// What a member still tripped on (issue 13, flow and clarity), through the built app against the real
// server: focus stays inside the token dialog, the back button steps through the wizard and never drops
// the photos silently, 'Disponible' 0 on the first step, toasts clear of titles and back buttons in AA
// contrast, links at least 44 px tall, the signature notice, a long notification read whole. Every
// changed screen is photographed at 390x844 and 360x740.
import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { Page } from 'playwright-core';
import { snap, snapWithoutToasts } from './support/screenshots';
import { makeImages, type ImageFile } from '@portal/test-support/images';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';
import { signOnPad } from './support/signature';

extend([a11yPlugin]);

let suite: PhoneSuite;
let photo: ImageFile;

before(async () => {
  suite = await openPhoneSuite();
});

after(async () => {
  await suite?.close();
});

const memberPage = (t: TestContext, email = 'socio@demo.com.ar') => suite.newPage(t, { as: asMember(email) });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The screen at both phone sizes the issue names; without toasts over it unless they are the subject. */
async function snapBoth(page: Page, name: string, withToasts = false) {
  const shoot = (suffix: string) => (withToasts ? snap : snapWithoutToasts)(page, `${name}-${suffix}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot('390x844');
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot('360x740');
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Every visible link of the page is at least 44 px tall. */
async function assertLinkTargets(page: Page, where: string) {
  const heights = await page.locator('a[href]').evaluateAll((links) =>
    links
      .map((link) => ({ text: link.textContent?.trim() ?? '', box: link.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ text, box }) => ({ text, height: box.height })),
  );
  assert.ok(heights.length > 0, `${where} has links`);
  for (const { text, height } of heights) assert.ok(height >= 44, `${where}: '${text}' is ${height} px tall`);
}

test('links are at least 44 px tall on the public and the signed-in screens', async (t) => {
  const { page } = await suite.newPage(t);
  for (const route of ['/login', '/pre-register', '/recover-password']) {
    await page.goto(route);
    await page.getByRole('link').first().waitFor();
    await assertLinkTargets(page, route);
  }
  await snapBoth(page, 'flow-01-recover-password');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Registrarse' }).waitFor();
  await snapBoth(page, 'flow-02-login');

  const signedIn = await memberPage(t);
  for (const route of ['/dashboard', '/loans', '/profile']) {
    await signedIn.page.goto(route);
    await signedIn.page.getByRole('navigation', { name: 'Navegación principal' }).waitFor();
    await signedIn.page.getByRole('heading', { level: 1 }).first().waitFor();
    await assertLinkTargets(signedIn.page, route);
  }
  await signedIn.page.goto('/dashboard');
  await signedIn.page.getByRole('heading', { name: 'Préstamos activos' }).waitFor();
  await snapBoth(signedIn.page, 'flow-03-dashboard');
  await signedIn.page.goto('/loans');
  await signedIn.page.getByRole('list', { name: 'Préstamos' }).waitFor();
  await snapBoth(signedIn.page, 'flow-03-loans');
});

test('a toast sits above the bottom bar, clear of the title and the back button, in AA contrast, with a finger-sized close button', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const title = page.getByRole('heading', { name: 'Editar Perfil' });
  await title.waitFor();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Sin cambios' });
  await toast.waitFor();
  await page.waitForTimeout(500); // its entry animation
  await snapBoth(page, 'flow-04-toast', true);

  const box = await toast.boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Navegación principal' }).boundingBox();
  const titleBox = await title.boundingBox();
  assert.ok(box && nav && titleBox);
  assert.ok(
    box.y + box.height <= nav.y,
    `the toast ends at ${box.y + box.height}, the bar starts at ${nav.y}`,
  );
  assert.ok(box.y >= titleBox.y + titleBox.height, 'the toast is below the title');
  const cancel = await page.getByRole('button', { name: 'Cancelar' }).first().boundingBox();
  if (cancel) assert.ok(box.y >= cancel.y + cancel.height || box.y + box.height <= cancel.y);

  // The colours the browser really paints, title and description.
  for (const part of ['[data-title]', '[data-description]']) {
    const { color, background } = await toast.locator(part).evaluate((element) => {
      const toastElement = element.closest('[data-sonner-toast]') as HTMLElement;
      return {
        color: getComputedStyle(element).color,
        background: getComputedStyle(toastElement).backgroundColor,
      };
    });
    const ratio = colord(color).contrast(background);
    assert.ok(ratio >= 4.5, `${part}: ${color} on ${background} is ${ratio}:1`);
  }

  // The close button takes a 44 px tap, also one well off the painted 20 px circle.
  const close = toast.locator('button[data-close-button]');
  const closeBox = await close.boundingBox();
  assert.ok(closeBox && closeBox.width >= 44 && closeBox.height >= 44, JSON.stringify(closeBox));
  const edge = { x: closeBox.x + 3, y: closeBox.y + closeBox.height / 2 };
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-close-button]') !== null,
    edge,
  );
  assert.ok(hit, `a tap at ${edge.x},${edge.y} misses the close button`);
  await page.mouse.click(edge.x, edge.y);
  await toast.waitFor({ state: 'detached' });
});

test('focus stays inside the token dialog: Tab and Shift+Tab cycle within it', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/loans');
  const approved = page.getByRole('link', { name: /, Aprobado - pendiente de confirmación$/ });
  await approved.click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByText(/^Para confirmar el préstamo deberá firmar en la pantalla/).waitFor();
  await snapBoth(page, 'flow-05-detail-actions');
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await page.getByRole('heading', { name: 'Confirmar Préstamo' }).waitFor();
  await page.getByText(/^Para confirmar el préstamo deberá firmar en la pantalla/).waitFor();
  await snapBoth(page, 'flow-06-confirmation');

  await signOnPad(page);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Autenticacion' });
  await dialog.waitFor();
  await snapBoth(page, 'flow-07-token-dialog');

  // What has the focus, named, while it is inside the dialog; null once it left.
  const insideDialog = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active?.closest('[role="dialog"]')) return null;
      return `${active.tagName}#${active.id}:${active.textContent?.trim() ?? ''}`;
    });
  assert.ok(await insideDialog(), 'the dialog takes the focus when it opens');
  const seen: string[] = [];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    const where = await insideDialog();
    assert.ok(where, `Tab ${i + 1} left the dialog`);
    seen.push(where);
  }
  // Three stops (the code, Confirmar, Cancelar), visited again and again.
  assert.equal(new Set(seen).size, 3, seen.join(' | '));
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await insideDialog(), `Shift+Tab ${i + 1} left the dialog`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Confirmar', exact: true }).waitFor();
});

async function upload(page: Page, label: string, file: ImageFile) {
  await page.getByLabel(`${label}: galería`).setInputFiles(file);
  await page.getByRole('img', { name: `Vista previa: ${label}` }).waitFor({ timeout: 20_000 });
}

test('the back button steps back inside the wizard and asks before dropping the photos', async (t) => {
  const { page, context } = await memberPage(t);
  photo ??= (await makeImages(context)).jpeg;
  await page.goto('/loans');
  await page.getByRole('button', { name: 'Solicitar Prestamo' }).click();
  const amountTitle = heading(page, 'Monto Solicitado');
  await amountTitle.waitFor();
  await page.getByText(/^Al final de la solicitud deberá firmar en la pantalla/).waitFor();
  assert.equal(await amountTitle.evaluate((element) => element === document.activeElement), true);
  await page
    .getByText(/^\$\s?[\d.]+,\d\d$/)
    .first()
    .waitFor();
  await snapBoth(page, 'flow-08-wizard-amount');

  // Enter in the amount continues; the plan slider starts at the amount asked for.
  await page.getByLabel('Monto Solicitado').fill('300000');
  await page.getByLabel('Monto Solicitado').press('Enter');
  const planTitle = heading(page, 'Linea y Plan');
  await planTitle.waitFor();
  assert.equal(await planTitle.evaluate((element) => element === document.activeElement), true);
  await page.getByLabel('Tipo de préstamo').selectOption({ label: 'Préstamo Personal' });
  const amount = page.getByRole('slider', { name: 'Monto' });
  await amount.waitFor();
  assert.match((await amount.getAttribute('aria-valuetext')) ?? '', /^\$\s?300\.000,00$/);
  await snapBoth(page, 'flow-09-wizard-plan');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await heading(page, 'Documento de Identidad').waitFor();
  await upload(page, 'Frente del DNI', photo);
  await snapBoth(page, 'flow-10-wizard-documents');

  await page.goBack();
  await planTitle.waitFor();
  await page.goBack();
  await amountTitle.waitFor();
  assert.equal(await page.getByLabel('Monto Solicitado').inputValue(), '$ 300.000');

  // Leaving with a photo taken asks; staying keeps the photo.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await amountTitle.waitFor();
  await page.waitForTimeout(300);
  assert.deepEqual(asked, ['¿Desea salir de la solicitud? Se descartarán las fotos que tomó.']);
  assert.match(page.url(), /\/loan-request$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('img', { name: 'Vista previa: Frente del DNI' }).waitFor();

  // The bottom bar asks too; accepting leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Inicio' })
    .click();
  await page.waitForURL('**/dashboard');
});

test("with 'Disponible' 0 the first step says so (screenshots; loan-request.e2e.ts checks the rest)", async (t) => {
  const { page } = await memberPage(t, 'sin.disponible@demo.com.ar');
  await page.goto('/loan-request');
  await heading(page, 'Monto Solicitado').waitFor();
  await page.getByText('No cuenta con disponible para realizar una solicitud de préstamo').waitFor();
  await snapBoth(page, 'flow-11-wizard-no-credit');
});

test('notifications: an unread card takes the focus by keyboard; a long description opens whole', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/notifications');
  const cards = page.getByRole('article');
  await cards.first().waitFor();
  const unread = cards.filter({ has: page.getByText('Nuevo', { exact: true }) }).first();
  await unread.focus();
  assert.equal(await unread.evaluate((element) => element === document.activeElement), true);
  // The demo's longest notice does not fit three lines: it opens whole, nothing cut off.
  // Pinned by position: once opened, the card no longer has a 'Ver más' to be found by.
  const index = await page
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.findIndex((article) => article.textContent?.includes('Ver más') ?? false),
    );
  assert.ok(index >= 0, 'a notification is cut off');
  const card = page.getByRole('article').nth(index);
  const more = card.getByRole('button', { name: 'Ver más' });
  await more.waitFor();
  const description = card.locator('p').first();
  const isCut = () => description.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
  assert.equal(await isCut(), true);
  await more.click();
  await card.getByRole('button', { name: 'Ver menos' }).waitFor();
  assert.equal(await isCut(), false);
  await snapBoth(page, 'flow-12-notifications');
});
