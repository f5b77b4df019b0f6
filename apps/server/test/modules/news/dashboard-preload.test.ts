import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { createNews } from '../../support/content-factories';
import { jpegOf } from '../../support/images';

// The dashboard page names its first news picture in a preload header (app.ts, plugins/static-web.ts).
const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-dashboard-preload-'));
for (const file of ['index.html', 'dashboard.html', 'loans.html', 'shell.html'])
  writeFileSync(path.join(webRoot, file), `<!doctype html><title>${file}</title><div id="root"></div>`);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const { app, db, post } = await createTestApp({ webRoot });
const page = (url: string) => app.inject({ method: 'GET', url });

/** Each item newer than the one before, so that it is the newest. */
let clock = Date.now() - 60 * 60_000;
const newer = () => new Date((clock += 1000));

/** The address of the first item on a member's dashboard (TraeNovedades' first page). */
async function firstImageOf(uat: string) {
  return (await post(paths.news, { UAT: uat })).json().Novedades[0].Imagen as string;
}

describe("the dashboard page's image preload", () => {
  it('names the newest item for everyone: the picture every member sees first', async () => {
    await createNews(db, { imagen: jpegOf(2000), fecha: newer() });
    const member = await createSignedInMember(db);
    const address = await firstImageOf(member.uat);

    const res = await page('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(`<${address}>; rel=preload; as=image; fetchpriority=high`);
    // The image it names is served.
    expect((await page(address)).statusCode).toBe(200);
    // Only the dashboard shows it.
    expect((await page('/loans')).headers.link).toBeUndefined();
    expect((await page('/')).headers.link).toBeUndefined();
  });

  it('names nothing when the newest item has no picture', async () => {
    await createNews(db, { fecha: newer() });
    expect((await page('/dashboard')).headers.link).toBeUndefined();
  });

  it('names nothing when the newest item is for some organismos only: not every member sees it first', async () => {
    await createNews(db, { imagen: jpegOf(2100), fecha: newer() });
    expect((await page('/dashboard')).headers.link).toBeDefined();
    const organismo = await createOrganismo(db);
    await createNews(db, { imagen: jpegOf(2200), organismoId: organismo, fecha: newer() });
    expect((await page('/dashboard')).headers.link).toBeUndefined();
  });

  it('skips drafts, scheduled and taken-down items, as the news answer does', async () => {
    const shown = await createNews(db, { imagen: jpegOf(2300), fecha: newer() });
    await createNews(db, { imagen: jpegOf(2400), published: false });
    await createNews(db, { imagen: jpegOf(2500), fecha: new Date(Date.now() + 3_600_000) });
    const takenDown = await createNews(db, { imagen: jpegOf(2600), fecha: newer() });
    await db.query('UPDATE news SET unpublished_at = now() WHERE id = $1', [takenDown]);
    expect((await page('/dashboard')).headers.link).toMatch(new RegExp(`^</api/i/${shown}/[0-9a-f]{5}>;`));
  });

  it('serves the page without the header when the lookup fails', async () => {
    const failing = vi.spyOn(app.news, 'firstImageForEveryone').mockRejectedValueOnce(new Error('db down'));
    const res = await page('/dashboard');
    expect(failing).toHaveBeenCalled();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dashboard.html');
    expect(res.headers.link).toBeUndefined();
  });
});
