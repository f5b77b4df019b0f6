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
import { registerMember } from './support/members';

let suite: PhoneSuite;
const password = 'Clave1234';
/** Banco de la Nación; both check digits right. */
const cbu = '0110599520000001234569';

before(async () => {
  suite = await openPhoneSuite();
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
