import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { permissionsOf, type StaffRole } from '@portal/contract';
import { errorHandler } from '../../../src/plugins/errors';
import { consoleMessages, consolePaths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { requirePermission } from '../../../src/console/permissions';
import type { StaffSession } from '../../../src/console/session';
import { createStaff, sessionCookie, STAFF_PASSWORD } from '../../support/staff';

const { app, db, owner } = await createTestApp({ staffTotp: false });

const json = { 'content-type': 'application/json' };
const signIn = (email: string, password = STAFF_PASSWORD, address = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: consolePaths.session,
    headers: json,
    payload: { email, password },
    remoteAddress: address,
  });
const me = (cookie?: string) =>
  app.inject({ method: 'GET', url: consolePaths.me, headers: cookie ? { cookie } : {} });

describe('staff sign-in without a second factor (STAFF_TOTP off)', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie scoped to the console API', async () => {
    await createStaff(app, 'eva@staff.test', ['evaluador', 'soporte']);
    const res = await signIn('EVA@staff.test ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ step: 'done', email: 'eva@staff.test', roles: ['evaluador', 'soporte'] });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_console=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/console');
    expect(setCookie).not.toContain('Secure'); // PUBLIC_URL is http here
    expect(res.headers['cache-control']).toBe('no-store');

    const who = await me(sessionCookie(res.headers['set-cookie']));
    expect(who.json()).toEqual({ email: 'eva@staff.test', roles: ['evaluador', 'soporte'] });
  });

  it('answers a wrong password, an unknown e-mail and a disabled account alike', async () => {
    await createStaff(app, 'baja@staff.test', ['auditor']);
    await app.staff.setDisabled('baja@staff.test', true, { staffId: null, address: null });
    for (const res of [
      await signIn('eva@staff.test', 'Otra-Clave1', '10.0.0.2'),
      await signIn('nadie@staff.test', STAFF_PASSWORD, '10.0.0.2'),
      await signIn('baja@staff.test', STAFF_PASSWORD, '10.0.0.2'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Status: 401, Mensaje: consoleMessages.badCredentials });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it("refuses a member's UAT outright, wherever it is sent", async () => {
    const member = await createSignedInMember(db);
    for (const headers of [
      { cookie: `portal_console=${member.uat}` },
      { authorization: `Bearer ${member.uat}` },
    ]) {
      const res = await app.inject({ method: 'GET', url: consolePaths.me, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Status: 401, Mensaje: consoleMessages.noSession });
    }
    const withBody = await app.inject({
      method: 'POST',
      url: consolePaths.totp,
      headers: json,
      payload: { uat: member.uat, code: '123456' },
    });
    expect(withBody.statusCode).toBe(401); // the guard runs before the body is even read
    expect(withBody.json()).toEqual({ Status: 401, Mensaje: consoleMessages.noSession });
  });

  it('checks the permission on top of the session', async () => {
    const mini = Fastify();
    mini.setErrorHandler(errorHandler);
    mini.decorateRequest<StaffSession | null>('staff', null);
    const as = (roles: StaffRole[]) => async (request: { staff: unknown }) => {
      request.staff = {
        id: 1,
        email: 'x@staff.test',
        roles,
        permissions: permissionsOf(roles),
        tokenHash: '',
      };
    };
    mini.get('/auditor', { preHandler: [as(['auditor']), requirePermission('loans.decide')] }, () => ({
      ok: 1,
    }));
    mini.get('/evaluador', { preHandler: [as(['evaluador']), requirePermission('loans.decide')] }, () => ({
      ok: 1,
    }));
    const refused = await mini.inject({ method: 'GET', url: '/auditor' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Status: 403, Mensaje: consoleMessages.forbidden });
    expect((await mini.inject({ method: 'GET', url: '/evaluador' })).json()).toEqual({ ok: 1 });
    await mini.close();
  });

  it('refuses a state-changing call from another origin, and signs out from its own', async () => {
    const cookie = sessionCookie((await signIn('eva@staff.test')).headers['set-cookie']);
    const out = (origin: string) =>
      app.inject({ method: 'DELETE', url: consolePaths.session, headers: { cookie, origin } });
    const foreign = await out('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ Status: 403, Mensaje: consoleMessages.crossSite });
    expect((await me(cookie)).statusCode).toBe(200);

    const own = await out('http://portal.test');
    expect(own.json()).toEqual({ Status: 200, Mensaje: consoleMessages.signedOut });
    expect(String(own.headers['set-cookie'])).toMatch(/portal_console=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes, and every session of an account that is disabled', async () => {
    const idle = sessionCookie((await signIn('eva@staff.test')).headers['set-cookie']);
    await db.query(`UPDATE staff_sessions SET idle_expires_at = now() - interval '1 second'`);
    expect((await me(idle)).statusCode).toBe(401);

    const live = sessionCookie((await signIn('eva@staff.test')).headers['set-cookie']);
    expect((await me(live)).statusCode).toBe(200);
    await app.staff.setDisabled('eva@staff.test', true, { staffId: null, address: null });
    expect((await me(live)).statusCode).toBe(401);
    await app.staff.setDisabled('eva@staff.test', false, { staffId: null, address: null });
    expect((await me(live)).statusCode).toBe(401);
  });

  // Decision 018: the short limit counts the account and address together, so the owner elsewhere gets in.
  it('counts each try before checking it: of 30 parallel wrong passwords from one address at most 5 are checked', async () => {
    await createStaff(app, 'tes@staff.test', ['tesoreria']);
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('tes@staff.test', `Mala-Clave${i}`, '10.1.0.1')),
    );
    expect(tries.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(25);
    const same = await signIn('tes@staff.test', STAFF_PASSWORD, '10.1.0.1');
    expect(same.statusCode).toBe(429);
    expect(same.headers['retry-after']).toMatch(/^\d+$/);
    expect((await signIn('tes@staff.test', STAFF_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });
});

describe('the one-time link that sets a password', () => {
  it('works once, and its password must follow the password rule', async () => {
    const { link } = await app.staff.add('nuevo@staff.test', ['parametros'], {
      staffId: null,
      address: null,
    });
    const token = decodeURIComponent(link.split('#token=')[1]!);
    expect(link.startsWith('http://portal.test/console/setup#token=')).toBe(true);
    const setup = (password: string) =>
      app.inject({ method: 'POST', url: consolePaths.setup, headers: json, payload: { token, password } });
    expect((await setup('corta')).statusCode).toBe(400);
    expect((await setup('Nueva-Clave1')).json()).toEqual({
      Status: 200,
      Mensaje: consoleMessages.passwordSet,
    });
    const again = await setup('Otra-Clave2');
    expect(again.json()).toEqual({ Status: 400, Mensaje: consoleMessages.invalidSetupToken });
    expect((await signIn('nuevo@staff.test', 'Nueva-Clave1', '10.2.0.1')).json()).toMatchObject({
      step: 'done',
    });
  });
});

describe('the audit log', () => {
  it('records staff changes, and the database refuses to change or delete a row', async () => {
    const rows = await db.query<{ action: string; entity_id: string }>(
      `SELECT a.action, a.entity_id FROM audit_log a JOIN staff s ON s.id::text = a.entity_id
        WHERE s.email = 'baja@staff.test' AND a.action NOT LIKE 'staff.signin%' ORDER BY a.id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['staff.add', 'staff.password_set', 'staff.disable']);
    // Even the tables' owner (the app's role on PostgreSQL may not try: audit-chain.test.ts).
    await expect(owner.query(`UPDATE audit_log SET reason = 'x'`)).rejects.toThrow(/append-only/);
    await expect(owner.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(owner.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });
});
