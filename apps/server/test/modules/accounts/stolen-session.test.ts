import { describe, expect, it } from 'vitest';
import { paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createSignedInMember, TEST_PASSWORD } from '../../support/factories';
import { outbox, resetTokenIn } from '../../support/mail';

// A stolen session is not a stolen account: the password and the e-mail need the current password,
// a new e-mail works only once its link is followed, and the account's address hears of every change.
const { db, post } = await createTestApp();

const profile = (uat: string, fields: Record<string, unknown>) =>
  post(paths.updateProfile, { uat, ...fields });
const mailLink = async (to: string) => {
  const [message] = await outbox(db, to);
  const token = message && /confirm-email#token=([A-Za-z0-9_%-]+)/.exec(message.text_body)?.[1];
  return token ? decodeURIComponent(token) : undefined;
};
const passwordOf = async (memberId: number) =>
  (
    await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [memberId])
  )[0]!.password_hash;

describe('changing the password or the e-mail with a session alone', () => {
  it.each([
    ['the password', { Password1: 'Robada123', Password2: 'Robada123' }],
    ['the e-mail', { Mail: 'ladron@prueba.com.ar' }],
  ])('%s without the current password: 400, nothing changes', async (_what, fields) => {
    const member = await createSignedInMember(db);
    const before = await passwordOf(member.id);
    const res = await profile(member.uat, fields);
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.currentPasswordRequired });
    const wrong = await profile(member.uat, { ...fields, PasswordActual: 'NoEsLaMia1' });
    expect(wrong.json()).toEqual({ Status: 400, Mensaje: serverMessages.wrongCurrentPassword });
    expect(await passwordOf(member.id)).toBe(before);
    expect(await db.query('SELECT 1 FROM mail_change_tokens WHERE member_id = $1', [member.id])).toHaveLength(
      0,
    );
    expect(await outbox(db, 'ladron@prueba.com.ar')).toHaveLength(0);
  });

  it('guessing the current password through the profile counts on the login limit', async () => {
    const member = await createSignedInMember(db);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await profile(member.uat, {
            Password1: 'Robada123',
            Password2: 'Robada123',
            PasswordActual: `Intento${i}A`,
          })
        ).statusCode,
      ).toBe(400);
    }
    const sixth = await profile(member.uat, {
      Password1: 'Robada123',
      Password2: 'Robada123',
      PasswordActual: TEST_PASSWORD,
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('other fields change without the current password', async () => {
    const member = await createSignedInMember(db);
    expect((await profile(member.uat, { Celular: '3515550000' })).json()).toEqual({
      Status: 200,
      Mensaje: serverMessages.profileUpdated,
    });
  });
});

describe('a new e-mail', () => {
  it('takes effect only when the link sent to it is followed, once; the old address is told', async () => {
    const member = await createSignedInMember(db);
    const newMail = `nuevo.${member.id}@prueba.com.ar`;
    expect((await profile(member.uat, { Mail: newMail, PasswordActual: TEST_PASSWORD })).json().Mensaje).toBe(
      serverMessages.mailChangeSent,
    );
    expect((await post(paths.userData, { UAT: member.uat })).json().Mail).toBe(member.mail);
    const token = await mailLink(newMail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM mail_change_tokens WHERE member_id = $1',
      [member.id],
    );
    expect(stored[0]!.token_hash).not.toBe(token);

    expect((await post(paths.confirmMailChange, { Token: token })).json()).toEqual({
      Status: 200,
      Mensaje: serverMessages.mailChanged,
    });
    expect((await post(paths.userData, { UAT: member.uat })).json().Mail).toBe(newMail);
    const again = await post(paths.confirmMailChange, { Token: token });
    expect(again.json()).toEqual({ Status: 400, Mensaje: serverMessages.invalidMailChangeToken });

    const [notice] = await outbox(db, member.mail);
    expect(notice!.subject).toBe('El correo de su cuenta del Portal de Socios fue cambiado');
    expect(notice!.text_body).toContain('nu***@prueba.com.ar');
  });

  it('an expired or made-up link changes nothing', async () => {
    const member = await createSignedInMember(db);
    const newMail = `vence.${member.id}@prueba.com.ar`;
    await profile(member.uat, { Mail: newMail, PasswordActual: TEST_PASSWORD });
    const token = (await mailLink(newMail))!;
    await db.query(
      `UPDATE mail_change_tokens SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    expect((await post(paths.confirmMailChange, { Token: token })).statusCode).toBe(400);
    expect((await post(paths.confirmMailChange, { Token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post(paths.userData, { UAT: member.uat })).json().Mail).toBe(member.mail);
  });

  it('is refused at the link when someone registered it meanwhile (409)', async () => {
    const member = await createSignedInMember(db);
    const newMail = `carrera.${member.id}@prueba.com.ar`;
    await profile(member.uat, { Mail: newMail, PasswordActual: TEST_PASSWORD });
    const token = (await mailLink(newMail))!;
    await createMember(db, { mail: newMail });
    expect((await post(paths.confirmMailChange, { Token: token })).json()).toEqual({
      Status: 409,
      Mensaje: serverMessages.mailTaken,
    });
    expect((await post(paths.userData, { UAT: member.uat })).json().Mail).toBe(member.mail);
  });
});

describe('the account address is told of every password change', () => {
  it('from the profile', async () => {
    const member = await createSignedInMember(db);
    await profile(member.uat, {
      Password1: 'Cambiada99',
      Password2: 'Cambiada99',
      PasswordActual: TEST_PASSWORD,
    });
    const [notice] = await outbox(db, member.mail);
    expect(notice!.subject).toBe('Su contraseña del Portal de Socios fue cambiada');
    expect(notice!.text_body).not.toContain('Cambiada99');
  });

  it('from the recovery link', async () => {
    const member = await createMember(db);
    await post(paths.recoverPassword, { Mail: member.mail });
    const token = decodeURIComponent(resetTokenIn((await outbox(db, member.mail))[0]!.text_body)!);
    expect(
      (await post(paths.updatePassword, { Token: token, Password1: 'Nueva1234', Password2: 'Nueva1234' }))
        .statusCode,
    ).toBe(200);
    const [notice] = await outbox(db, member.mail);
    expect(notice!.subject).toBe('Su contraseña del Portal de Socios fue cambiada');
  });
});
