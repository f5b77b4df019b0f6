import { describe, expect, it } from 'vitest';
import { notificationMessages, paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createNotification } from '../../support/content-factories';

const { db, post } = await createTestApp();

interface StoredNotice {
  member_id: number;
  titulo: string;
  toma_conocimiento: boolean;
  visto_at: Date | null;
  conocimiento_at: Date | null;
}

const stored = async (id: number) =>
  (
    await db.query<StoredNotice>(
      'SELECT member_id, titulo, toma_conocimiento, visto_at, conocimiento_at FROM notifications WHERE id = $1',
      [id],
    )
  )[0];

const tomaConocimiento = async (uat: string, id: number) =>
  (
    (await post(paths.notifications, { UAT: uat })).json().Notificaciones as {
      Id: number;
      TomaConocimiento: boolean;
    }[]
  ).find((n) => n.Id === id)?.TomaConocimiento;

const calls = [
  ['GrabaConocimientoAviso', paths.acknowledgeNotice],
  ['GrabaVistoAviso', paths.markNoticeViewed],
] as const;

describe('GrabaConocimientoAviso', () => {
  it('marks the notification acknowledged, and the mark persists across reads and sessions', async () => {
    const member = await createSignedInMember(db);
    const id = await createNotification(db, member);
    const untouched = await createNotification(db, member);

    const res = await post(paths.acknowledgeNotice, { UAT: member.uat, AvisoId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 200, Mensaje: notificationMessages.acknowledged });

    expect(await tomaConocimiento(member.uat, id)).toBe(true);
    expect(await tomaConocimiento(member.uat, id)).toBe(true);
    expect(await tomaConocimiento(member.uat, untouched)).toBe(false);
    const login = await post(paths.login, { Mail: member.mail, Password: member.password });
    expect(await tomaConocimiento(login.json().UAT, id)).toBe(true);
    expect((await stored(id))!.conocimiento_at).toBeInstanceOf(Date);
  });

  it('is idempotent: acknowledging again answers the same and keeps the first time', async () => {
    const member = await createSignedInMember(db);
    const id = await createNotification(db, member);
    await post(paths.acknowledgeNotice, { uat: member.uat, AvisoId: String(id) });
    const first = (await stored(id))!.conocimiento_at!;
    const again = await post(paths.acknowledgeNotice, { uat: member.uat, AvisoId: id });
    expect(again.json()).toEqual({ Status: 200, Mensaje: notificationMessages.acknowledged });
    expect((await stored(id))!.conocimiento_at!.getTime()).toBe(first.getTime());
  });
});

describe('GrabaVistoAviso', () => {
  it('records when the member viewed it without acknowledging it', async () => {
    const member = await createSignedInMember(db);
    const id = await createNotification(db, member);
    const res = await post(paths.markNoticeViewed, { UAT: member.uat, AvisoId: id });
    expect(res.json()).toEqual({ Status: 200, Mensaje: notificationMessages.viewed });
    const row = (await stored(id))!;
    expect(row.visto_at).toBeInstanceOf(Date);
    expect(row).toMatchObject({ toma_conocimiento: false, conocimiento_at: null });
    expect(await tomaConocimiento(member.uat, id)).toBe(false);

    // Viewing again keeps the first view; viewing after acknowledging leaves the acknowledgement alone.
    await post(paths.markNoticeViewed, { UAT: member.uat, AvisoId: id });
    expect((await stored(id))!.visto_at!.getTime()).toBe(row.visto_at!.getTime());
    await post(paths.acknowledgeNotice, { UAT: member.uat, AvisoId: id });
    await post(paths.markNoticeViewed, { UAT: member.uat, AvisoId: id });
    expect(await tomaConocimiento(member.uat, id)).toBe(true);
  });
});

describe.each(calls)('%s ownership', (_, path) => {
  it("answers another member's notice exactly like a missing one, and changes nothing", async () => {
    const me = await createSignedInMember(db);
    const owner = await createSignedInMember(db);
    const theirs = await createNotification(db, owner, { titulo: 'Ajeno' });
    const before = await stored(theirs);
    const [{ max }] = (await db.query<{ max: number }>('SELECT max(id)::int AS max FROM notifications')) as [
      { max: number },
    ];

    const answers = [];
    for (const AvisoId of [theirs, String(theirs), max + 1000, 0]) {
      const res = await post(path, { UAT: me.uat, AvisoId });
      answers.push({ status: res.statusCode, body: res.body });
    }
    for (const answer of answers)
      expect(answer).toEqual({
        status: 404,
        body: JSON.stringify({ Status: 404, Mensaje: notificationMessages.notFound }),
      });
    expect(await stored(theirs)).toEqual(before);
    expect(await tomaConocimiento(owner.uat, theirs)).toBe(false);
  });

  it.each([
    ['a negative id', -5],
    ['text', 'uno'],
    ['SQL', '1 OR 1=1'],
    ['a huge number', 2 ** 40],
    ['a fraction', 2.5],
  ])('refuses %s with 400', async (_, AvisoId) => {
    const member = await createSignedInMember(db);
    const res = await post(path, { UAT: member.uat, AvisoId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Status: 400,
      Mensaje: 'AvisoId debe ser un número entero entre 0 y 2147483647',
    });
  });

  it('refuses a missing AvisoId with 400', async () => {
    const member = await createSignedInMember(db);
    expect((await post(path, { UAT: member.uat })).json()).toEqual({
      Status: 400,
      Mensaje: 'Falta el campo AvisoId',
    });
  });

  it('answers 401 without a session, and changes nothing', async () => {
    const owner = await createSignedInMember(db);
    const id = await createNotification(db, owner);
    const before = await stored(id);
    for (const body of [{ AvisoId: id }, { UAT: 'x', AvisoId: id }]) {
      const res = await post(path, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
    }
    expect(await stored(id)).toEqual(before);
  });
});
