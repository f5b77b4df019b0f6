import { describe, expect, it } from 'vitest';
import { bankAccountMessages, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember, TEST_PASSWORD } from '../../support/factories';
import { outbox } from '../../support/mail';
import { liveBankAccount } from '../../../src/modules/member-bank-accounts/index';
import { memberTimeline } from '../../../src/modules/audit/index';
import {
  CBU_GALICIA,
  CBU_NACION,
  confirmChange,
  cuilOf,
  lastAccountCode,
  memberDni,
  requestChange,
} from './helpers';

const { db, post } = await createTestApp();

async function member() {
  const m = await createSignedInMember(db);
  return { ...m, cuil: cuilOf(await memberDni(db, m.id)) };
}
type Member = Awaited<ReturnType<typeof member>>;

const userData = async (uat: string) => (await post(paths.userData, { UAT: uat })).json();
const ask = (m: Member, fields: Record<string, unknown>) =>
  requestChange(post, m.uat, { PasswordActual: TEST_PASSWORD, CuitTitular: m.cuil, ...fields });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function setAccount(m: Member, fields: Record<string, unknown>) {
  expect((await ask(m, fields)).statusCode).toBe(200);
  const res = await confirmChange(post, m.uat, await lastAccountCode(db, m.mail));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('setting the account: password, code, in force', () => {
  it('e-mails a code to the member; the code puts the account in force, masked everywhere', async () => {
    const m = await member();
    expect((await userData(m.uat)).CuentaBancaria).toBeNull();
    expect((await ask(m, { CBU: CBU_NACION })).statusCode).toBe(200);
    const [codeMail] = await outbox(db, m.mail);
    expect(codeMail!.subject).toBe('Código para confirmar la cuenta donde recibirá sus préstamos');
    expect(codeMail!.text_body).toContain('CBU ···· 4569, titular CUIT/CUIL');
    expect(codeMail!.text_body).not.toContain(CBU_NACION);
    // Not in force until the code is typed.
    expect(await liveBankAccount(db, m.id)).toBeNull();

    const code = await lastAccountCode(db, m.mail);
    const res = await confirmChange(post, m.uat, code);
    const masked = {
      Tipo: 'CBU',
      Cuenta: '···· 4569',
      CuitTitular: `${m.cuil.slice(0, 2)}-****${m.cuil.slice(6, 10)}-${m.cuil.slice(10)}`,
      VigenteDesde: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: bankAccountMessages.accountSet,
      CuentaBancaria: masked,
    });
    expect((await userData(m.uat)).CuentaBancaria).toEqual(masked);
    const login = await post(paths.login, { Mail: m.mail, Password: TEST_PASSWORD });
    expect(login.json().CuentaBancaria).toEqual(masked);
    expect(await liveBankAccount(db, m.id)).toEqual({
      cbu: CBU_NACION,
      alias: null,
      cuitTitular: m.cuil,
      vigenteDesde: expect.any(Date),
    });
    const [{ cuil } = { cuil: null }] = await db.query<{ cuil: string | null }>(
      'SELECT cuil FROM members WHERE id = $1',
      [m.id],
    );
    expect(cuil).toBe(m.cuil);

    const [setMail] = await outbox(db, m.mail);
    expect(setMail!.subject).toBe('Registró la cuenta donde recibirá sus préstamos');
    expect(setMail!.text_body).toContain(
      'Desde ahora sus préstamos se acreditan en la cuenta CBU ···· 4569.',
    );
    expect(setMail!.text_body).not.toContain('Reemplaza');

    // Single use: the same code again finds nothing pending.
    const again = await confirmChange(post, m.uat, code);
    expect(again.json()).toEqual({ Status: 400, Mensaje: bankAccountMessages.noPendingChange });
  });

  it('a change tells the member the previous account was replaced; the history keeps both; audited as the member', async () => {
    const m = await member();
    await setAccount(m, { CBU: CBU_NACION });
    const first = await liveBankAccount(db, m.id);
    const changed = await setAccount(m, { Alias: 'Maria.Gonzalez.MP' });
    expect(changed.CuentaBancaria).toMatchObject({ Tipo: 'Alias', Cuenta: 'mar***mp' });

    const [told] = await outbox(db, m.mail);
    expect(told!.subject).toBe('Cambió la cuenta donde recibirá sus préstamos');
    expect(told!.text_body).toContain(
      'Desde ahora sus préstamos se acreditan en la cuenta alias mar***mp. Reemplaza a la cuenta anterior, CBU ···· 4569.',
    );
    expect(told!.html_body).toContain('CBU ···· 4569');

    const history = await db.query<{ cbu: string | null; alias: string | null; replaced: boolean }>(
      `SELECT cbu, alias, reemplazada_at IS NOT NULL AS replaced FROM member_bank_accounts
        WHERE member_id = $1 ORDER BY id`,
      [m.id],
    );
    expect(history).toEqual([
      { cbu: CBU_NACION, alias: null, replaced: true },
      { cbu: null, alias: 'maria.gonzalez.mp', replaced: false },
    ]);
    expect((await liveBankAccount(db, m.id))!.vigenteDesde.getTime()).toBeGreaterThanOrEqual(
      first!.vigenteDesde.getTime(),
    );

    const audit = await db.query<{ staff_id: number | null; before: unknown; after: unknown }>(
      `SELECT staff_id, before, after FROM audit_log
        WHERE action = 'member_self.bank_account' AND entity = 'member' AND entity_id = $1 ORDER BY id`,
      [String(m.id)],
    );
    expect(audit).toEqual([
      { staff_id: null, before: null, after: { cuenta: 'CBU ···· 4569' } },
      { staff_id: null, before: { cuenta: 'CBU ···· 4569' }, after: { cuenta: 'alias mar***mp' } },
    ]);
    const timeline = await memberTimeline(db, m.id);
    expect(timeline.filter((e) => e.who === 'socio').map((e) => e.detail)).toEqual(
      expect.arrayContaining([
        'Registró la cuenta para acreditar préstamos CBU ···· 4569',
        'Cambió la cuenta para acreditar préstamos a alias mar***mp',
      ]),
    );
  });

  it('refuses the account already in force (409), and a code is tied to the member who asked', async () => {
    const m = await member();
    await setAccount(m, { CBU: CBU_NACION });
    const same = await ask(m, { CBU: CBU_NACION });
    expect(same.json()).toEqual({ Status: 409, Mensaje: bankAccountMessages.sameAccount });

    const other = await member();
    expect((await ask(m, { CBU: CBU_GALICIA })).statusCode).toBe(200);
    const code = await lastAccountCode(db, m.mail);
    const stolen = await confirmChange(post, other.uat, code);
    expect(stolen.json()).toEqual({ Status: 400, Mensaje: bankAccountMessages.noPendingChange });
    expect((await liveBankAccount(db, m.id))!.cbu).toBe(CBU_NACION);
  });
});

describe('the code: attempts, expiry, the newest only', () => {
  it('counts wrong codes; after five the code is dead (429) even when right', async () => {
    const m = await member();
    await ask(m, { CBU: CBU_NACION });
    const code = await lastAccountCode(db, m.mail);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirmChange(post, m.uat, wrongOf(code));
      expect(wrong.json()).toEqual({ Status: 400, Mensaje: bankAccountMessages.wrongCode });
    }
    const dead = await confirmChange(post, m.uat, code);
    expect(dead.statusCode).toBe(429);
    expect(dead.json().Mensaje).toBe(bankAccountMessages.tooManyCodeAttempts);
    expect(await liveBankAccount(db, m.id)).toBeNull();
  });

  it('of eight concurrent wrong codes, five are compared and counted, three refused', async () => {
    const m = await member();
    await ask(m, { CBU: CBU_NACION });
    const code = await lastAccountCode(db, m.mail);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirmChange(post, m.uat, wrongOf(code))),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    const [{ attempts } = { attempts: 0 }] = await db.query<{ attempts: number }>(
      'SELECT attempts FROM member_bank_account_requests WHERE member_id = $1',
      [m.id],
    );
    expect(attempts).toBe(5);
  });

  it('an expired code does not work; a new request voids the previous code', async () => {
    const m = await member();
    await ask(m, { CBU: CBU_NACION });
    const first = await lastAccountCode(db, m.mail);
    await db.query(
      `UPDATE member_bank_account_requests SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [m.id],
    );
    expect((await confirmChange(post, m.uat, first)).json()).toEqual({
      Status: 400,
      Mensaje: bankAccountMessages.expiredCode,
    });

    await ask(m, { CBU: CBU_GALICIA });
    const second = await lastAccountCode(db, m.mail);
    await ask(m, { Alias: 'cuenta.nueva' });
    const third = await lastAccountCode(db, m.mail);
    if (second !== third) {
      expect((await confirmChange(post, m.uat, second)).json().Mensaje).toBe(bankAccountMessages.wrongCode);
    }
    expect((await confirmChange(post, m.uat, third)).statusCode).toBe(200);
    expect(await liveBankAccount(db, m.id)).toMatchObject({ cbu: null, alias: 'cuenta.nueva' });
  });

  it('refuses a code that is not six digits without counting it', async () => {
    const m = await member();
    await ask(m, { CBU: CBU_NACION });
    for (const Codigo of ['12345', '1234567', 'abcdef', '']) {
      const res = await confirmChange(post, m.uat, Codigo);
      expect(res.json(), Codigo).toEqual({ Status: 400, Mensaje: bankAccountMessages.codeFormat });
    }
    const [{ attempts } = { attempts: -1 }] = await db.query<{ attempts: number }>(
      'SELECT attempts FROM member_bank_account_requests WHERE member_id = $1',
      [m.id],
    );
    expect(attempts).toBe(0);
  });

  it('limits the codes e-mailed per member (429)', async () => {
    const m = await member();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await ask(m, { CBU: CBU_NACION })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
