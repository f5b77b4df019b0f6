import { describe, expect, it } from 'vitest';
import { NEWS_IMAGE_REF_MAX, newsImagePath, paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { createNews } from '../../support/content-factories';
import { gif, jpegOf, pngOf } from '../../support/images';

const { app, db, post } = await createTestApp();

const get = (url: string) => app.inject({ method: 'GET', url });

/** The `Imagen` a member receives for the item `id`. */
async function addressOf(uat: string, id: number) {
  const items = (await post(paths.news, { UAT: uat })).json().Novedades as { Id: number; Imagen: string }[];
  const item = items.find((n) => n.Id === id);
  if (!item) throw new Error(`item ${id} not in the first page`);
  return item.Imagen;
}

describe('news images by address', () => {
  it('TraeNovedades sends a short address, and the address serves the very bytes, cacheable for a year', async () => {
    const member = await createSignedInMember(db);
    const image = jpegOf(40 * 1024);
    const id = await createNews(db, { imagen: image });

    const address = await addressOf(member.uat, id);
    // The spec turns anything longer into a data URL: the app takes this one as it is.
    expect(address.length).toBeLessThanOrEqual(NEWS_IMAGE_REF_MAX);
    expect(address).toMatch(new RegExp(`^/api/i/${id}/[0-9a-f]{5}$`));

    const res = await get(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(image)).toBe(true);
    // HEAD too (a cache checking it).
    expect((await app.inject({ method: 'HEAD', url: address })).statusCode).toBe(200);
  });

  it('keeps the news answer small: no image bytes in it', async () => {
    const member = await createSignedInMember(db);
    for (let i = 0; i < 6; i++) await createNews(db, { imagen: jpegOf(60 * 1024) });
    const res = await post(paths.news, { UAT: member.uat });
    expect(res.json().Novedades).toHaveLength(6);
    expect(res.rawPayload.length).toBeLessThan(4 * 1024);
  });

  it('names the content: a new image gets a new address and the old one is no longer served', async () => {
    const member = await createSignedInMember(db);
    const id = await createNews(db, { imagen: jpegOf(2048) });
    const before = await addressOf(member.uat, id);
    await db.query('UPDATE news SET imagen = $2 WHERE id = $1', [id, jpegOf(4096)]);
    const after = await addressOf(member.uat, id);
    expect(after).not.toBe(before);
    expect((await get(after)).rawPayload.equals(jpegOf(4096))).toBe(true);
    expect((await get(before)).statusCode).toBe(404);
  });

  it('names other formats by their content', async () => {
    const member = await createSignedInMember(db);
    const png = await createNews(db, { imagen: pngOf(1024) });
    const animated = await createNews(db, { imagen: gif() });
    expect((await get(await addressOf(member.uat, png))).headers['content-type']).toBe('image/png');
    expect((await get(await addressOf(member.uat, animated))).headers['content-type']).toBe('image/gif');
  });

  it('the longest id still fits the spec: at most 23 characters', () => {
    expect(newsImagePath(2 ** 31 - 1, 'abcde')).toHaveLength(NEWS_IMAGE_REF_MAX);
  });

  it('serves only what members may read now: not a draft, a scheduled or a taken-down item', async () => {
    const organismo = await createOrganismo(db);
    const id = await createNews(db, { imagen: jpegOf(3000), organismoId: organismo });
    const rows = await db.query<{ imagen_tag: string }>('SELECT imagen_tag FROM news WHERE id = $1', [id]);
    const address = newsImagePath(id, rows[0]!.imagen_tag);
    // Published for one organismo: not personal, served by address (decision 016).
    expect((await get(address)).statusCode).toBe(200);
    expect(await addressOf((await createSignedInMember(db, { organismoId: organismo })).uat, id)).toBe(
      address,
    );

    await db.query('UPDATE news SET unpublished_at = now() WHERE id = $1', [id]);
    expect((await get(address)).json()).toEqual({ Status: 404, Mensaje: serverMessages.notFound });
    await db.query(
      `UPDATE news SET unpublished_at = NULL, publish_at = now() + interval '1 day' WHERE id = $1`,
      [id],
    );
    expect((await get(address)).statusCode).toBe(404);
    await db.query('UPDATE news SET publish_at = NULL WHERE id = $1', [id]);
    expect((await get(address)).statusCode).toBe(404);
  });

  it.each([
    ['an item without image', async () => newsImagePath(await createNews(db), 'abcde')],
    ['an unknown id', async () => newsImagePath(2 ** 31 - 1, 'abcde')],
    ['a wrong tag', async () => newsImagePath(await createNews(db, { imagen: jpegOf(999) }), '00000')],
    ['a tag that is not one', async () => `/api/i/${await createNews(db, { imagen: jpegOf(998) })}/x'or1`],
    ['an id that is not one', async () => '/api/i/abc/abcde'],
    ['an id beyond any integer', async () => '/api/i/99999999999/abcde'],
    ['no tag', async () => `/api/i/${await createNews(db, { imagen: jpegOf(997) })}`],
  ])('answers 404 to %s, never cached', async (_, address) => {
    const res = await get(await address());
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ Status: 404, Mensaje: serverMessages.notFound });
  });
});
