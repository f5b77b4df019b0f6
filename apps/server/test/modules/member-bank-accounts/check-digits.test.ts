import { describe, expect, it } from 'vitest';
import { bankAccountMessages, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember, TEST_PASSWORD } from '../../support/factories';
import {
  CBU_EXAMPLE,
  CBU_GALICIA,
  CBU_NACION,
  CVU_MERCADO_PAGO,
  cuilOf,
  memberDni,
  requestChange,
} from './helpers';

const { db, post } = await createTestApp();

async function member() {
  const m = await createSignedInMember(db);
  return { ...m, cuil: cuilOf(await memberDni(db, m.id)) };
}
const openRequests = async (memberId: number) =>
  (
    await db.query<{ cbu: string | null; alias: string | null }>(
      'SELECT cbu, alias FROM member_bank_account_requests WHERE member_id = $1 ORDER BY id',
      [memberId],
    )
  ).map((r) => r.cbu ?? r.alias);

describe('ActualizaCuentaBancaria: the CBU/CVU check digits (BCRA)', () => {
  it('accepts CBUs and a CVU whose two check digits are right, typed with spaces or dashes', async () => {
    for (const [typed, stored] of [
      [CBU_NACION, CBU_NACION],
      ['28505909 40090418135201', CBU_EXAMPLE],
      ['0070999-0-0300000123456-8', CBU_GALICIA],
      [CVU_MERCADO_PAGO, CVU_MERCADO_PAGO],
    ] as const) {
      const m = await member();
      const res = await requestChange(post, m.uat, {
        PasswordActual: TEST_PASSWORD,
        CBU: typed,
        CuitTitular: m.cuil,
      });
      expect(res.json(), typed).toEqual({
        Status: 200,
        Mensaje: bankAccountMessages.codeSent,
        MailEnmascarado: `${m.mail.slice(0, 2)}***@prueba.com.ar`,
      });
      expect(await openRequests(m.id)).toEqual([stored]);
    }
  });

  it('refuses a wrong first or second check digit, a changed digit and a wrong length, and stores nothing', async () => {
    const m = await member();
    for (const [bad, message] of [
      ['0110599420000001234569', /^Los dígitos verificadores del CBU/], // 8th digit
      ['0110599520000001234568', /^Los dígitos verificadores del CBU/], // 22nd digit
      ['0110599520000001235569', /^Los dígitos verificadores del CBU/], // a digit of the account
      ['1110599520000001234569', /^Los dígitos verificadores del CBU/], // a digit of the bank
      ['0000003110001000000005', /^Los dígitos verificadores del CBU/], // a CVU's 22nd digit
      ['011059952000000123456', /^El CBU tiene 22 dígitos$/],
      ['01105995200000012345690', /^El CBU tiene 22 dígitos$/],
    ] as const) {
      const res = await requestChange(post, m.uat, {
        PasswordActual: TEST_PASSWORD,
        CBU: bad,
        CuitTitular: m.cuil,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().Mensaje, bad).toMatch(message);
    }
    expect(await openRequests(m.id)).toEqual([]);
  });
});

describe('ActualizaCuentaBancaria: the alias rules', () => {
  it('accepts 6 to 20 letters, digits, dots and dashes, kept lower-cased', async () => {
    for (const [typed, stored] of [
      ['Maria.Gonzalez.MP', 'maria.gonzalez.mp'],
      ['abc123', 'abc123'],
      ['sol-luna.rio-mar.20x', 'sol-luna.rio-mar.20x'],
    ] as const) {
      const m = await member();
      const res = await requestChange(post, m.uat, {
        PasswordActual: TEST_PASSWORD,
        Alias: typed,
        CuitTitular: m.cuil,
      });
      expect(res.statusCode, typed).toBe(200);
      expect(await openRequests(m.id)).toEqual([stored]);
    }
  });

  it('refuses a short or long alias, other characters, and both or neither of CBU and alias', async () => {
    const m = await member();
    for (const [fields, message] of [
      [{ Alias: 'corto' }, 'El alias tiene de 6 a 20 caracteres'],
      [{ Alias: 'a'.repeat(21) }, 'El alias tiene de 6 a 20 caracteres'],
      [{ Alias: 'maria_gonzalez' }, 'El alias solo lleva letras, números, puntos y guiones'],
      [{ Alias: 'maría.gonzález' }, 'El alias solo lleva letras, números, puntos y guiones'],
      [{ Alias: 'maria gonzalez' }, 'El alias solo lleva letras, números, puntos y guiones'],
      [{}, bankAccountMessages.cbuOrAlias],
      [{ CBU: CBU_NACION, Alias: 'maria.gonzalez' }, bankAccountMessages.oneOfCbuAlias],
    ] as const) {
      const res = await requestChange(post, m.uat, {
        PasswordActual: TEST_PASSWORD,
        CuitTitular: m.cuil,
        ...fields,
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().Mensaje, JSON.stringify(fields)).toBe(message);
    }
    expect(await openRequests(m.id)).toEqual([]);
  });
});

describe('ActualizaCuentaBancaria: the holder', () => {
  it("refuses a CUIT with a wrong check digit, and a valid one that is not the member's own", async () => {
    const m = await member();
    const wrongDigit = `${m.cuil.slice(0, 10)}${(Number(m.cuil[10]) + 1) % 10}`;
    const bad = await requestChange(post, m.uat, {
      PasswordActual: TEST_PASSWORD,
      CBU: CBU_NACION,
      CuitTitular: wrongDigit,
    });
    expect(bad.json()).toEqual({
      Status: 400,
      Mensaje: 'El dígito verificador del CUIT no es válido: revíselo',
    });
    const someoneElse = await requestChange(post, m.uat, {
      PasswordActual: TEST_PASSWORD,
      CBU: CBU_NACION,
      CuitTitular: cuilOf(String(Number(await memberDni(db, m.id)) + 1)),
    });
    expect(someoneElse.json()).toEqual({ Status: 400, Mensaje: bankAccountMessages.cuitNotYours });
    // A CUIL with another prefix (27, a woman's) but the member's DNI is the member's own.
    const own27 = await requestChange(post, m.uat, {
      PasswordActual: TEST_PASSWORD,
      CBU: CBU_NACION,
      CuitTitular: cuilOf(await memberDni(db, m.id), '27'),
    });
    expect(own27.statusCode).toBe(200);
  });

  it('needs a session (401) and the current password', async () => {
    const m = await member();
    const noSession = await requestChange(post, '', { CBU: CBU_NACION, CuitTitular: m.cuil });
    expect(noSession.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
    const noPassword = await requestChange(post, m.uat, { CBU: CBU_NACION, CuitTitular: m.cuil });
    expect(noPassword.json()).toEqual({ Status: 400, Mensaje: bankAccountMessages.passwordRequired });
    const wrong = await requestChange(post, m.uat, {
      PasswordActual: 'Otra12345',
      CBU: CBU_NACION,
      CuitTitular: m.cuil,
    });
    expect(wrong.json()).toEqual({ Status: 400, Mensaje: serverMessages.wrongCurrentPassword });
    expect(await openRequests(m.id)).toEqual([]);
  });
});
