import { describe, expect, it } from 'vitest';
import { paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { outbox, registrationCodeIn } from '../../support/mail';

const { db, post } = await createTestApp();
await createOrganismo(db, {
  id: 2,
  nombre: 'Asociación Mutual de Empleados Públicos',
  requiereHaberes: false,
});
const army = await createOrganismo(db, {
  nombre: 'Ejército Argentino',
  esEjercito: true,
  requiereHaberes: false,
});

let n = 0;
const newMail = () => `nuevo${++n}.${Date.now()}@prueba.com.ar`;
const newDni = () => String(30_000_000 + n * 7 + Math.floor(Math.random() * 1000));

async function preRegister(mail: string, organismoId: number | string = 2, address?: string) {
  return post(paths.preRegister, { eMail: mail, OrganismoId: organismoId }, {}, address);
}

async function codeFor(mail: string) {
  const [last] = await outbox(db, mail);
  return registrationCodeIn(last!.text_body)!;
}

const registration = (mail: string, token: string, over: Record<string, unknown> = {}) => ({
  NumeroDocumento: newDni(),
  Mail: mail,
  Password1: 'Clave1234',
  Password2: 'Clave1234',
  Apellido: 'Sosa',
  Nombres: 'Lucía Belén',
  Celular: '+54 9 11 5555-4444',
  Nrotarjeta: '0',
  Token: token,
  OrganismoId: 2,
  EmpresaId: 2,
  ...over,
});

describe('PreRegistro20', () => {
  it('e-mails a XXXX-XXXX code valid 24 h and answers a reference that is not the code', async () => {
    const mail = newMail();
    const res = await preRegister(mail);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Status: 200, Mensaje: serverMessages.preRegisterOk });
    const [message] = await outbox(db, mail);
    expect(message!.subject).toBe('Su token de registro en el Portal de Socios');
    const code = registrationCodeIn(message!.text_body)!;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(message!.text_body).toContain('24 horas');
    expect(message!.html_body).toContain(code);
    expect(body.Token).not.toContain(code.replace('-', ''));
    const [row] = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM registration_tokens WHERE mail = lower($1)',
      [mail],
    );
    expect(row!.code_hash).not.toContain(code);
  });

  it('answers the same for a registered e-mail, which gets a "you already have an account" mail instead', async () => {
    const member = await createMember(db);
    const res = await preRegister(member.mail.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['Mensaje', 'Status', 'Token']);
    expect(res.json().Mensaje).toBe(serverMessages.preRegisterOk);
    const [message] = await outbox(db, member.mail);
    expect(message!.subject).toBe('Ya tiene una cuenta en el Portal de Socios');
    expect(registrationCodeIn(message!.text_body)).toBeUndefined();
  });

  it('refuses an unknown organismo with 400', async () => {
    const res = await preRegister(newMail(), 9999);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.unknownOrganismo });
  });

  it.each([
    [{ eMail: 'no-es-un-mail' }, 'Por favor ingrese un correo electrónico válido'],
    [{ eMail: 'a@b.com', OrganismoId: 'dos' }],
    [{ eMail: 'a@b.com', Extra: 1 }, 'Campo no permitido: Extra'],
  ])('refuses invalid input %j with 400', async (body, mensaje?: string) => {
    const res = await post(paths.preRegister, body);
    expect(res.statusCode).toBe(400);
    if (mensaje) expect(res.json().Mensaje).toBe(mensaje);
  });

  it('limits requests per e-mail (429)', async () => {
    const mail = newMail();
    for (let i = 0; i < 5; i++) expect((await preRegister(mail, 2, `10.9.0.${i}`)).statusCode).toBe(200);
    const res = await preRegister(mail, 2, '10.9.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().Mensaje).toBe(serverMessages.tooManyAttempts);
  });
});

describe('RegistraPersona20', () => {
  it('registers with the e-mailed code (case and dash do not matter); the member then logs in', async () => {
    const mail = newMail();
    await preRegister(mail, army);
    const code = await codeFor(mail);
    const typed = code.replace('-', '').toLowerCase();
    const res = await post(paths.register, registration(mail, typed, { OrganismoId: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.registerOk });
    const login = (await post(paths.login, { Mail: mail, Password: 'Clave1234' })).json();
    // The organismo comes from the pre-registration the code vouches for.
    expect(login).toMatchObject({
      Status: 200,
      Nombres: 'Lucía Belén',
      Apellido: 'Sosa',
      OrganismoId: army,
      Ejercito: true,
    });
    const [stored] = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE lower(mail) = lower($1)',
      [mail],
    );
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a code used once already, with 500 mentioning Token', async () => {
    const mail = newMail();
    await preRegister(mail);
    const code = await codeFor(mail);
    expect((await post(paths.register, registration(mail, code))).statusCode).toBe(200);
    const again = await post(paths.register, registration(mail, code));
    expect(again.statusCode).toBe(500);
    expect(again.json()).toEqual({ Status: 500, Mensaje: serverMessages.invalidRegistrationToken });
    expect(again.json().Mensaje).toContain('Token');
  });

  it('refuses a wrong code, an expired code and a code of another e-mail', async () => {
    const mail = newMail();
    const other = newMail();
    await preRegister(mail);
    await preRegister(other);
    const code = await codeFor(mail);
    for (const body of [registration(mail, 'AAAA-BBBB'), registration(other, code)]) {
      const res = await post(paths.register, body);
      expect(res.statusCode).toBe(500);
      expect(res.json().Mensaje).toContain('Token');
    }
    await db.query(
      `UPDATE registration_tokens SET expires_at = now() - interval '1 second' WHERE mail = lower($1)`,
      [mail],
    );
    expect((await post(paths.register, registration(mail, code))).statusCode).toBe(500);
    expect(await db.query('SELECT 1 FROM members WHERE lower(mail) = lower($1)', [mail])).toHaveLength(0);
  });

  it('kills the code after 5 wrong attempts', async () => {
    const mail = newMail();
    await preRegister(mail);
    const code = await codeFor(mail);
    for (let i = 0; i < 5; i++)
      expect((await post(paths.register, registration(mail, 'ZZZZ-ZZZZ'))).statusCode).toBe(500);
    expect((await post(paths.register, registration(mail, code))).statusCode).toBe(500);
  });

  it('answers 409 for a DNI already registered and keeps the code usable', async () => {
    const existing = await createMember(db, { dni: '27111222' });
    expect(existing.id).toBeGreaterThan(0);
    const mail = newMail();
    await preRegister(mail);
    const code = await codeFor(mail);
    const taken = await post(paths.register, registration(mail, code, { NumeroDocumento: '27111222' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ Status: 409, Mensaje: serverMessages.dniTaken });
    expect((await post(paths.register, registration(mail, code))).statusCode).toBe(200);
  });

  it('answers 400 when the passwords differ, without using the code', async () => {
    const mail = newMail();
    await preRegister(mail);
    const code = await codeFor(mail);
    const res = await post(paths.register, registration(mail, code, { Password2: 'Distinta123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Mensaje).toBe(serverMessages.passwordsDoNotMatch);
    expect((await post(paths.register, registration(mail, code))).statusCode).toBe(200);
  });

  it.each([
    [{ NumeroDocumento: '123456' }, 'El DNI debe tener al menos 7 dígitos'],
    [{ NumeroDocumento: '123456789' }, 'El DNI no puede tener más de 8 dígitos'],
    [{ NumeroDocumento: 12345678 }, 'El campo NumeroDocumento tiene un tipo de dato inválido'],
    [{ Password1: 'corta', Password2: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ Nombres: "Robert'); DROP TABLE members;--" }, 'El nombre solo puede contener letras y espacios'],
    [{ Apellido: '<script>alert(1)</script>' }, 'El apellido solo puede contener letras y espacios'],
    [{ Celular: '' }, 'El número de celular es obligatorio'],
    [{ Token: '' }, 'El token es obligatorio'],
    [{ Rol: 'admin' }, 'Campo no permitido: Rol'],
  ])('refuses %j with 400 and the rule message', async (over, mensaje) => {
    const res = await post(paths.register, registration(newMail(), 'AAAA-BBBB', over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: mensaje });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n).toBeGreaterThan(
      0,
    );
  });
});
