import { describe, expect, it } from 'vitest';
import { paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createSignedInMember, TEST_PASSWORD } from '../../support/factories';
import { outbox, resetTokenIn } from '../../support/mail';

const { db, post } = await createTestApp();

async function requestReset(mail: string) {
  const res = await post(paths.recoverPassword, { Mail: mail });
  expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.recoverOk });
  const [message] = await outbox(db, mail);
  return { message, token: message ? decodeURIComponent(resetTokenIn(message.text_body)!) : undefined };
}

describe('RecuperaPassword', () => {
  it('e-mails a one-hour link to PUBLIC_URL/update-password#token=...', async () => {
    const member = await createMember(db);
    const { message, token } = await requestReset(member.mail.toUpperCase());
    expect(message!.subject).toBe('Recuperación de contraseña del Portal de Socios');
    expect(message!.text_body).toContain(`http://portal.test/update-password#token=`);
    expect(message!.text_body).toContain('1 hora');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE member_id = $1',
      [member.id],
    );
    expect(row!.token_hash).not.toBe(token);
  });

  it('answers the same success for an unknown e-mail and sends nothing', async () => {
    const { message } = await requestReset('desconocido@prueba.com.ar');
    expect(message).toBeUndefined();
  });

  it('refuses an invalid e-mail with 400', async () => {
    const res = await post(paths.recoverPassword, { Mail: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Mensaje).toBe('Por favor ingrese un correo electrónico válido');
  });
});

describe('Auth/ActualizaPassword', () => {
  it('sets the new password once, revokes every session, and the old password stops working', async () => {
    const member = await createSignedInMember(db);
    const { token } = await requestReset(member.mail);
    const res = await post(paths.updatePassword, {
      Token: token,
      Password1: 'Nueva1234',
      Password2: 'Nueva1234',
    });
    expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.passwordUpdated });
    expect((await post(paths.userData, { UAT: member.uat })).statusCode).toBe(401);
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.7.0.1')).statusCode,
    ).toBe(401);
    expect(
      (await post(paths.login, { Mail: member.mail, Password: 'Nueva1234' }, {}, '10.7.0.2')).statusCode,
    ).toBe(200);

    const reused = await post(paths.updatePassword, {
      Token: token,
      Password1: 'Otra12345',
      Password2: 'Otra12345',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ Status: 400, Mensaje: serverMessages.invalidResetToken });
  });

  it('refuses an expired link and a made-up token', async () => {
    const member = await createMember(db);
    const { token } = await requestReset(member.mail);
    await db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    for (const t of [token, 'inventado']) {
      const res = await post(paths.updatePassword, {
        Token: t,
        Password1: 'Nueva1234',
        Password2: 'Nueva1234',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Mensaje).toBe(serverMessages.invalidResetToken);
    }
    expect(
      (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD }, {}, '10.7.1.1')).statusCode,
    ).toBe(200);
  });

  it('refuses different or weak passwords without using the link', async () => {
    const member = await createMember(db);
    const { token } = await requestReset(member.mail);
    const differ = await post(paths.updatePassword, {
      Token: token,
      Password1: 'Nueva1234',
      Password2: 'Nueva12345',
    });
    expect(differ.json()).toEqual({ Status: 400, Mensaje: serverMessages.passwordsDoNotMatch });
    const weak = await post(paths.updatePassword, {
      Token: token,
      Password1: 'nueva1234',
      Password2: 'nueva1234',
    });
    expect(weak.json()).toEqual({
      Status: 400,
      Mensaje: 'La contraseña debe tener al menos una letra mayúscula',
    });
    expect(
      (await post(paths.updatePassword, { Token: token, Password1: 'Nueva1234', Password2: 'Nueva1234' }))
        .statusCode,
    ).toBe(200);
  });

  it('a newer link does not outlive a password change made with an older one', async () => {
    const member = await createMember(db);
    const first = (await requestReset(member.mail)).token;
    const second = (await requestReset(member.mail)).token;
    expect(
      (await post(paths.updatePassword, { Token: first, Password1: 'Nueva1234', Password2: 'Nueva1234' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(paths.updatePassword, { Token: second, Password1: 'Nueva5678', Password2: 'Nueva5678' }))
        .statusCode,
    ).toBe(400);
  });
});
