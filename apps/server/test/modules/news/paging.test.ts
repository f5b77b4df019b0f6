import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, newsMessages, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { createNews } from '../../support/content-factories';

const { db, post } = await createTestApp();

interface Page {
  Status: number;
  Mensaje: string;
  Message: string;
  Novedades: { Id: number; Titulo: string; Texto: string; Fecha: string; Imagen: string }[];
}

const page = async (uat: string, UltimaId?: number | string): Promise<Page> => {
  const res = await post(paths.news, { UAT: uat, ...(UltimaId === undefined ? {} : { UltimaId }) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Follows the 'Cargar mas' cursor until an empty page; fails instead of looping forever. */
async function walk(uat: string) {
  const pages: number[][] = [];
  let cursor = 0;
  for (let guard = 0; guard < 100; guard++) {
    const { Novedades } = await page(uat, cursor);
    if (Novedades.length === 0) return pages;
    pages.push(Novedades.map((n) => n.Id));
    cursor = Novedades[Novedades.length - 1]!.Id;
  }
  throw new Error('the cursor never reached an empty page');
}

// News for everyone are seen by every member of this file; each test gets its own organismo.
const forEveryone: number[] = [];
for (let i = 0; i < 2 * NEWS_PAGE_SIZE + 2; i++)
  forEveryone.push(await createNews(db, { titulo: `General ${i}` }));

describe('TraeNovedades paging', () => {
  it('walks every visible item once, newest first, in full pages, and ends with an empty page', async () => {
    const organismoId = await createOrganismo(db);
    const own: number[] = [];
    for (let i = 0; i < 5; i++) own.push(await createNews(db, { titulo: `Propia ${i}`, organismoId }));
    const member = await createSignedInMember(db, { organismoId });

    const pages = await walk(member.uat);
    const ids = pages.flat();
    const expected = [...forEveryone, ...own].sort((a, b) => b - a);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.slice(0, -1).every((p) => p.length === NEWS_PAGE_SIZE)).toBe(true);
    expect(pages.at(-1)!.length).toBe(expected.length % NEWS_PAGE_SIZE || NEWS_PAGE_SIZE);
  });

  it('answers an exhausted cursor with an empty page, repeatedly', async () => {
    const member = await createSignedInMember(db, { organismoId: await createOrganismo(db) });
    const oldest = Math.min(...forEveryone);
    for (const cursor of [oldest, 1, String(oldest)]) {
      const res = await page(member.uat, cursor);
      expect(res).toEqual({
        Status: 200,
        Mensaje: newsMessages.exhausted,
        Message: newsMessages.exhausted,
        Novedades: [],
      });
    }
  });

  it('treats a missing UltimaId, 0 and "0" as the first page', async () => {
    const member = await createSignedInMember(db, { organismoId: await createOrganismo(db) });
    const first = (await page(member.uat)).Novedades.map((n) => n.Id);
    expect(first).toHaveLength(NEWS_PAGE_SIZE);
    expect((await page(member.uat, 0)).Novedades.map((n) => n.Id)).toEqual(first);
    expect((await page(member.uat, '0')).Novedades.map((n) => n.Id)).toEqual(first);
  });

  it('continues right below the cursor, even when it names an item this member cannot see', async () => {
    const member = await createSignedInMember(db, { organismoId: await createOrganismo(db) });
    const sorted = [...forEveryone].sort((a, b) => b - a);
    expect((await page(member.uat, sorted[2])).Novedades[0]!.Id).toBe(sorted[3]);
    const hidden = await createNews(db, { organismoId: await createOrganismo(db) });
    expect((await page(member.uat, hidden)).Novedades[0]!.Id).toBe(sorted[0]);
    const above = await page(member.uat, 2_000_000_000);
    expect(above.Novedades.map((n) => n.Id)).toEqual(sorted.slice(0, NEWS_PAGE_SIZE));
  });

  it('does not repeat or skip items when news are published while paging', async () => {
    const organismoId = await createOrganismo(db);
    const member = await createSignedInMember(db, { organismoId });
    const before = (await page(member.uat, 0)).Novedades.map((n) => n.Id);
    const fresh = await createNews(db, { organismoId, titulo: 'Recién publicada' });
    const next = (await page(member.uat, before.at(-1))).Novedades.map((n) => n.Id);
    expect(next.some((id) => before.includes(id) || id === fresh)).toBe(false);
    expect(next[0]).toBeLessThan(before.at(-1)!);
    // The newly published item shows on the next first page.
    expect((await page(member.uat, 0)).Novedades[0]!.Id).toBe(fresh);
  });

  it('orders by publishing time, so an item scheduled later shows above newer ones, and pages by its id', async () => {
    const organismoId = await createOrganismo(db);
    const member = await createSignedInMember(db, { organismoId });
    // Written first, then one published an hour ago; the first comes out only now (it was scheduled).
    const scheduled = await createNews(db, { organismoId, titulo: 'Programada', published: false });
    const older = await createNews(db, {
      organismoId,
      titulo: 'De hace una hora',
      fecha: new Date(Date.now() - 3_600_000),
    });
    await db.query('UPDATE news SET publish_at = now() WHERE id = $1', [scheduled]);
    const ids = (await walk(member.uat)).flat();
    expect(ids[0]).toBe(scheduled);
    expect(ids.indexOf(older)).toBeGreaterThan(ids.indexOf(Math.min(...forEveryone)));
    // The cursor is the last item's id: the page after the scheduled item goes on below its time.
    const after = (await page(member.uat, scheduled)).Novedades.map((n) => n.Id);
    expect(after[0]).toBe(Math.max(...forEveryone));
    expect(after).not.toContain(scheduled);
    // A draft written after both does not move them; once published it is on top.
    const draft = await createNews(db, { organismoId, published: false });
    expect((await page(member.uat, 0)).Novedades[0]!.Id).toBe(scheduled);
    await db.query('UPDATE news SET publish_at = now() WHERE id = $1', [draft]);
    expect((await page(member.uat, 0)).Novedades[0]!.Id).toBe(draft);
  });
});
