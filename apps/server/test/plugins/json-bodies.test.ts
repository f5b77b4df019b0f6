import { describe, expect, it } from 'vitest';
import { notificationMessages, paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../support/app';
import { createSignedInMember, TEST_PASSWORD } from '../support/factories';
import { createNotification } from '../support/content-factories';

// PostgreSQL (and PGlite) refuse NUL in text: without the parser's check these calls failed in a query (500).
const { db, post } = await createTestApp();
const refused = { Status: 400, Mensaje: serverMessages.invalidText };

const memberRow = async (id: number) =>
  (
    await db.query<{ celular: string | null; domicilio: string | null }>(
      'SELECT celular, domicilio FROM members WHERE id = $1',
      [id],
    )
  )[0];
const noticeRow = async (id: number) =>
  (
    await db.query<{ visto_at: Date | null; conocimiento_at: Date | null }>(
      'SELECT visto_at, conocimiento_at FROM notifications WHERE id = $1',
      [id],
    )
  )[0];

describe('a NUL character in a JSON string', () => {
  it('login: 400 in Spanish, in the password as in the mail', async () => {
    const member = await createSignedInMember(db);
    for (const body of [
      { Mail: member.mail, Password: `${TEST_PASSWORD}\u0000` },
      { Mail: `${member.mail}\u0000`, Password: TEST_PASSWORD },
    ]) {
      const res = await post(paths.login, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    const sessions = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE member_id = $1',
      [member.id],
    );
    expect(sessions[0]!.n).toBe(1);
  });

  it('profile update (Celular, Domicilio): 400 in Spanish, nothing changed', async () => {
    const member = await createSignedInMember(db, { celular: '1155554444' });
    for (const change of [
      { Celular: '11\u00005555 4444' },
      { Domicilio: 'Belgrano\u0000 123' },
      { Domicilio: 'Belgrano 123', Celular: '\u0000' },
    ]) {
      const res = await post(paths.updateProfile, { uat: member.uat, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    expect(await memberRow(member.id)).toEqual({ celular: '1155554444', domicilio: null });
  });

  it('notification calls: 400 in Spanish, the notification stays unread and unacknowledged', async () => {
    const member = await createSignedInMember(db);
    const id = await createNotification(db, member);
    for (const [url, body] of [
      [paths.notifications, { UAT: `${member.uat}\u0000` }],
      [paths.notifications, { UAT: member.uat, NotificacionId: '0\u0000' }],
      [paths.acknowledgeNotice, { UAT: member.uat, AvisoId: `${id}\u0000` }],
      [paths.markNoticeViewed, { UAT: member.uat, AvisoId: `${id}\u0000` }],
      [paths.acknowledgeNotice, { UAT: member.uat, AvisoId: id, Extra: ['ok', { deep: 'x\u0000' }] }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    expect(await noticeRow(id)).toEqual({ visto_at: null, conocimiento_at: null });
    // The same calls without the NUL work: the refusal was the character, not the call.
    expect((await post(paths.acknowledgeNotice, { UAT: member.uat, AvisoId: id })).json()).toEqual({
      Status: 200,
      Mensaje: notificationMessages.acknowledged,
    });
  });

  it('in a field name, or deep inside a body nested 200,000 levels, still 400 and not a crash', async () => {
    const deep = `${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`;
    for (const body of ['{"Mail":"a@b.com","Password":"x","k\\u0000":1}', deep]) {
      const res = await post(paths.login, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    expect((await post(paths.organismos, {})).statusCode).toBe(200);
  });

  it('an escaped backslash before "u0000" is ordinary text, not a NUL', async () => {
    const member = await createSignedInMember(db);
    const res = await post(paths.updateProfile, `{"uat":"${member.uat}","Domicilio":"Calle \\\\u0000 12"}`);
    expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.profileUpdated });
    expect((await memberRow(member.id))!.domicilio).toBe('Calle \\u0000 12');
  });
});
