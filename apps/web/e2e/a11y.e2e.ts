// Accessibility of every screen of the member app (issue 23, item 7), through the built app against the
// real server with demo data: axe-core (WCAG 2.2 A and AA) on each route of src/app/routes.tsx, public
// and signed in, with the detail screens reached as a member reaches them (their state comes from the
// list); the suite fails on any serious or critical finding and prints every finding. Beside it, the
// keyboard: a page's first load leaves focus at the top, a navigation moves it to the new page's h1 and
// the document's title names the page, and the skip link jumps past the header to the main content.
// One phone context for the walk, signed in once through the login form.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AxeAudit } from '@portal/test-support/axe';
import { launchBrowser, phoneContext, watchForErrors } from '@portal/test-support/browser';
import { snap } from './support/screenshots';
import { startServer, type RunningServer } from '@portal/test-support/server';
import { DEMO_PASSWORD } from '@portal/test-support/sign-in';

const email = 'socio@demo.com.ar';
const appName = 'Portal de Socios';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const audit = new AxeAudit();

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await phoneContext(browser, server.url);
  page = await context.newPage();
  errors = watchForErrors(page);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const nav = () => page.getByRole('navigation', { name: 'Navegación principal' });

/** What has focus: the tag and text of document.activeElement. */
const focused = () =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName.toLowerCase(), text: active?.textContent?.trim() ?? '' };
  });

/** After a client-side navigation: focus on the new page's h1 (text `name`) and the title naming it. */
async function landedOn(title: string, name: string | RegExp) {
  await heading(name).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5000 });
  const { text } = await focused();
  assert.match(text, typeof name === 'string' ? new RegExp(name) : name, `focus on the h1 of ${title}`);
  assert.equal(await page.title(), `${title} · ${appName}`);
}

test('the public screens: no serious finding, and a first load leaves focus at the top', async () => {
  await page.goto('/login');
  await heading('Iniciar sesión').waitFor();
  assert.equal((await focused()).tag, 'body', 'a first load does not move focus');
  assert.equal(await page.title(), `Iniciar sesión · ${appName}`);
  await audit.check(page, '/login');

  await page.goto('/');
  await heading('Iniciar sesión').waitFor();
  await audit.check(page, '/');

  await page.goto('/pre-register');
  await heading('Comenzar Registro').waitFor();
  await page.getByRole('option', { name: 'Seleccione un organismo' }).waitFor({ state: 'attached' });
  await audit.check(page, '/pre-register');
  await page.getByRole('button', { name: 'Ya tengo token de verificación' }).click();
  await landedOn('Crear cuenta', 'Crear cuenta');
  await audit.check(page, '/register');

  await page.goto('/recover-password');
  await heading('Recuperar Contraseña').waitFor();
  await audit.check(page, '/recover-password');

  await page.goto('/update-password');
  await heading('Actualizar Contraseña').waitFor();
  await audit.check(page, '/update-password');

  await page.goto('/confirm-email');
  await heading('Confirmar correo electrónico').waitFor();
  await audit.check(page, '/confirm-email');

  await page.goto('/no-existe');
  await heading('Oops! Página no encontrada').waitFor();
  await audit.check(page, '404');
});

test('signed in, every screen: no serious finding; each navigation lands on the page heading', async () => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await landedOn('Inicio', /./);
  await page.getByRole('region', { name: 'Préstamos activos' }).getByRole('listitem').first().waitFor();
  await audit.check(page, '/dashboard');

  // The skip link is the first stop and takes focus to the main content.
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Préstamos activos' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  assert.equal(await skip.evaluate((link) => link === document.activeElement), true, 'skip link first');
  await snap(page, 'a11y-skip-link');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'contenido');

  await nav().getByRole('link', { name: 'Préstamos' }).click();
  await landedOn('Mis Préstamos', 'Mis Préstamos');
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  await audit.check(page, '/loans');

  await page.getByRole('link', { name: /, Aprobado - pendiente de confirmación$/ }).click();
  await landedOn('Detalle del préstamo', /./);
  await page.getByText('cuotas pagadas').waitFor();
  await audit.check(page, '/loan-detail');
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  await page.getByRole('tabpanel').waitFor();
  await audit.check(page, '/loan-detail Movimientos');
  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await landedOn('Confirmar Préstamo', 'Confirmar Préstamo');
  await page.getByRole('region', { name: 'Condiciones del préstamo' }).waitFor();
  await audit.check(page, '/loan-confirmation');

  await nav().getByRole('link', { name: 'Préstamos' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await heading('Mis Préstamos').waitFor();
  await page.getByRole('button', { name: 'Solicitar Prestamo' }).click();
  await heading(/./).waitFor();
  await page.getByLabel('Monto Solicitado').waitFor();
  assert.equal(await page.title(), `Solicitud de préstamo · ${appName}`);
  await audit.check(page, '/loan-request');

  await nav().getByRole('link', { name: 'Novedades' }).click();
  await landedOn('Novedades', 'Novedades');
  const firstNews = page.getByRole('main').getByRole('button').first();
  await firstNews.waitFor();
  await audit.check(page, '/news');
  await firstNews.click();
  await landedOn('Novedad', /./);
  await audit.check(page, '/news-detail');

  await nav()
    .getByRole('link', { name: /^Notificaciones/ })
    .click();
  await landedOn('Notificaciones', 'Notificaciones');
  await page.getByRole('article').first().waitFor();
  await audit.check(page, '/notifications');

  await nav().getByRole('link', { name: 'Perfil' }).click();
  await landedOn('Perfil', 'Perfil');
  await page.getByRole('button', { name: 'Editar Perfil' }).waitFor();
  await audit.check(page, '/profile');
});

test('axe-core finds no serious or critical violation on any screen', (t) => {
  t.diagnostic(audit.report());
  console.log(audit.report());
  assert.ok(audit.screens.length >= 18, `the walk reached every screen (${audit.screens.length} checked)`);
  assert.deepEqual(errors, [], 'the page logged errors');
  assert.deepEqual(
    audit.blocking().map((f) => `${f.screen}: ${f.impact} ${f.rule} (${f.targets.join(', ')})`),
    [],
  );
});
