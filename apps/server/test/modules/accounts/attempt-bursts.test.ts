import { describe, expect, it } from 'vitest';
import { paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo, TEST_PASSWORD } from '../../support/factories';
import { outbox, registrationCodeIn } from '../../support/mail';

// Every limit counts an attempt before it checks anything: a burst sent at once gets no more checks
// than tries sent one by one (an audit got 499 password checks out of 500 parallel logins).
const { db, post } = await createTestApp();
await createOrganismo(db, {
  id: 2,
  nombre: 'Asociación Mutual de Empleados Públicos',
  requiereHaberes: false,
});

const BURST = 200;
const burst = <T>(n: number, one: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)));

function expectRetryAfter(
  res: { statusCode: number; headers: Record<string, unknown> },
  windowSeconds: number,
) {
  const value = Number(res.headers['retry-after']);
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThan(0);
  expect(value).toBeLessThanOrEqual(windowSeconds);
}

describe('parallel tries', () => {
  it(`login: of ${BURST} parallel tries on one account at most 5 passwords are checked, the right one included`, async () => {
    const member = await createMember(db);
    // The right password comes last: it is refused like the rest once the limit is used up.
    const answers = await burst(BURST, (i) =>
      post(
        paths.login,
        { Mail: member.mail, Password: i === BURST - 1 ? TEST_PASSWORD : `Mala${i}aA1` },
        {},
        `10.60.${i >> 8}.${i & 255}`,
      ),
    );
    const checked = answers.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.at(-1)!.statusCode).toBe(429);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual({ Status: 429, Mensaje: serverMessages.tooManyAttempts });
      expectRetryAfter(res, 15 * 60);
    }
  });

  it(`login: of ${BURST} parallel tries from one address at most 20 are checked, whatever the accounts`, async () => {
    const answers = await burst(BURST, (i) =>
      post(paths.login, { Mail: `nadie${i}@prueba.com.ar`, Password: 'Mala1234' }, {}, '10.61.0.1'),
    );
    expect(answers.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(20);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(BURST - 20);
  });

  it(`registration: of ${BURST} parallel codes at most 5 are compared; the right one sent last is refused and the code is dead`, async () => {
    const mail = `rafaga.${Date.now()}@prueba.com.ar`;
    await post(paths.preRegister, { eMail: mail, OrganismoId: 2 });
    const code = registrationCodeIn((await outbox(db, mail))[0]!.text_body)!;
    const body = (token: string, i: number) => ({
      NumeroDocumento: String(40_000_000 + i),
      Mail: mail,
      Password1: 'Clave1234',
      Password2: 'Clave1234',
      Apellido: 'Sosa',
      Nombres: 'Lucía',
      Celular: '1155554444',
      Token: token,
    });
    const answers = await burst(BURST, (i) =>
      post(paths.register, body(i === BURST - 1 ? code : 'ZZZZ-ZZZZ', i)),
    );
    expect(answers.every((r) => r.statusCode === 500 && /Token/.test(r.json().Mensaje))).toBe(true);
    const [token] = await db.query<{ attempts: number }>(
      'SELECT attempts FROM registration_tokens WHERE mail = $1',
      [mail],
    );
    expect(token!.attempts).toBe(5);
    expect(await db.query('SELECT 1 FROM members WHERE mail = $1', [mail])).toHaveLength(0);
    expect((await post(paths.register, body(code, 999))).statusCode).toBe(500);
  });

  it(`recovery mails: of ${BURST} parallel requests for one address at most 5 are sent, the rest get 429 with Retry-After`, async () => {
    const member = await createMember(db);
    const answers = await burst(BURST, (i) =>
      post(paths.recoverPassword, { Mail: member.mail }, {}, `10.62.${i >> 8}.${i & 255}`),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(429);
      expectRetryAfter(res, 3600);
    }
    expect(await outbox(db, member.mail)).toHaveLength(5);
  });
});
