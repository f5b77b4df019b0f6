import { afterAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths, serverMessages } from '@portal/contract';
import { createTestApp } from './support/app';

const build = (prefix: string, title: string, asset: string) => {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${title}</title><div id="root"></div>`);
  writeFileSync(path.join(root, 'assets', asset), `console.log(${JSON.stringify(title)})`);
  writeFileSync(
    path.join(root, 'assets', `${asset}.br`),
    brotliCompressSync(`console.log(${JSON.stringify(title)})`),
  );
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
};

const webRoot = build('portal-web-', 'Portal de Socios', 'index-web111.js');
const consoleBuild = build('portal-console-', 'Consola del personal', 'index-con222.js');
const noConsole = mkdtempSync(path.join(tmpdir(), 'portal-no-console-'));
afterAll(() => {
  for (const dir of [webRoot, consoleBuild, noConsole]) rmSync(dir, { recursive: true, force: true });
});

const { app, post } = await createTestApp({ webRoot, consoleRoot: consoleBuild });
// A second app whose console folder holds no build.
const { app: memberOnly, post: memberOnlyPost } = await createTestApp({ webRoot, consoleRoot: noConsole });

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the staff console beside the member app', () => {
  it("serves the console's index.html for its client routes, never cached", async () => {
    for (const url of ['/console', '/console/', '/console/login', '/console/setup', '/console/algo/mas']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Consola del personal</title>');
    }
  });

  it("keeps serving the member app's index.html everywhere else", async () => {
    for (const url of ['/', '/login', '/dashboard', '/consola', '/consoles/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Portal de Socios</title>');
    }
  });

  it("caches the console's fingerprinted assets for a year, its other files not", async () => {
    const asset = await get('/console/assets/index-con222.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("Consola del personal")');
    const icon = await get('/console/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // The member app's assets stay where they were, with their own caching.
    const web = await get('/assets/index-web111.js');
    expect(web.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(web.body).toBe('console.log("Portal de Socios")');
  });

  it('serves the precompressed copy of a console asset to clients that accept it', async () => {
    const res = await get('/console/assets/index-con222.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("Consola del personal")');
  });

  it('answers 404 for a missing console asset instead of a page', async () => {
    const res = await get('/console/assets/index-old999.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: 404, Mensaje: serverMessages.notFound });
  });

  it("never answers the console's page for the console API, nor for other methods", async () => {
    const api = await get('/api/console/nada');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ Status: 404, Mensaje: serverMessages.notFound });
    const me = await get('/api/console/me');
    expect(me.statusCode).toBe(401);
    const res = await post('/console/login', {});
    expect(res.statusCode).toBe(404);
  });

  it('sends the document security headers on console pages', async () => {
    const res = await get('/console/login');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('without a console build, /console answers 404 rather than the member app', async () => {
    const res = await memberOnly.inject({ method: 'GET', url: '/console/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: 404, Mensaje: serverMessages.notFound });
    expect((await memberOnly.inject({ method: 'GET', url: '/login' })).body).toContain('Portal de Socios');
    expect((await memberOnlyPost(paths.organismos, {})).statusCode).toBe(200);
  });
});
