import { afterAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountCalls, openApiPath, paths, serverMessages } from '@portal/contract';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/connection';
import { createTestApp } from './support/app';
import { createSignedInMember, TEST_PASSWORD } from './support/factories';
import { outbox, registrationCodeIn } from './support/mail';

const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{}');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const logLines: string[] = [];
const { app, db, post } = await createTestApp({ webRoot, logLines });
const { app: bare, post: barePost } = await createTestApp();

describe('error answers (docs/product.md#errors)', () => {
  it('malformed JSON: 400 in Spanish', async () => {
    const res = await post(paths.login, '{"Mail": "a@b.com", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.invalidJson });
  });

  it('a body that is not JSON: 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: paths.login,
        headers: { 'content-type': type },
        payload: 'Mail=a',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ Status: 415, Mensaje: serverMessages.unsupportedMediaType });
    }
  });

  it('a 10 MB body: 413, and the server keeps answering', async () => {
    const huge = JSON.stringify({ Mail: 'a@b.com', Password: 'x'.repeat(10 * 1024 * 1024) });
    for (const url of [paths.login, paths.updatePhoto]) {
      const res = await post(url, huge);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ Status: 413, Mensaje: serverMessages.tooLarge });
    }
    expect((await post(paths.organismos, {})).statusCode).toBe(200);
  });

  it('unknown API paths and wrong methods: 404 JSON in Spanish', async () => {
    for (const res of [
      await post('/api/musuario/NoExiste', {}),
      await app.inject({ method: 'GET', url: paths.login }),
      await app.inject({ method: 'GET', url: '/api/nada' }),
      await app.inject({ method: 'DELETE', url: '/algo' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Status: 404, Mensaje: serverMessages.notFound });
    }
  });

  it('prototype pollution attempts are refused', async () => {
    const res = await post(paths.login, '{"Mail":"a@b.com","Password":"x","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('an unexpected failure: 500 with a generic message, details only in the log with the request id', async () => {
    const failing: Db = {
      kind: 'pg',
      query: async () => {
        throw new Error('relation "members" does not exist: SELECT password_hash FROM members');
      },
      transaction: async () => {
        throw new Error('no');
      },
      withConnection: async () => {
        throw new Error('no');
      },
      close: async () => {},
    };
    const lines: string[] = [];
    const broken = await buildApp({
      config: { smtpUrl: undefined, mailFrom: 'x <x@x>', publicUrl: 'http://x' },
      db: failing,
      logLevel: 'error',
      logStream: { write: (l) => void lines.push(l) },
      webRoot,
    });
    const res = await broken.inject({ method: 'POST', url: paths.organismos, payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Status: 500, Mensaje: serverMessages.unexpected });
    expect(res.body).not.toMatch(/SELECT|relation|stack/i);
    const logged = lines
      .map((l) => JSON.parse(l) as { reqId?: string; err?: { message: string } })
      .find((l) => l.err);
    expect(logged?.reqId).toBeTruthy();
    expect(logged?.err?.message).toContain('relation');
    await broken.close();
  });
});

describe('routing', () => {
  it('matches API paths case-insensitively', async () => {
    for (const url of [
      '/api/MUSUARIO/TRAEORGANISMOS',
      '/API/musuario/traeorganismos',
      '/api/musuario/TraeOrganismos/',
    ]) {
      expect((await post(url, {})).statusCode, url).toBe(200);
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await app.inject({ method: 'GET', url: openApiPath });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const call of Object.values(accountCalls)) {
      expect(doc.paths[call.path]?.post, call.path).toBeTruthy();
    }
    const login = doc.paths[paths.login].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['Mail', 'Password']),
    );
    expect(doc.paths['/dev/mailbox']).toBeUndefined();
  });
});

describe('the built app', () => {
  it('answers index.html for client routes, never for /api or /dev', async () => {
    for (const url of ['/', '/login', '/profile', '/update-password']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    expect((await app.inject({ method: 'GET', url: '/api/musuario/algo' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/nada' })).statusCode).toBe(404);
  });

  it('caches fingerprinted assets for a year, other files not', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed copy of an asset to clients that accept it', async () => {
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app")');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('sends security headers with a CSP fit for the SPA', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('without a build, the API still works and pages answer 404', async () => {
    expect((await barePost(paths.organismos, {})).statusCode).toBe(200);
    expect((await bare.inject({ method: 'GET', url: '/login' })).statusCode).toBe(404);
  });
});

describe('logging', () => {
  it('never writes passwords, session tokens, codes or photos', async () => {
    const member = await createSignedInMember(db);
    const login = await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD });
    const uat = login.json().UAT as string;
    await post(paths.userData, { UAT: uat });
    await post(paths.preRegister, { eMail: 'log.check@prueba.com.ar' });
    const code = registrationCodeIn((await outbox(db, 'log.check@prueba.com.ar'))[0]!.text_body)!;
    const all = logLines.join('\n');
    // One line per request: the route pattern, status and time.
    const requests = logLines
      .map((l) => JSON.parse(l) as { msg: string; route?: string; status?: number })
      .filter((l) => l.msg === 'request');
    expect(requests).toContainEqual(expect.objectContaining({ route: paths.login, status: 200 }));
    expect(requests.filter((l) => l.route === paths.userData)).toHaveLength(1);
    expect(all).toContain('mail queued to lo***@prueba.com.ar');
    for (const secret of [TEST_PASSWORD, uat, member.uat, code, 'log.check@'])
      expect(all).not.toContain(secret);
  });
});
