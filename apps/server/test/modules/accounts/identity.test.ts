import { describe, expect, it } from 'vitest';
import { normalizeMail, paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo, TEST_PASSWORD } from '../../support/factories';
import { outbox } from '../../support/mail';

// One identity per account: one normal form of the address for the lookup, the limit key and uniqueness.
const { db, post } = await createTestApp();
await createOrganismo(db, {
  id: 2,
  nombre: 'Asociación Mutual de Empleados Públicos',
  requiereHaberes: false,
});

const DOTTED_I = '\u0130'; // 'İ': lower-cased to plain 'i' by some database locales, to 'i̇' by JavaScript
const fullWidth = (s: string) =>
  [...s].map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');

describe('e-mail identity', () => {
  it('normalises compatibility forms, invisible characters, spaces and case once', () => {
    expect(normalizeMail(' Socio.Prueba@Demo.COM.ar\u200b ')).toBe('socio.prueba@demo.com.ar');
    expect(normalizeMail(fullWidth('socio') + '@demo.com.ar')).toBe('socio@demo.com.ar');
    expect(normalizeMail(`SOC${DOTTED_I}O@demo.com.ar`)).not.toBe('socio@demo.com.ar');
  });

  it(`a dotted capital I never reaches the account of the plain i`, async () => {
    const member = await createMember(db, { mail: 'socio.identidad@prueba.com.ar' });
    const variant = `SOC${DOTTED_I}O.${'IDENT'}${DOTTED_I}DAD@prueba.com.ar`;
    expect(
      (await post(paths.login, { Mail: variant, Password: TEST_PASSWORD }, {}, '10.70.0.1')).statusCode,
    ).toBe(401);
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.70.0.2')).statusCode,
    ).toBe(200);
  });

  it('every variant that reaches the account counts on the same limit', async () => {
    const member = await createMember(db, { mail: 'socio.limite@prueba.com.ar' });
    const variants = [
      'SOCIO.LIMITE@PRUEBA.COM.AR',
      ` socio.limite@prueba.com.ar `,
      fullWidth('socio.limite') + '@prueba.com.ar',
      'socio.limite\u200b@prueba.com.ar',
      'Socio.Limite@Prueba.Com.Ar',
    ];
    // Each variant reaches the account: the right password signs in with any of them.
    expect(
      (await post(paths.login, { Mail: variants[2], Password: TEST_PASSWORD }, {}, '10.71.0.1')).statusCode,
    ).toBe(200);
    for (const [i, mail] of variants.entries()) {
      expect(
        (await post(paths.login, { Mail: mail, Password: 'Mala1234' }, {}, `10.71.1.${i}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.71.2.1');
    expect(blocked.statusCode).toBe(429);
  });

  it('no look-alike account: a case variant gets the "already registered" mail, a non-ASCII one is refused', async () => {
    await createMember(db, { mail: 'socio.unico@prueba.com.ar' });
    const upper = await post(paths.preRegister, { eMail: 'SOCIO.UNICO@PRUEBA.COM.AR', OrganismoId: 2 });
    expect(upper.statusCode).toBe(200);
    const [mail] = await outbox(db, 'socio.unico@prueba.com.ar');
    expect(mail!.subject).toBe('Ya tiene una cuenta en el Portal de Socios');
    expect(
      await db.query('SELECT 1 FROM registration_tokens WHERE mail = $1', ['socio.unico@prueba.com.ar']),
    ).toHaveLength(0);
    const lookAlike = await post(paths.preRegister, {
      eMail: `soc${DOTTED_I}o.unico@prueba.com.ar`,
      OrganismoId: 2,
    });
    expect(lookAlike.statusCode).toBe(400);
    expect(lookAlike.json().Mensaje).toBe('Por favor ingrese un correo electrónico válido');
  });

  it('the database keeps one normalised address per account', async () => {
    await createMember(db, { mail: 'Mayus.Culas@Prueba.com.ar' });
    const rows = await db.query<{ mail: string }>(`SELECT mail FROM members WHERE mail LIKE 'mayus%'`);
    expect(rows).toEqual([{ mail: 'mayus.culas@prueba.com.ar' }]);
    await expect(
      db.query(
        `UPDATE members SET mail = 'Mayus.Culas@Prueba.com.ar' WHERE mail = 'mayus.culas@prueba.com.ar'`,
      ),
    ).rejects.toThrow();
  });

  it('recovery finds the account whatever the case, and counts on the same key', async () => {
    const member = await createMember(db, { mail: 'socio.recupera@prueba.com.ar' });
    for (const [i, mail] of [
      'SOCIO.RECUPERA@prueba.com.ar',
      'socio.recupera@PRUEBA.com.ar',
      'Socio.Recupera@prueba.com.ar',
      'socio.recupera@prueba.com.ar',
      'SOCIO.recupera@prueba.com.ar',
    ].entries()) {
      expect((await post(paths.recoverPassword, { Mail: mail }, {}, `10.72.0.${i}`)).json()).toEqual({
        Status: 200,
        Mensaje: serverMessages.recoverOk,
      });
    }
    expect(
      (await post(paths.recoverPassword, { Mail: 'SoCiO.ReCuPeRa@prueba.com.ar' }, {}, '10.72.1.1'))
        .statusCode,
    ).toBe(429);
    expect(await outbox(db, member.mail)).toHaveLength(5);
  });
});
