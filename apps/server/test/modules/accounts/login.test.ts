import { describe, expect, it } from 'vitest';
import {
  accountCalls,
  loginResponseSchema,
  paths,
  serverMessages,
  userDataResponseSchema,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo, createSignedInMember, TEST_PASSWORD } from '../../support/factories';

const { app, db, post } = await createTestApp();

describe('login20', () => {
  it('answers the full member and a session token; the e-mail is case-insensitive and kept normalised', async () => {
    const member = await createMember(db, {
      mail: 'Laura.Diaz@Prueba.com.ar',
      nombres: 'Laura',
      apellido: 'Díaz',
    });
    const res = await post(paths.login, {
      Mail: ' laura.diaz@PRUEBA.com.ar ',
      Password: TEST_PASSWORD,
      EmpresaId: '2',
    });
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      Status: 200,
      Mensaje: serverMessages.loginOk,
      Id: member.id,
      Nombres: 'Laura',
      Apellido: 'Díaz',
      Nombre: 'Laura Díaz',
      Mail: 'laura.diaz@prueba.com.ar',
      FechaNacimiento: '17/05/1990',
      Foto: null,
      Ejercito: false,
      OrganismoId: 2,
      OrganismoNombreCorto: 'AMEP',
    });
    expect(body.UAT).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json()).not.toHaveProperty('password_hash');
  });

  it('stores only a hash of the session token', async () => {
    const member = await createMember(db);
    const { UAT } = (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD })).json();
    const rows = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE member_id = $1',
      [member.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(UAT);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells the army member apart', async () => {
    const army = await createOrganismo(db, {
      nombre: 'Ejército Argentino',
      esEjercito: true,
      requiereHaberes: false,
    });
    const member = await createMember(db, { ejercito: true, organismoId: army });
    const body = (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD })).json();
    expect(body).toMatchObject({ Ejercito: true, OrganismoId: army, OrganismoNombre: 'Ejército Argentino' });
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const member = await createMember(db);
    const wrong = await post(paths.login, { Mail: member.mail, Password: 'Otra1234' }, {}, '10.1.0.1');
    const unknown = await post(
      paths.login,
      { Mail: 'nadie@prueba.com.ar', Password: 'Otra1234' },
      {},
      '10.1.0.1',
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.badCredentials });
    }
  });

  it('refuses with 429 after 5 failures on one account, even with the right password', async () => {
    const member = await createMember(db);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(paths.login, { Mail: member.mail, Password: 'Mala1234' }, {}, `10.2.0.${i}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await post(
      paths.login,
      { Mail: member.mail.toUpperCase(), Password: TEST_PASSWORD },
      {},
      '10.2.1.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ Status: 429, Mensaje: serverMessages.tooManyAttempts });
  });

  it('refuses with 429 after 20 failures from one address, whatever the account', async () => {
    const member = await createMember(db);
    for (let i = 0; i < 20; i++) {
      expect(
        (await post(paths.login, { Mail: `intruso${i}@prueba.com.ar`, Password: 'Mala1234' }, {}, '10.3.0.1'))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.3.0.1')).statusCode,
    ).toBe(429);
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.3.0.2')).statusCode,
    ).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    const member = await createMember(db);
    for (let i = 0; i < 4; i++)
      await post(paths.login, { Mail: member.mail, Password: 'Mala1234' }, {}, '10.4.0.1');
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.4.0.2')).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++)
      await post(paths.login, { Mail: member.mail, Password: 'Mala1234' }, {}, '10.4.0.3');
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.4.0.4')).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ Mail: 'a@b.com' }, 'Falta el campo Password'],
    [{ Mail: 'a@b.com', Password: 12345678 }, 'El campo Password tiene un tipo de dato inválido'],
    [{ Mail: 'a@b.com', Password: 'x', Admin: true }, 'Campo no permitido: Admin'],
    [[1, 2], 'Los datos enviados no son válidos'],
  ])('refuses invalid input %j with 400 and a Spanish message', async (body, mensaje) => {
    const res = await post(paths.login, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: mensaje });
  });

  it('treats SQL in the e-mail as text', async () => {
    const member = await createMember(db);
    const res = await post(paths.login, { Mail: `' OR '1'='1' --`, Password: "' OR '1'='1" }, {}, '10.5.0.1');
    expect(res.statusCode).toBe(401);
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.5.0.2')).statusCode,
    ).toBe(200);
  });
});

describe('TraeDatosUsuario', () => {
  it('answers the member of the session, accepting uat or UAT, on any path case', async () => {
    const member = await createSignedInMember(db, { nombres: 'Pedro', apellido: 'Gómez' });
    for (const [url, body] of [
      [paths.userData, { UAT: member.uat }],
      ['/api/musuario/traedatosusuario', { uat: member.uat }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(200);
      expect(userDataResponseSchema.parse(res.json())).toMatchObject({
        Status: 200,
        Id: member.id,
        Nombres: 'Pedro',
        Apellido: 'Gómez',
      });
    }
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { UAT: 'x'.repeat(43) }],
    ['an empty token', { uat: '' }],
  ])('answers 401 with %s', async (_label, body) => {
    const res = await post(paths.userData, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
  });

  it('answers 401 once the session is idle or past its absolute expiry', async () => {
    const idle = await createSignedInMember(db);
    const old = await createSignedInMember(db);
    await db.query(`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE member_id = $1`, [
      idle.id,
    ]);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1`, [
      old.id,
    ]);
    expect((await post(paths.userData, { UAT: idle.uat })).statusCode).toBe(401);
    expect((await post(paths.userData, { UAT: old.uat })).statusCode).toBe(401);
  });

  it('writes last_seen at most once a minute, extending the idle expiry', async () => {
    const member = await createSignedInMember(db);
    const read = async () =>
      (
        await db.query<{ last_seen_at: Date; idle_expires_at: Date }>(
          'SELECT last_seen_at, idle_expires_at FROM sessions WHERE member_id = $1',
          [member.id],
        )
      )[0]!;
    const before = await read();
    await post(paths.userData, { UAT: member.uat });
    expect((await read()).last_seen_at.getTime()).toBe(before.last_seen_at.getTime());
    await db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '2 minutes', idle_expires_at = now() + interval '1 hour' WHERE member_id = $1`,
      [member.id],
    );
    await post(paths.userData, { UAT: member.uat });
    const after = await read();
    expect(Date.now() - after.last_seen_at.getTime()).toBeLessThan(60_000);
    expect(after.idle_expires_at.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
  });
});

describe('logout', () => {
  it('revokes the session; logging out again still answers 200', async () => {
    const member = await createSignedInMember(db);
    const res = await post(paths.logout, { UAT: member.uat });
    expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.logoutOk });
    expect((await post(paths.userData, { UAT: member.uat })).statusCode).toBe(401);
    expect((await post(paths.logout, { uat: member.uat })).statusCode).toBe(200);
    expect((await post(paths.logout, {})).statusCode).toBe(200);
  });

  it('ends only that session', async () => {
    const member = await createMember(db);
    const first = (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD })).json().UAT;
    const second = (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD })).json().UAT;
    await post(paths.logout, { UAT: first });
    expect((await post(paths.userData, { UAT: second })).statusCode).toBe(200);
  });
});

describe('TraeOrganismos', () => {
  it('lists organismos with Id > 0 by name, with or without a body', async () => {
    await createOrganismo(db, { id: 0, nombre: 'Aaa oculto' });
    await createOrganismo(db, { id: 90, nombre: 'Zeta Mutual' });
    await createOrganismo(db, { id: 91, nombre: 'Beta Mutual' });
    for (const res of [
      await post(paths.organismos, {}),
      await post(paths.organismos, ''),
      await app.inject({ method: 'POST', url: paths.organismos }),
    ]) {
      expect(res.statusCode).toBe(200);
      const { Organismos } = accountCalls.organismos.response.parse(res.json());
      expect(Organismos.every((o) => o.Id > 0)).toBe(true);
      const names = Organismos.map((o) => o.Nombre);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toContain('Zeta Mutual');
    }
  });
});
