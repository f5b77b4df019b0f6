import { describe, expect, it } from 'vitest';
import { newsMessages, paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { createNews } from '../../support/content-factories';
import { jpegOf } from '../../support/images';

const { db, post } = await createTestApp();

const news = (body: unknown) => post(paths.news, body);
const ids = async (uat: string) =>
  ((await news({ UAT: uat })).json().Novedades as { Id: number }[]).map((n) => n.Id);

describe('TraeNovedades', () => {
  // First in this file: nothing has been published yet.
  it('answers an empty first page with its own message', async () => {
    const member = await createSignedInMember(db);
    expect((await news({ UAT: member.uat, UltimaId: 0 })).json()).toEqual({
      Status: 200,
      Mensaje: newsMessages.none,
      Message: newsMessages.none,
      Novedades: [],
    });
  });

  it('answers each item with the text as written, the date in ISO 8601 and the image by address', async () => {
    const texto =
      '<p>Nueva l&iacute;nea de pr&eacute;stamos para <strong>a&ntilde;o 2025</strong></p><script>alert(1)</script>';
    const image = jpegOf(2048);
    const withImage = await createNews(db, {
      titulo: 'Préstamos',
      texto,
      fecha: '2025-03-01T13:30:00Z',
      imagen: image,
    });
    const withoutImage = await createNews(db, { titulo: 'Sin imagen', texto: 'Texto plano' });
    const member = await createSignedInMember(db);

    const res = await news({ uat: member.uat });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Status: 200, Mensaje: newsMessages.ok, Message: newsMessages.ok });
    expect(body.Novedades).toEqual([
      {
        Id: withoutImage,
        Titulo: 'Sin imagen',
        Texto: 'Texto plano',
        Fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        Imagen: '',
      },
      {
        Id: withImage,
        Titulo: 'Préstamos',
        Texto: texto,
        Fecha: '2025-03-01T13:30:00.000Z',
        Imagen: expect.stringMatching(new RegExp(`^/api/i/${withImage}/[0-9a-f]{5}$`)),
      },
    ]);
  });

  it("shows news for everyone and for the member's own organismo only, never unpublished ones", async () => {
    const [a, b] = [await createOrganismo(db), await createOrganismo(db)];
    const forA = await createNews(db, { organismoId: a });
    const forB = await createNews(db, { organismoId: b });
    const draft = await createNews(db, { published: false });
    const draftForA = await createNews(db, { organismoId: a, published: false });
    const everyone = await createNews(db);

    const memberA = await createSignedInMember(db, { organismoId: a });
    const memberB = await createSignedInMember(db, { organismoId: b });
    const [seenByA, seenByB] = [await ids(memberA.uat), await ids(memberB.uat)];
    expect(seenByA.slice(0, 2)).toEqual([everyone, forA]);
    expect(seenByB.slice(0, 2)).toEqual([everyone, forB]);
    for (const hidden of [forB, draft, draftForA]) expect(seenByA).not.toContain(hidden);
    for (const hidden of [forA, draft, draftForA]) expect(seenByB).not.toContain(hidden);
  });
});

describe('TraeNovedades refuses', () => {
  it.each([
    ['a negative number', -1],
    ['a negative string', '-1'],
    ['text', 'abc'],
    ['SQL', '0; DROP TABLE news'],
    ['a fraction', 1.5],
    ['a number beyond any id', 2 ** 31],
    ['a huge number', 1e20],
    ['a huge string', '99999999999999999999'],
    ['null', null],
  ])('%s as UltimaId with 400 and a Spanish message', async (_, UltimaId) => {
    const member = await createSignedInMember(db);
    const res = await news({ UAT: member.uat, UltimaId });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Status).toBe(400);
    expect(body.Mensaje).toBe('UltimaId debe ser un número entero entre 0 y 2147483647');
    expect(body).not.toHaveProperty('Novedades');
  });

  it('an unknown field with 400', async () => {
    const member = await createSignedInMember(db);
    const res = await news({ UAT: member.uat, UltimaId: 0, Organismo: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Mensaje).toBe('Campo no permitido: Organismo');
  });

  it.each([
    ['no token', {}],
    ['an empty token', { UAT: '' }],
    ['an unknown token', { UAT: 'x'.repeat(43) }],
  ])('%s with 401', async (_, body) => {
    const res = await news({ ...body, UltimaId: 0 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
  });

  it('a signed-out session with 401', async () => {
    const member = await createSignedInMember(db);
    await post(paths.logout, { UAT: member.uat });
    expect((await news({ UAT: member.uat })).statusCode).toBe(401);
  });
});
