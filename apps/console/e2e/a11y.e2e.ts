// Accessibility of every screen of the console (issue 23, item 7), through the built console against the
// real server (demo data, STAFF_TOTP off): axe-core (WCAG 2.2 A and AA) on each route of
// src/app/routes.tsx, signed in as the demo role that may see it, detail screens with real ids from the
// demo data, and the dialogs that matter (evaluation's Aprobar and Rechazar, the audit's before/after);
// the suite fails on any serious or critical finding and prints every finding. Beside it, the keyboard:
// closing a dialog gives focus back to its opener, a navigation moves focus to the new page's h1 and the
// document's title names the page, and the skip link jumps past the header.
// One desktop context for the whole walk; the roles sign in one after another through the form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { AxeAudit } from '@portal/test-support/axe';
import { DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { watchForErrors } from '@portal/test-support/browser';
import { consoleUrl, desktopContext, desktopSuite, snap } from './support/desktop';

const appName = 'Consola del personal - Portal de Socios';
const staff = (role: string) => `${role}@staff.demo.com.ar`;
const memberMail = 'socio@demo.com.ar';

const suite = desktopSuite();
const audit = new AxeAudit();
let context: BrowserContext;
let page: Page;
let errors: string[];

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const nav = () => page.getByRole('navigation', { name: 'Secciones de la consola' });
const isFocused = (selector: ReturnType<Page['locator']>) =>
  selector.evaluate((element) => element === document.activeElement);

/** After a client-side navigation: focus on the new page's h1 and the title naming the page. */
async function landedOn(title: string, name: string | RegExp) {
  await heading(name).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5000 });
  assert.equal(await isFocused(heading(name)), true, `focus on the h1 of ${title}`);
  assert.equal(await page.title(), `${title} · ${appName}`);
}

async function signInAs(role: string) {
  await page.goto(consoleUrl('login'));
  await page.getByLabel('Correo electrónico').fill(staff(role));
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await landedOn('Inicio', 'Inicio');
}

async function signOut() {
  await page.getByRole('button', { name: 'Salir' }).click();
  await heading('Ingresar').waitFor();
}

/** Opens the section `label` from the header and checks its screen once `ready` shows. */
async function section(
  label: string,
  title: string,
  h1: string | RegExp,
  screen: string,
  ready?: () => Promise<void>,
) {
  await nav()
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  await landedOn(title, h1);
  await ready?.();
  await audit.check(page, screen);
}

/** Opens the dialog with `opener`, checks it, closes it with Escape: focus goes back to the opener. */
async function dialogRoundTrip(opener: ReturnType<Page['locator']>, name: string | RegExp, screen: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.waitForTimeout(300);
  await audit.check(page, screen);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await isFocused(opener), true, `closing ${screen} gives focus back to its opener`);
}

test('every console screen: no serious axe finding; focus follows navigation and dialogs', async () => {
  context = await desktopContext(suite.browser, suite.server.url);
  page = await context.newPage();
  errors = watchForErrors(page);

  // Public screens; a first load leaves focus at the top.
  await page.goto(consoleUrl('login'));
  await heading('Ingresar').waitFor();
  // The sign-in form focuses its first field itself; the page's first load moves nothing to the h1.
  assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), 'H1');
  assert.equal(await page.title(), `Ingresar · ${appName}`);
  await audit.check(page, '/login');
  await page.goto(consoleUrl('setup'));
  await heading(/./).waitFor();
  await audit.check(page, '/setup');
  await page.goto(consoleUrl('unlock'));
  await heading(/./).waitFor();
  await audit.check(page, '/unlock');
  await page.goto(consoleUrl('no-existe'));
  await heading('Página no encontrada').waitFor();
  await audit.check(page, '404');

  // Evaluador: home, evaluation (with its dialogs), loans, members.
  await signInAs('evaluador');
  await audit.check(page, '/ (evaluador)');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  assert.equal(await isFocused(skip), true, 'the skip link is the first stop');
  await snap(page, 'a11y-skip-link');
  await page.keyboard.press('Tab');
  await snap(page, 'a11y-header-focus-ring');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'contenido');

  await section('Evaluación', 'Evaluación de solicitudes', 'Evaluación de solicitudes', '/evaluacion');
  const toEvaluate = page.getByRole('link', { name: /^Evaluar la solicitud N° / }).first();
  if ((await toEvaluate.count()) > 0) {
    await toEvaluate.click();
    await landedOn('Solicitud de préstamo', /^Solicitud N° \d+: /);
    await page.getByRole('button', { name: 'Aprobar' }).waitFor();
    await audit.check(page, '/evaluacion/:id');
    await dialogRoundTrip(
      page.getByRole('button', { name: 'Aprobar' }),
      /^Aprobar la solicitud/,
      'Aprobar dialog',
    );
    await dialogRoundTrip(page.getByRole('button', { name: 'Rechazar' }), /Rechazar/, 'Rechazar dialog');
  }

  await page.goto(consoleUrl(`socios?q=${encodeURIComponent(memberMail)}`));
  const found = page.getByRole('table', { name: 'Socios encontrados' });
  await found.getByRole('link').first().waitFor();
  await audit.check(page, '/socios?q=');
  await found.getByRole('link').first().click();
  await landedOn('Socio', /./);
  const loans = page.getByRole('region', { name: 'Préstamos' });
  await loans.getByRole('link').first().waitFor();
  await audit.check(page, '/socios/:id (evaluador)');
  await loans.getByRole('link').first().click();
  await landedOn('Legajo del préstamo', /./);
  await page.waitForLoadState('networkidle');
  await audit.check(page, '/prestamos/:id');
  await section('Préstamos', 'Préstamos', 'Préstamos', '/prestamos');
  await section('Socios', 'Socios', 'Socios', '/socios');
  await signOut();

  // Soporte: the member's file with its actions.
  await signInAs('soporte');
  await page.goto(consoleUrl(`socios?q=${encodeURIComponent(memberMail)}`));
  await found.getByRole('link').first().click();
  await landedOn('Socio', /./);
  await page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem').first().waitFor();
  await audit.check(page, '/socios/:id (soporte)');
  await signOut();

  // Administrador: staff (proposing an account, so the audit and the other administrador have rows),
  // the audit with its before/after, settings; administrador2 opens the proposal's Aprobar and Rechazar.
  await signInAs('administrador');
  await audit.check(page, '/ (administrador)');
  await section('Personal', 'Personal', 'Personal', '/personal', () =>
    page.getByRole('table', { name: 'Cuentas del personal' }).getByRole('row').nth(1).waitFor(),
  );
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva cuenta del personal' });
  await form.getByLabel('Correo electrónico').fill(staff('a11y'));
  await form.getByRole('checkbox', { name: /Auditor/ }).check();
  await form.getByLabel('Motivo').fill('Revisión de accesibilidad');
  await audit.check(page, 'Nueva cuenta dialog');
  await form.getByRole('button', { name: 'Proponer la cuenta' }).click();
  await page.getByRole('region', { name: 'Pendiente de aprobación' }).getByText(staff('a11y')).waitFor();
  await audit.check(page, '/personal (a proposal pending)');
  await section('Auditoría', 'Auditoría', 'Auditoría', '/auditoria', () =>
    page
      .getByRole('button', { name: /^Ver cambios/ })
      .first()
      .waitFor(),
  );
  await dialogRoundTrip(
    page.getByRole('button', { name: /^Ver cambios/ }).first(),
    'Antes y después',
    'audit before/after',
  );
  await section('Ajustes', 'Ajustes', 'Ajustes', '/ajustes');
  await page.goto(consoleUrl('novedades'));
  await heading('Sección no disponible para su rol').waitFor();
  await audit.check(page, 'a section not for the role');
  await signOut();
  await signInAs('administrador2');
  await section('Pendientes', 'Pendientes de aprobación', 'Pendientes de aprobación', '/pendientes', () =>
    page.getByRole('button', { name: 'Aprobar' }).first().waitFor(),
  );
  await dialogRoundTrip(
    page.getByRole('button', { name: 'Aprobar' }).first(),
    /^Aprobar: /,
    'Aprobar (proposal) dialog',
  );
  await dialogRoundTrip(
    page.getByRole('button', { name: 'Rechazar' }).first(),
    /^Rechazar/,
    'Rechazar (proposal) dialog',
  );
  await signOut();

  // Tesorería and parámetros: payroll, rates, organismos.
  await signInAs('tesoreria');
  await section('Haberes', 'Haberes', 'Haberes', '/haberes (tesorería)');
  await section(
    'Pendientes',
    'Pendientes de aprobación',
    'Pendientes de aprobación',
    '/pendientes (tesorería)',
  );
  await signOut();
  await signInAs('parametros');
  await section('Haberes', 'Haberes', 'Haberes', '/haberes (parámetros)');
  await section('Tasas', 'Tasas', 'Tasas', '/tasas');
  await section('Organismos', 'Organismos', 'Organismos', '/organismos');
  await signOut();

  // Comunicaciones: news and campaigns, lists, new ones and existing ones.
  await signInAs('comunicaciones');
  await section('Novedades', 'Novedades', 'Novedades', '/novedades');
  await page.getByRole('link', { name: 'Nueva novedad' }).click();
  await landedOn('Nueva novedad', 'Nueva novedad');
  await audit.check(page, '/novedades/nueva');
  await page.goBack();
  await heading('Novedades').waitFor();
  const existing = page.getByRole('table').getByRole('link').first();
  if ((await existing.count()) > 0) {
    await existing.click();
    await landedOn('Novedad', 'Novedad');
    await page.waitForLoadState('networkidle');
    await audit.check(page, '/novedades/:id');
  }
  await section('Campañas', 'Campañas', 'Campañas', '/campanas');
  await page.getByRole('link', { name: 'Nueva campaña' }).click();
  await landedOn('Nueva campaña', 'Nueva campaña');
  await audit.check(page, '/campanas/nueva');
  await page.goBack();
  await heading('Campañas').waitFor();
  const campaign = page.getByRole('table').getByRole('link').first();
  if ((await campaign.count()) > 0) {
    await campaign.click();
    await landedOn('Campaña', /./);
    await page.waitForLoadState('networkidle');
    await audit.check(page, '/campanas/:id');
  }
  await signOut();
  await context.close();
});

test('axe-core finds no serious or critical violation on any console screen', (t) => {
  t.diagnostic(audit.report());
  console.log(audit.report());
  assert.ok(audit.screens.length >= 30, `the walk reached every screen (${audit.screens.length} checked)`);
  assert.deepEqual(errors, [], 'the page logged errors');
  assert.deepEqual(
    audit.blocking().map((f) => `${f.screen}: ${f.impact} ${f.rule} (${f.targets.join(', ')})`),
    [],
  );
});
