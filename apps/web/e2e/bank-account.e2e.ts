// The member's account to credit loans to (issue 25), on the phone: a new member opens the profile, types
// a CBU, the CUIL and the password, reads the 6-digit code from the mailbox and confirms it; the section then
// shows the account masked. Through the built app against the real server. Screenshots at 390x844 and
// 360x740 to /tmp/h1-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { cuilOfDni } from '@portal/contract/bank-account';
import { bankAccountMessages } from '@portal/contract/messages';
import { readMail } from '@portal/test-support/mailbox';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';
import { phoneContext } from '@portal/test-support/browser';
import { makeImages, type ImageFile } from '@portal/test-support/images';
import { registerMember } from './support/members';

let suite: PhoneSuite;
let images: Awaited<ReturnType<typeof makeImages>>;
const password = 'Clave1234';
/** Banco de la Nación; both check digits right. */
const cbu = '0110599520000001234569';

before(async () => {
  suite = await openPhoneSuite();
  const context = await phoneContext(suite.browser, suite.server.url);
  images = await makeImages(context);
  await context.close();
});

after(async () => {
  await suite?.close();
});

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What the phone shows with `target` in view, at both sizes; neither may scroll sideways. */
async function snapBothSizes(page: Page, name: string, target: Locator) {
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h1-${name}-${width}.png` });
    assert.equal(await fits(page), true, `${name} scrolls sideways at ${width} px`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the member sets the account to credit loans to, with the password and the e-mailed code', async (t) => {
  const member = await registerMember(suite.server.url, { password });
  const { page } = await suite.newPage(t, { as: asMember(member.mail, password) });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: bankAccountMessages.sectionTitle });
  await section.getByText(bankAccountMessages.noAccount).waitFor();
  await snapBothSizes(page, 'profile-no-account', section);

  await section.getByRole('button', { name: bankAccountMessages.addAccount }).click();
  // A mistyped digit is caught before anything is sent.
  await section.getByLabel('CBU, CVU o alias').fill(`${cbu.slice(0, 21)}8`);
  await section.getByLabel('CUIT/CUIL del titular').fill(cuilOfDni(member.dni));
  await section.getByLabel('Contraseña actual', { exact: true }).fill(password);
  await section.getByRole('button', { name: 'Enviar código' }).click();
  await section.getByText(/^Los dígitos verificadores del CBU/).waitFor();
  await snapBothSizes(page, 'profile-account-form', section);

  await section.getByLabel('CBU, CVU o alias').fill(`${cbu.slice(0, 8)} ${cbu.slice(8)}`);
  await section.getByRole('button', { name: 'Enviar código' }).click();
  await section.getByLabel('Código').waitFor();
  await snapBothSizes(page, 'profile-account-code', section);

  // Read from the server's outbox without leaving the page, as the member reads the mail on the side.
  const code = await readMail(suite.server.url, member.mail, /Portal de Socios:\s+(\d{6})\b/);
  await section.getByLabel('Código').fill(code);
  await section.getByRole('button', { name: 'Confirmar cuenta' }).click();
  await section.getByText('CBU ···· 4569').waitFor();
  await page.getByText(bankAccountMessages.accountSet).first().waitFor();
  await section.getByRole('button', { name: bankAccountMessages.changeAccount }).waitFor();
  await snapBothSizes(page, 'profile-account-set', section);

  // The member's mailbox is told the account changed, masked.
  const told = await readMail(
    suite.server.url,
    member.mail,
    /(Desde ahora sus préstamos se acreditan en la cuenta [^.]+\.)/,
  );
  assert.equal(told, 'Desde ahora sus préstamos se acreditan en la cuenta CBU ···· 4569.');
});

async function upload(page: Page, label: string, file: ImageFile) {
  await page.getByLabel(`${label}: galería`).setInputFiles(file);
  await page.getByRole('img', { name: `Vista previa: ${label}` }).waitFor({ timeout: 20_000 });
}

test("the wizard's last step names the account that will receive the money, with a link to change it", async (t) => {
  const { page } = await suite.newPage(t, { as: asMember('ejercito@demo.com.ar') });
  await page.goto('/loan-request');
  await page.getByRole('heading', { level: 1, name: 'Linea y Plan' }).waitFor();
  assert.equal(await page.getByText(bankAccountMessages.wizardNoAccount).count(), 0);
  await page.getByLabel('Tipo de préstamo').selectOption({ label: 'Préstamo Personal' });
  await page.getByRole('slider', { name: 'Cuotas' }).waitFor();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await upload(page, 'Frente del DNI', images.jpeg);
  await upload(page, 'Dorso del DNI', images.png);
  await upload(page, 'Foto sosteniendo el DNI', images.jpeg);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Firma Holográfica' }).waitFor();
  const account = page.getByRole('region', { name: bankAccountMessages.wizardTitle });
  assert.match(await account.innerText(), /CBU ···· \d{4}/);
  await snapBothSizes(page, 'wizard-account', account);

  // Leaving asks first (the photos would be lost), then the profile opens on the account's section.
  page.once('dialog', (dialog) => void dialog.accept());
  await account.getByRole('link', { name: bankAccountMessages.changeAccount }).click();
  await page.waitForURL('**/profile#cuenta');
  await page
    .getByRole('region', { name: bankAccountMessages.sectionTitle })
    .getByText(/CBU ···· \d{4}/)
    .waitFor();
});
