import { describe, expect, it } from 'vitest';
import { consoleMessages, consolePaths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { currentTotp } from '../../../src/modules/staff/index';
import { createStaff, sessionCookie, STAFF_PASSWORD } from '../../support/staff';

const { app, db } = await createTestApp({ staffTotp: true });

const json = { 'content-type': 'application/json' };
const signIn = (email: string, totp?: string) =>
  app.inject({
    method: 'POST',
    url: consolePaths.session,
    headers: json,
    payload: { email, password: STAFF_PASSWORD, ...(totp ? { totp } : {}) },
  });
const me = (cookie: string) => app.inject({ method: 'GET', url: consolePaths.me, headers: { cookie } });
const confirm = (cookie: string, code: string) =>
  app.inject({ method: 'POST', url: consolePaths.totp, headers: { ...json, cookie }, payload: { code } });

describe('the second factor (STAFF_TOTP on)', () => {
  it('is enrolled at the first sign-in: a half-open session reaches only the enrolment call', async () => {
    await createStaff(app, 'tes@staff.test', ['tesoreria']);
    const first = await signIn('tes@staff.test');
    const body = first.json<{ step: string; secret: string; otpauthUri: string }>();
    expect(body.step).toBe('enrol');
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    const halfOpen = sessionCookie(first.headers['set-cookie']);
    expect((await me(halfOpen)).statusCode).toBe(401);

    const wrong = await confirm(halfOpen, '000000');
    expect(wrong.json()).toEqual({ Status: 401, Mensaje: consoleMessages.wrongTotp });
    const right = await confirm(halfOpen, currentTotp('tes@staff.test', body.secret));
    expect(right.json()).toEqual({ step: 'done', email: 'tes@staff.test', roles: ['tesoreria'] });
    expect((await me(halfOpen)).statusCode).toBe(200);
  });

  it('is then asked at every sign-in, and a code works only once', async () => {
    const [{ totp_secret: secret } = { totp_secret: '' }] = await db.query<{ totp_secret: string }>(
      `SELECT totp_secret FROM staff WHERE email = 'tes@staff.test'`,
    );
    const withoutCode = await signIn('tes@staff.test');
    expect(withoutCode.json()).toEqual({ step: 'totp' });
    expect(withoutCode.headers['set-cookie']).toBeUndefined();

    // The code just used to enrol: refused, even though the clock still shows it.
    const replay = await signIn('tes@staff.test', currentTotp('tes@staff.test', secret));
    expect(replay.json()).toEqual({ Status: 401, Mensaje: consoleMessages.wrongTotp });
    // A wrong code is audited as a failed sign-in (issue 22).
    const codeFailures = await db.query<{ reason: string }>(
      `SELECT reason FROM audit_log WHERE action = 'staff.signin.failed'
          AND staff_id = (SELECT id FROM staff WHERE email = 'tes@staff.test')`,
    );
    expect(codeFailures.map((r) => r.reason)).toEqual(['código']);

    const next = currentTotp('tes@staff.test', secret, Date.now() + 30_000);
    const done = await signIn('tes@staff.test', next);
    expect(done.json()).toMatchObject({ step: 'done', email: 'tes@staff.test' });
    expect((await me(sessionCookie(done.headers['set-cookie']))).statusCode).toBe(200);
    expect((await signIn('tes@staff.test', next)).statusCode).toBe(401);
  });

  it('is not asked when enrolment never finished: the secret is proposed again', async () => {
    await createStaff(app, 'par@staff.test', ['parametros']);
    const first = (await signIn('par@staff.test')).json<{ secret: string }>();
    const second = (await signIn('par@staff.test')).json<{ step: string; secret: string }>();
    expect(second.step).toBe('enrol');
    expect(second.secret).not.toBe(first.secret);
  });

  it('counts enrolment codes on the sign-in limit before comparing them: six digits cannot be guessed', async () => {
    await createStaff(app, 'adivina@staff.test', ['auditor']);
    const first = await signIn('adivina@staff.test');
    const { secret } = first.json<{ secret: string }>();
    const halfOpen = sessionCookie(first.headers['set-cookie']);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => confirm(halfOpen, String(100000 + i))),
    );
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(15);
    const right = await confirm(halfOpen, currentTotp('adivina@staff.test', secret));
    expect(right.statusCode).toBe(429);
  });
});
