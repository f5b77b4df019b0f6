import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loanStates, paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../support/app';
import { createMember, TEST_PASSWORD } from '../support/factories';
import { createLoan } from '../support/loan-factories';
import { requestCode, signature } from '../modules/loans/loan-helpers';

const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const { app, db, post } = await createTestApp({ webRoot });

describe('Cache-Control on API answers', () => {
  it('login, member data and the legajo (answers with personal data and a session token) carry no-store', async () => {
    const member = await createMember(db, { dni: '30111222' });
    const login = await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const { UAT: uat } = login.json<{ UAT: string }>();

    const userData = await post(paths.userData, { UAT: uat });
    expect(userData.json()).toMatchObject({ Status: 200 });

    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    const code = await requestCode(post, db, { uat, mail: member.mail }, loanId);
    const confirmed = await post(paths.confirmLoan, {
      uat,
      PrestamoId: loanId,
      Token: Number(code),
      FirmaOlografica: signature(),
    });
    expect(confirmed.statusCode).toBe(200);
    const legajo = await post(paths.loanFile, { uat, PrestamoId: loanId });
    expect(legajo.json()).toMatchObject({ Status: 200, LegajoElectronico: expect.any(String) });

    for (const [name, res] of Object.entries({ login, userData, confirmed, legajo })) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('error answers and unknown paths under /api as well, whatever their case', async () => {
    const answers = {
      noSession: await post(paths.userData, { UAT: 'x'.repeat(43) }),
      badJson: await post(paths.login, '{"Mail": '),
      notJson: await app.inject({
        method: 'POST',
        url: paths.login,
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
      tooLarge: await post(
        paths.login,
        JSON.stringify({ Mail: 'a@b.com', Password: 'x'.repeat(2 * 1024 * 1024) }),
      ),
      unknown: await app.inject({ method: 'GET', url: '/api/no-existe' }),
      upperCase: await app.inject({ method: 'GET', url: '/API/MUSUARIO/NOEXISTE' }),
      apiRoot: await app.inject({ method: 'GET', url: '/api' }),
    };
    expect(answers.noSession.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
    expect(answers.tooLarge.statusCode).toBe(413);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('the web app keeps its own caching', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/login' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/apix' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers', () => {
  it('API answers carry the REST set (no framing, no sniffing, nothing to load), pages the full one', async () => {
    const api = await post(paths.organismos, {});
    expect(api.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });
});
