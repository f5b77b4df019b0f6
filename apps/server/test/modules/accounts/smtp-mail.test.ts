import { afterAll, describe, expect, it } from 'vitest';
import { mailboxPath, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo } from '../../support/factories';
import { registrationCodeIn, resetTokenIn } from '../../support/mail';
import { startSmtpSink } from '../../support/smtp-sink';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, db, post } = await createTestApp({ smtpUrl: sink.url });
await createOrganismo(db, {
  id: 2,
  nombre: 'Asociación Mutual de Empleados Públicos',
  requiereHaberes: false,
});

describe('real mail through SMTP_URL', () => {
  const mail = 'Real.Mail@Prueba.com.ar';

  it('registers with the code read from the received message', async () => {
    expect((await post(paths.preRegister, { eMail: mail, OrganismoId: 2 })).statusCode).toBe(200);
    const message = await sink.waitFor(mail, /token de registro/);
    expect(message.from?.address).toBe('no-responder@localhost');
    expect(message.from?.name).toBe('Portal de Socios');
    expect(message.html).toContain('24 horas');
    const code = registrationCodeIn(message.text ?? '');
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const res = await post(paths.register, {
      NumeroDocumento: '33444555',
      Mail: mail,
      Password1: 'Primera123',
      Password2: 'Primera123',
      Apellido: 'Núñez',
      Nombres: 'Sofía',
      Celular: '1162223333',
      Nrotarjeta: '0',
      Token: code,
      OrganismoId: 2,
      EmpresaId: 2,
    });
    expect(res.json()).toEqual({ Status: 200, Mensaje: 'Registro exitoso' });
    expect((await post(paths.login, { Mail: mail, Password: 'Primera123' })).statusCode).toBe(200);
  });

  it('resets the password with the link read from the received message', async () => {
    expect((await post(paths.recoverPassword, { Mail: mail.toLowerCase() })).statusCode).toBe(200);
    const message = await sink.waitFor(mail, /Recuperación de contraseña/);
    const link = /(http:\/\/portal\.test\/update-password#token=[A-Za-z0-9_%-]+)/.exec(
      message.text ?? '',
    )?.[1];
    expect(link).toBeTruthy();
    expect(message.html).toContain(link);
    const token = decodeURIComponent(resetTokenIn(link!)!);
    const res = await post(paths.updatePassword, {
      Token: token,
      Password1: 'Segunda123',
      Password2: 'Segunda123',
    });
    expect(res.statusCode).toBe(200);
    expect((await post(paths.login, { Mail: mail, Password: 'Segunda123' })).statusCode).toBe(200);
  });

  it('leaves nothing waiting in the outbox and has no /dev/mailbox', async () => {
    await app.mailer.whenIdle();
    expect(await db.query('SELECT 1 FROM mail_outbox WHERE sent_at IS NULL')).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: mailboxPath })).statusCode).toBe(404);
  });
});
