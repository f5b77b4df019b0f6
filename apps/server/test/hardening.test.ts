import { describe, expect, it } from 'vitest';
import { paths, serverMessages } from '@portal/contract';
import { createTestApp } from './support/app';
import { createMember, createOrganismo, createSignedInMember, TEST_PASSWORD } from './support/factories';
import { outbox, registrationCodeIn } from './support/mail';

const logLines: string[] = [];
const { app, db, owner, post } = await createTestApp({ logLines });
await createOrganismo(db, {
  id: 2,
  nombre: 'Asociación Mutual de Empleados Públicos',
  requiereHaberes: false,
});

describe('text the database refuses', () => {
  it.each([
    ['login', () => ({ url: paths.login, body: { Mail: 'a\u0000@b.com', Password: 'x' } })],
    ['a field name', () => ({ url: paths.login, body: { Mail: 'a@b.com', Password: 'x', 'k\u0000': 1 } })],
  ])('a NUL character in %s gets 400 in Spanish', async (_what, make) => {
    const { url, body } = make();
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.invalidText });
  });

  it('a NUL in a profile field changes nothing', async () => {
    const member = await createSignedInMember(db, { celular: '1155554444' });
    const res = await post(paths.updateProfile, { uat: member.uat, Domicilio: 'Belgrano\u0000 123' });
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.invalidText });
    const [row] = await db.query<{ domicilio: string | null }>(
      'SELECT domicilio FROM members WHERE id = $1',
      [member.id],
    );
    expect(row!.domicilio).toBeNull();
  });

  it('a value out of the database range (SQLSTATE class 22) gets 400, not 500', async () => {
    const member = await createSignedInMember(db);
    // The phone passes the contract's checks; a CHECK that casts it makes the database refuse the value (22P02).
    await owner.query(
      `ALTER TABLE members ADD CONSTRAINT test_celular_numeric CHECK (celular IS NULL OR celular::numeric >= 0)`,
    );
    try {
      const res = await post(paths.updateProfile, { uat: member.uat, Celular: '+54 9 11 5555-4444' });
      expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.invalidText });
    } finally {
      await owner.query('ALTER TABLE members DROP CONSTRAINT test_celular_numeric');
    }
  });
});

describe('logs', () => {
  it('a database error keeps its parameters and values out of the log', async () => {
    const member = await createMember(db, { dni: '27333444' });
    await owner.query(
      `ALTER TABLE members ADD CONSTRAINT test_no_new_hash CHECK (length(password_hash) < 5) NOT VALID`,
    );
    try {
      const mail = `log.${Date.now()}@prueba.com.ar`;
      await post(paths.preRegister, { eMail: mail, OrganismoId: 2 });
      const code = registrationCodeIn((await outbox(db, mail))[0]!.text_body)!;
      logLines.length = 0;
      const res = await post(paths.register, {
        NumeroDocumento: '29888777',
        Mail: mail,
        Password1: 'Secreta123',
        Password2: 'Secreta123',
        Apellido: 'Sosa',
        Nombres: 'Lucía',
        Celular: '1155554444',
        Token: code,
      });
      expect(res.json()).toEqual({ Status: 500, Mensaje: serverMessages.unexpected });
      const log = logLines.join('\n');
      expect(log).toContain('unexpected error');
      expect(log).toContain('23514');
      for (const secret of ['$argon2id$', 'Secreta123', '29888777', mail, code])
        expect(log).not.toContain(secret);
    } finally {
      await owner.query('ALTER TABLE members DROP CONSTRAINT test_no_new_hash');
    }
    expect(member.id).toBeGreaterThan(0);
  });
});

describe('Cache-Control', () => {
  it('every API answer, success or error, carries no-store', async () => {
    const member = await createMember(db);
    const login = await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD });
    const uat = login.json().UAT as string;
    const answers = [
      login,
      await post(paths.userData, { UAT: uat }),
      await post(paths.loanFile, { uat, PrestamoId: 999999 }),
      await post(paths.userData, { UAT: 'x'.repeat(43) }),
      await post('/API/MUSUARIO/TRAEDATOSUSUARIO', { UAT: uat }),
      await app.inject({ method: 'GET', url: '/api/no-existe' }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});
