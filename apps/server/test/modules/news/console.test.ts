import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  auditActionLabels,
  consoleNewsMessages as m,
  consoleNewsPaths,
  newsItemPath,
  paths,
  type ConsoleNews,
  type ConsoleNewsList,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { pdf, textFile } from '../../support/images';

const { app, db, post, consoleAs } = await createTestApp({ staffTotp: false });
const comunicaciones = await consoleAs('comunicaciones@s.test', ['comunicaciones']);
const soporte = await consoleAs('soporte@s.test', ['soporte']);

const create = (body: object, as = comunicaciones) => as.post(consoleNewsPaths.list, body);
const edit = (id: number, body: object) => comunicaciones.post(newsItemPath(consoleNewsPaths.item, id), body);
const publish = (id: number, publishAt: string | null = null) =>
  comunicaciones.post(newsItemPath(consoleNewsPaths.publish, id), { publishAt });
const unpublish = (id: number) => comunicaciones.post(newsItemPath(consoleNewsPaths.unpublish, id));
const memberSees = async (uat: string) =>
  (await post(paths.news, { UAT: uat })).json().Novedades as { Id: number; Titulo: string; Imagen: string }[];

const draft = { titulo: 'Nueva línea', texto: '<p>Hola</p>', paraTodos: true, organismoIds: [] };
const imageOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
const newItem = async (body: object = draft) => (await create(body)).json<{ item: ConsoleNews }>().item;

describe('news from the console', () => {
  it('only content.manage may list, create, publish or unpublish', async () => {
    const item = await newItem();
    for (const res of [
      await soporte.get(consoleNewsPaths.list),
      await create(draft, soporte),
      await soporte.post(newsItemPath(consoleNewsPaths.publish, item.id), { publishAt: null }),
      await soporte.post(newsItemPath(consoleNewsPaths.unpublish, item.id)),
      await soporte.post(consoleNewsPaths.checkImage, { imagen: 'AAAA' }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'GET', url: consoleNewsPaths.list });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a draft is not seen by members; publishing now shows it; unpublishing hides it; each step is audited', async () => {
    const member = await createSignedInMember(db);
    const res = await create({ ...draft, titulo: '  Préstamos <b>nuevos</b>  ' });
    expect(res.statusCode).toBe(200);
    const { item, Mensaje } = res.json<{ item: ConsoleNews; Mensaje: string }>();
    expect(Mensaje).toBe(m.created);
    expect(item).toMatchObject({ titulo: 'Préstamos <b>nuevos</b>', estado: 'borrador', publishAt: null });
    expect((await memberSees(member.uat)).map((n) => n.Id)).not.toContain(item.id);

    const published = await publish(item.id);
    expect(published.json()).toMatchObject({ Mensaje: m.published, item: { estado: 'publicada' } });
    expect((await memberSees(member.uat))[0]).toMatchObject({
      Id: item.id,
      Titulo: 'Préstamos <b>nuevos</b>',
    });

    expect((await unpublish(item.id)).json()).toMatchObject({
      Mensaje: m.unpublished,
      item: { estado: 'despublicada' },
    });
    expect((await memberSees(member.uat)).map((n) => n.Id)).not.toContain(item.id);
    expect((await unpublish(item.id)).json()).toEqual({ Status: 400, Mensaje: m.notPublished });
    // Published again, it comes back for members.
    expect((await publish(item.id)).json()).toMatchObject({
      item: { estado: 'publicada', unpublishedAt: null },
    });
    expect((await memberSees(member.uat)).map((n) => n.Id)).toContain(item.id);
    await unpublish(item.id);

    const audit = await db.query<{ action: string; staff_id: number; after: object }>(
      `SELECT action, staff_id, after FROM audit_log WHERE entity = 'news' AND entity_id = $1 ORDER BY id`,
      [String(item.id)],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'news.create',
      'news.publish',
      'news.unpublish',
      'news.publish',
      'news.unpublish',
    ]);
    expect(audit[0]!.after).toMatchObject({ titulo: 'Préstamos <b>nuevos</b>', imagen: null });
    for (const a of audit) expect(auditActionLabels[a.action]).toBeTruthy();
  });

  it('a scheduled item stays hidden until its time comes, then shows without any job', async () => {
    const member = await createSignedInMember(db);
    const item = await newItem();
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect((await publish(item.id, at)).json()).toMatchObject({
      Mensaje: m.scheduled,
      item: { estado: 'programada', publishAt: at },
    });
    expect((await memberSees(member.uat)).map((n) => n.Id)).not.toContain(item.id);
    // The clock moves: the item's time is set an instant ago, as when the hour arrives.
    await db.query(`UPDATE news SET publish_at = now() - interval '1 second' WHERE id = $1`, [item.id]);
    expect((await memberSees(member.uat)).map((n) => n.Id)).toContain(item.id);
    expect((await comunicaciones.get(newsItemPath(consoleNewsPaths.item, item.id))).json()).toMatchObject({
      estado: 'publicada',
    });
    const [last] = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'news' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(item.id)],
    );
    expect(last!.action).toBe('news.schedule');
  });

  it('refuses a time already past or more than a year ahead, and a scheduled item can be called off', async () => {
    const item = await newItem();
    expect((await publish(item.id, '2020-01-01T10:00:00Z')).json()).toEqual({
      Status: 400,
      Mensaje: m.pastTime,
    });
    const far = new Date(Date.now() + 400 * 24 * 3600_000).toISOString();
    expect((await publish(item.id, far)).json()).toEqual({ Status: 400, Mensaje: m.tooFar });
    expect((await publish(item.id, 'mañana')).statusCode).toBe(400);
    await publish(item.id, new Date(Date.now() + 3600_000).toISOString());
    expect((await unpublish(item.id)).json()).toMatchObject({ item: { estado: 'despublicada' } });
  });

  it('shows an item for some organismos to their members only', async () => {
    const [a, b, c] = [await createOrganismo(db), await createOrganismo(db), await createOrganismo(db)];
    const item = await newItem({ ...draft, paraTodos: false, organismoIds: [b, a, a] });
    expect(item).toMatchObject({ paraTodos: false, organismoIds: [a, b].sort((x, y) => x - y) });
    await publish(item.id);
    const [ma, mb, mc] = [
      await createSignedInMember(db, { organismoId: a }),
      await createSignedInMember(db, { organismoId: b }),
      await createSignedInMember(db, { organismoId: c }),
    ];
    expect((await memberSees(ma.uat)).map((n) => n.Id)).toContain(item.id);
    expect((await memberSees(mb.uat)).map((n) => n.Id)).toContain(item.id);
    expect((await memberSees(mc.uat)).map((n) => n.Id)).not.toContain(item.id);

    // Edited to everyone: the audience rows go, every member sees it; the audit names what changed.
    const res = await edit(item.id, { ...draft, titulo: item.titulo, texto: item.texto, organismoIds: [a] });
    expect(res.json()).toMatchObject({ Mensaje: m.saved, item: { paraTodos: true, organismoIds: [] } });
    expect((await memberSees(mc.uat)).map((n) => n.Id)).toContain(item.id);
    const [audit] = await db.query<{ before: object; after: object }>(
      `SELECT before, after FROM audit_log WHERE action = 'news.update' AND entity_id = $1`,
      [String(item.id)],
    );
    expect(audit).toEqual({
      before: { paraTodos: false, organismoIds: [a, b].sort((x, y) => x - y) },
      after: { paraTodos: true, organismoIds: [] },
    });
  });

  it('refuses bad content naming the field, an unknown organismo and an unknown item', async () => {
    for (const [body, text] of [
      [{ ...draft, titulo: ' a ' }, 'Escriba un título de al menos 3 caracteres'],
      [{ ...draft, titulo: 'x'.repeat(121) }, 'El título no puede superar los 120 caracteres'],
      [{ ...draft, texto: '   ' }, 'Escriba el texto de la novedad'],
      [{ ...draft, paraTodos: false, organismoIds: [] }, 'Elija al menos un organismo'],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Mensaje).toContain(text);
    }
    expect((await create({ ...draft, paraTodos: false, organismoIds: [999_999] })).json()).toEqual({
      Status: 400,
      Mensaje: m.unknownOrganismo,
    });
    expect((await create({ ...draft, html: true })).statusCode).toBe(400);
    expect((await publish(999_999)).json()).toEqual({ Status: 404, Mensaje: m.notFound });
    expect((await edit(999_999, draft)).json()).toEqual({ Status: 404, Mensaje: m.notFound });
  });

  it('lists every item newest first with its state, paged by cursor', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await newItem({ ...draft, titulo: `Paginada ${i}` })).id);
    await publish(ids[1]!);
    const first = (await comunicaciones.get(`${consoleNewsPaths.list}?limit=2`)).json<ConsoleNewsList>();
    expect(first.items.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    expect(first.items.map((n) => n.estado)).toEqual(['borrador', 'publicada']);
    expect(first.items[0]!.updatedBy).toBe('comunicaciones@s.test');
    const second = (
      await comunicaciones.get(`${consoleNewsPaths.list}?limit=2&cursor=${first.next}`)
    ).json<ConsoleNewsList>();
    expect(second.items[0]!.id).toBe(ids[0]);
  });
});

describe('news images', () => {
  const check = (imagen: string) => comunicaciones.post(consoleNewsPaths.checkImage, { imagen });

  it('re-encodes an image to the 16:9 JPEG the phone shows, at most 1280 × 720, without metadata', async () => {
    const png = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#ff0000' } })
      .withMetadata({ exif: { IFD0: { Artist: 'secreto' } } })
      .jpeg()
      .toBuffer();
    const res = await check(png.toString('base64'));
    expect(res.statusCode).toBe(200);
    const verdict = res.json();
    expect(verdict).toMatchObject({ Mensaje: m.imageOk, ancho: 1280, alto: 720 });
    const out = Buffer.from(verdict.imagen, 'base64');
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    expect(meta.exif).toBeUndefined();

    // Smaller than the card's full size: cropped to 16:9, never enlarged.
    const small = (await check((await imageOf(800, 800)).toString('base64'))).json();
    expect(small).toMatchObject({ ancho: 800, alto: 450 });
  });

  it('stores the image of a new item; members receive it; staff read it; an edit may keep or drop it', async () => {
    const member = await createSignedInMember(db);
    const imagen = (await imageOf(1600, 900)).toString('base64');
    const item = await newItem({ ...draft, imagen });
    expect(item.tieneImagen).toBe(true);
    await publish(item.id);
    const seen = (await memberSees(member.uat)).find((n) => n.Id === item.id)!;
    const served = await app.inject({ method: 'GET', url: seen.Imagen });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1280);
    const stored = await comunicaciones.get(newsItemPath(consoleNewsPaths.image, item.id));
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.rawPayload.equals(served.rawPayload)).toBe(true);

    expect((await edit(item.id, { ...draft, titulo: 'Otro título' })).json().item.tieneImagen).toBe(true);
    expect((await edit(item.id, { ...draft, imagen: null })).json().item.tieneImagen).toBe(false);
    expect((await comunicaciones.get(newsItemPath(consoleNewsPaths.image, item.id))).json()).toEqual({
      Status: 404,
      Mensaje: m.noImage,
    });
  });

  it('refuses what is not an image, too large, too small, absurdly large or shaped, with the reason', async () => {
    const cases: [Buffer, string][] = [
      [pdf(), m.imageNotImage],
      [textFile(), m.imageNotImage],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"/>'), m.imageNotImage],
      [await imageOf(200, 120), m.imageTooSmall],
      [await imageOf(2000, 300), m.imageShape],
      [await imageOf(500, 2100), m.imageShape],
      [await imageOf(12_000, 800), m.imageTooBig],
    ];
    for (const [bytes, text] of cases) {
      const res = await check(bytes.toString('base64'));
      expect(res.json()).toEqual({ Status: 400, Mensaje: text });
      // The same refusal when saving, and nothing is created.
      expect((await create({ ...draft, imagen: bytes.toString('base64') })).json().Mensaje).toBe(text);
    }
    expect(m.imageTooLarge).toContain('5 MB');
    const huge = Buffer.concat([await imageOf(800, 450), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await check(huge.toString('base64'));
    expect(res.json()).toEqual({ Status: 413, Mensaje: m.imageTooLarge });
    expect((await check('no es base64 ***')).json()).toEqual({ Status: 400, Mensaje: m.imageNotImage });
  });
});
