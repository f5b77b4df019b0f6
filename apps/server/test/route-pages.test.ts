import { afterAll, describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from './support/app';

// A member app build with a page per route (apps/web/build/route-pages.ts) and its service worker.
const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-route-pages-'));
mkdirSync(path.join(webRoot, 'assets'));
const page = (name: string) =>
  `<!doctype html><title>Portal</title><div id="root"><main>${name}</main></div>`;
const files: Record<string, string> = {
  'index.html': page('Cargando la aplicación...'),
  'login.html': page('Iniciar sesión'),
  'recover-password.html': page('Recuperar contraseña'),
  'loans.html':
    '<!doctype html><title>Portal</title><script>window.early=1;</script><link rel="modulepreload" href="/assets/loans.js"><div id="root"></div>',
  'shell.html': '<!doctype html><title>Portal</title><div id="root"></div>',
  'sw.js': 'self.addEventListener("install", () => {});',
};
for (const [file, body] of Object.entries(files)) {
  writeFileSync(path.join(webRoot, file), body);
  writeFileSync(path.join(webRoot, `${file}.gz`), gzipSync(body));
}
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const { app } = await createTestApp({ webRoot });
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('a page per route', () => {
  it('answers each route with its own page, never cached', async () => {
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/login', 'login.html'],
      ['/login?from=mail', 'login.html'],
      ['/recover-password', 'recover-password.html'],
      ['/loans', 'loans.html'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(files[file]);
    }
  });

  it('answers the empty shell for every other page, and nothing for the API', async () => {
    for (const url of ['/dashboard', '/loan-detail', '/update-password', '/no-existe']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(files['shell.html']);
    }
    expect((await get('/api/musuario/algo')).statusCode).toBe(404);
  });

  it('serves the precompressed page and a service worker that browsers check on every visit', async () => {
    const login = await get('/login', { 'accept-encoding': 'gzip' });
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(login.rawPayload).toString()).toBe(files['login.html']);
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
  });
});

describe("the pages' inline scripts", () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const scriptSrc = (csp: string) =>
    csp
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
      .trim();

  it('are allowed by their hash, and no other inline script is', async () => {
    for (const url of ['/loans', '/login', '/dashboard']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      expect(scriptSrc(csp), url).toBe(`script-src 'self' ${sha256('window.early=1;')}`);
    }
  });
});
