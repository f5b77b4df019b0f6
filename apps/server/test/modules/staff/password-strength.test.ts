import { describe, expect, it } from 'vitest';
import { consoleMessages, consolePaths, weakPasswordMessage } from '@portal/contract';
import { passwordScore } from '../../../src/lib/password-strength';
import { demoStaffLogins, loadDemoData } from '../../../src/demo/index';
import { createTestApp } from '../../support/app';

const { app, db } = await createTestApp({ staffTotp: false });
const json = { 'content-type': 'application/json' };

async function setupToken(email: string) {
  const { link } = await app.staff.add(email, ['parametros'], { staffId: null, address: null });
  return decodeURIComponent(link.split('#token=')[1]!);
}
const setup = (token: string, password: string) =>
  app.inject({ method: 'POST', url: consolePaths.setup, headers: json, payload: { token, password } });
const signIn = (email: string, password: string, address: string) =>
  app.inject({
    method: 'POST',
    url: consolePaths.session,
    headers: json,
    payload: { email, password },
    remoteAddress: address,
  });

describe('staff passwords that are easy to guess', () => {
  it("leaves the demo's staff logins alone: demo seeding sets Demo1234 without this check", async () => {
    expect(await loadDemoData(db)).toBe(true);
    const [login] = demoStaffLogins;
    expect(login?.password).toBe('Demo1234');
    expect((await signIn(login!.mail, login!.password, '10.9.0.3')).json()).toMatchObject({ step: 'done' });
  });

  it('are refused at the one-time link with a Spanish message, and the link stays usable', async () => {
    const token = await setupToken('debil@staff.test');
    // Each follows the length and character rules; each is a common password or a pattern of one.
    for (const weak of ['Password1', 'Qwerty123', 'Contrasena1', 'Abcd1234', 'Aaaaaaaa1']) {
      const res = await setup(token, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json(), weak).toEqual({ Status: 400, Mensaje: weakPasswordMessage });
    }
    // The length rules stay the contract's.
    expect((await setup(token, 'Corta1')).json().Mensaje).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect((await signIn('debil@staff.test', 'Password1', '10.9.0.1')).statusCode).toBe(401);

    expect((await setup(token, 'Nube-Verde-Tranvia-7')).json()).toEqual({
      Status: 200,
      Mensaje: consoleMessages.passwordSet,
    });
    expect((await signIn('debil@staff.test', 'Nube-Verde-Tranvia-7', '10.9.0.2')).json()).toMatchObject({
      step: 'done',
    });
    const rows = await db.query<{ action: string }>(
      `SELECT a.action FROM audit_log a JOIN staff s ON s.id::text = a.entity_id
        WHERE s.email = 'debil@staff.test' AND a.action = 'staff.password_set'`,
    );
    expect(rows).toHaveLength(1);
  });

  it("count the account's own e-mail as a guessable word", async () => {
    const email = 'rigoberta.menchu@staff.test';
    expect(passwordScore('Rigoberta2026')).toBeGreaterThanOrEqual(3);
    expect(passwordScore('Rigoberta2026', [email])).toBeLessThan(3);
    const res = await setup(await setupToken(email), 'Rigoberta2026');
    expect(res.json()).toEqual({ Status: 400, Mensaje: weakPasswordMessage });
  });

  it('scores Password1 low and a long uncommon phrase high', () => {
    expect(passwordScore('Password1')).toBeLessThan(3);
    expect(passwordScore('Demo1234')).toBeLessThan(3);
    expect(passwordScore('Nube-Verde-Tranvia-7')).toBeGreaterThanOrEqual(3);
  });
});
