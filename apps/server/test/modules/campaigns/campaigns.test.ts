import { describe, expect, it } from 'vitest';
import {
  auditActionLabels,
  campaignMessages,
  paths,
  type CampaignDetail,
  type CampaignSummary,
} from '@portal/contract';
import { addNotification } from '../../../src/modules/notifications/index';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { campaignBody, campaignCalls, copiesOf, recordingDb } from '../../support/campaigns';

const log = { on: false, statements: [] as string[] };
const { app, db, post, consoleAs } = await createTestApp({
  staffTotp: false,
  wrapDb: (plain) => recordingDb(plain, log),
});
const comunicaciones = campaignCalls(await consoleAs('com@s.test', ['comunicaciones']));
const soporte = campaignCalls(await consoleAs('sop@s.test', ['soporte']));

// Three organismos: north has three members, south two, west one.
const north = await createOrganismo(db, { nombre: 'Organismo Norte', nombreCorto: 'NORTE' });
const south = await createOrganismo(db, { nombre: 'Organismo Sur', nombreCorto: 'SUR' });
const west = await createOrganismo(db, { nombre: 'Organismo Oeste', nombreCorto: 'OESTE' });
const members = {
  north: await Promise.all([1, 2, 3].map(() => createSignedInMember(db, { organismoId: north }))),
  south: await Promise.all([1, 2].map(() => createSignedInMember(db, { organismoId: south }))),
  west: await createSignedInMember(db, { organismoId: west, dni: '30123456', mail: 'Oeste@Prueba.com.ar' }),
};

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const memberNotices = async (uat: string) =>
  (await post(paths.notifications, { UAT: uat })).json<{
    Notificaciones: { Id: number; Titulo: string; Descripcion: string; TomaConocimiento: boolean }[];
  }>().Notificaciones;

describe('campaigns: who may', () => {
  it('refuses staff without content.manage and calls without a session, creating nothing', async () => {
    const body = campaignBody();
    for (const res of [
      await soporte.create(body),
      await soporte.list(),
      await soporte.detail(1),
      await soporte.cancel(1),
    ])
      expect(res.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/console/campaigns' });
    expect(anonymous.statusCode).toBe(401);
    expect(await db.query(`SELECT 1 FROM campaigns`)).toHaveLength(0);
  });
});

describe('campaigns: bad input', () => {
  it('names what is wrong, in Spanish, and creates nothing', async () => {
    const cases: [object, string][] = [
      [campaignBody({ title: ' ' }), 'Escriba el título'],
      [campaignBody({ title: 'x'.repeat(121) }), 'El título no puede superar los 120 caracteres'],
      [campaignBody({ text: 'ab' }), 'Escriba el texto del aviso'],
      [campaignBody({ text: 'x'.repeat(2001) }), 'El texto no puede superar los 2000 caracteres'],
      [campaignBody({ audience: { kind: 'member', member: '123' } }), 'Escriba el DNI (7 u 8 dígitos)'],
      [campaignBody({ audience: { kind: 'member', member: '99999999' } }), campaignMessages.memberNotFound],
      [campaignBody({ audience: { kind: 'organismos', organismoIds: [] } }), 'Elija al menos un organismo'],
      [
        campaignBody({ audience: { kind: 'organismos', organismoIds: [north, 999_999] } }),
        campaignMessages.organismoNotFound,
      ],
      [
        campaignBody({ audience: { kind: 'organismos', organismoIds: [north, north] } }),
        'Un organismo está repetido',
      ],
      [{ ...campaignBody(), audience: { kind: 'everyone' } }, 'Elija a quién se envía'],
      [campaignBody({ sendAt: inFuture(-60_000) }), 'La fecha y hora de envío ya pasaron'],
      [campaignBody({ sendAt: inFuture(400 * 24 * 3600_000) }), 'Se puede programar hasta un año adelante'],
      [campaignBody({ sendAt: 'mañana' }), 'Elija la fecha y hora de envío'],
      [
        campaignBody({ sendAt: `${new Date().getUTCFullYear() + 1}-02-30T10:00` }),
        'La fecha y hora de envío no existen',
      ],
      [{ ...campaignBody(), extra: true }, ''],
    ];
    for (const [body, text] of cases) {
      const res = await comunicaciones.create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<{ Mensaje: string }>().Mensaje).toContain(text);
    }
    expect(await db.query(`SELECT 1 FROM campaigns`)).toHaveLength(0);
    expect(await db.query(`SELECT 1 FROM notifications`)).toHaveLength(0);
  });
});

describe('campaigns: sending now', () => {
  it('writes every notification of the audience in one INSERT ... SELECT, and the members read it as text', async () => {
    log.statements.length = 0;
    log.on = true;
    const res = await comunicaciones.create(
      campaignBody({
        title: '<b>Asamblea</b> & "socios"',
        text: '<script>alert("x")</script><img src=x onerror=alert(1)> Traiga su DNI.',
        audience: { kind: 'organismos', organismoIds: [north, south] },
      }),
    );
    log.on = false;
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: 'Campaña enviada a 5 socios',
      id: expect.any(Number),
    });
    const { id } = res.json<{ id: number }>();
    const inserts = log.statements.filter((sql) => /INSERT INTO notifications/.test(sql));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatch(/INSERT INTO notifications[^;]*SELECT/);

    const copies = await copiesOf(db, id);
    for (const m of [...members.north, ...members.south]) expect(copies.get(m.id)).toBe(1);
    expect(copies.has(members.west.id)).toBe(false);
    expect(await memberNotices(members.west.uat)).toEqual([]);

    // Stored and answered exactly as typed: JSON, never markup the server composes.
    const [notice] = await memberNotices(members.north[0]!.uat);
    expect(notice).toMatchObject({
      Titulo: '<b>Asamblea</b> & "socios"',
      Descripcion: '<script>alert("x")</script><img src=x onerror=alert(1)> Traiga su DNI.',
      TomaConocimiento: false,
    });
    const detail = await comunicaciones.detail(id);
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.json<CampaignDetail>()).toMatchObject({
      title: '<b>Asamblea</b> & "socios"',
      text: '<script>alert("x")</script><img src=x onerror=alert(1)> Traiga su DNI.',
      state: 'sent',
      audience: {
        kind: 'organismos',
        organismos: [
          { id: north, nombre: 'Organismo Norte', nombreCorto: 'NORTE' },
          { id: south, nombre: 'Organismo Sur', nombreCorto: 'SUR' },
        ],
      },
      counts: { delivered: 5, viewed: 0, acknowledged: 0 },
      createdBy: 'com@s.test',
      cancelledBy: null,
    });
  });

  it('reaches one member by DNI (with dots) or by e-mail (any case), and everyone', async () => {
    const byDni = await comunicaciones.create(
      campaignBody({ audience: { kind: 'member', member: '30.123.456' } }),
    );
    expect(byDni.json()).toMatchObject({ Mensaje: 'Campaña enviada a 1 socio' });
    const byMail = await comunicaciones.create(
      campaignBody({ audience: { kind: 'member', member: ' OESTE@prueba.com.ar ' } }),
    );
    for (const res of [byDni, byMail]) {
      const { id } = res.json<{ id: number }>();
      expect([...(await copiesOf(db, id))]).toEqual([[members.west.id, 1]]);
      expect((await comunicaciones.detail(id)).json<CampaignDetail>().audience).toEqual({
        kind: 'member',
        member: { id: members.west.id, nombre: 'Ana María Pérez', dni: '30123456' },
      });
    }
    const all = await comunicaciones.create(campaignBody({ title: 'Para todos' }));
    const { n } = (await db.query<{ n: string }>(`SELECT count(*) AS n FROM members`))[0]!;
    expect(all.json()).toMatchObject({ Mensaje: `Campaña enviada a ${n} socios` });
    expect((await copiesOf(db, all.json<{ id: number }>().id)).size).toBe(Number(n));
  });

  it("counts what the member app's own calls record: viewed, and acknowledged (which is viewed too)", async () => {
    const { id } = (
      await comunicaciones.create(
        campaignBody({ title: 'Nuevo reglamento', audience: { kind: 'organismos', organismoIds: [north] } }),
      )
    ).json<{ id: number }>();
    const noticeOf = async (uat: string) =>
      (await memberNotices(uat)).find((n) => n.Titulo === 'Nuevo reglamento')!.Id;
    const [a, b, c] = members.north;
    // a opens it; b taps 'Tomar conocimiento' straight away; c opens it, then acknowledges it, twice.
    await post(paths.markNoticeViewed, { UAT: a!.uat, AvisoId: await noticeOf(a!.uat) });
    await post(paths.acknowledgeNotice, { UAT: b!.uat, AvisoId: await noticeOf(b!.uat) });
    await post(paths.markNoticeViewed, { UAT: c!.uat, AvisoId: await noticeOf(c!.uat) });
    await post(paths.acknowledgeNotice, { UAT: c!.uat, AvisoId: await noticeOf(c!.uat) });
    await post(paths.acknowledgeNotice, { UAT: c!.uat, AvisoId: await noticeOf(c!.uat) });

    const counts = { delivered: 3, viewed: 3, acknowledged: 2 };
    expect((await comunicaciones.detail(id)).json<CampaignDetail>().counts).toEqual(counts);
    const listed = (await comunicaciones.list()).json<{ items: CampaignSummary[] }>().items;
    expect(listed.find((i) => i.id === id)?.counts).toEqual(counts);
    // A notification from no campaign (a loan's, say), acknowledged, counts for none.
    const other = await addNotification(db, a!.id, { titulo: 'Préstamo aprobado', descripcion: 'Listo.' });
    await post(paths.acknowledgeNotice, { UAT: a!.uat, AvisoId: other });
    expect((await comunicaciones.detail(id)).json<CampaignDetail>().counts).toEqual(counts);
  });

  it('audits the sending with what went and to how many, under a Spanish name', async () => {
    const rows = await db.query<{ action: string; entity: string; after: Record<string, unknown> }>(
      `SELECT action, entity, after FROM audit_log WHERE action LIKE 'campaign.%' ORDER BY id`,
    );
    expect(rows[0]).toEqual({
      action: 'campaign.send',
      entity: 'campaign',
      after: {
        title: '<b>Asamblea</b> & "socios"',
        requiresAck: true,
        audience: 'organismos',
        organismoIds: [north, south],
        delivered: 5,
      },
    });
    expect(rows[1]?.after).toMatchObject({ audience: 'member', memberId: members.west.id, delivered: 1 });
    expect(auditActionLabels['campaign.send']).toBe('Envió una campaña de notificaciones');
  });
});

describe('campaigns: at a time', () => {
  it('keeps a scheduled campaign without notifications until it goes; cancelled, it never goes', async () => {
    const sendAt = inFuture(3600_000);
    const res = await comunicaciones.create(
      campaignBody({ title: 'Feriado', requiresAck: false, sendAt: sendAt.replace('Z', '+00:00') }),
    );
    expect(res.json()).toMatchObject({ Status: 200, Mensaje: campaignMessages.scheduled });
    const { id } = res.json<{ id: number }>();
    expect((await copiesOf(db, id)).size).toBe(0);
    expect((await comunicaciones.detail(id)).json<CampaignDetail>()).toMatchObject({
      state: 'scheduled',
      requiresAck: false,
      sendAt,
      sentAt: null,
      counts: { delivered: 0, viewed: 0, acknowledged: 0 },
    });

    expect((await comunicaciones.cancel(id)).json()).toEqual({
      Status: 200,
      Mensaje: campaignMessages.cancelled,
    });
    const cancelled = (await comunicaciones.detail(id)).json<CampaignDetail>();
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledBy: 'com@s.test' });
    expect(cancelled.cancelledAt).not.toBeNull();
    // Even once due, a cancelled campaign is not sent.
    await db.query(`UPDATE campaigns SET send_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const { sendDueCampaigns } = await import('../../../src/modules/campaigns/index');
    expect(await sendDueCampaigns(db)).toEqual([]);
    expect((await copiesOf(db, id)).size).toBe(0);

    const [audit] = await db.query<{ action: string; before: object; after: object }>(
      `SELECT action, before, after FROM audit_log WHERE action = 'campaign.cancel' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual({
      action: 'campaign.cancel',
      before: { state: 'scheduled' },
      after: { state: 'cancelled' },
    });
  });

  it('reads a time without offset as Buenos Aires time', async () => {
    const local = new Date(Date.now() + 2 * 24 * 3600_000 - 3 * 3600_000).toISOString().slice(0, 16);
    const { id } = (await comunicaciones.create(campaignBody({ sendAt: local }))).json<{ id: number }>();
    const { sendAt } = (await comunicaciones.detail(id)).json<CampaignDetail>();
    expect(sendAt).toBe(new Date(`${local}:00-03:00`).toISOString());
    await comunicaciones.cancel(id);
  });

  it('refuses to cancel what was sent or cancelled already (409) and what does not exist (404)', async () => {
    const sent = (await comunicaciones.create(campaignBody())).json<{ id: number }>().id;
    expect((await comunicaciones.cancel(sent)).json()).toEqual({
      Status: 409,
      Mensaje: campaignMessages.notScheduled,
    });
    const scheduled = (await comunicaciones.create(campaignBody({ sendAt: inFuture(60_000) }))).json<{
      id: number;
    }>().id;
    expect((await comunicaciones.cancel(scheduled)).statusCode).toBe(200);
    expect((await comunicaciones.cancel(scheduled)).statusCode).toBe(409);
    expect((await comunicaciones.cancel(9_999_999)).json()).toEqual({
      Status: 404,
      Mensaje: campaignMessages.notFound,
    });
    expect((await comunicaciones.detail(9_999_999)).statusCode).toBe(404);
  });
});

describe('campaigns: the list', () => {
  it('pages newest first by a cursor', async () => {
    const first = (await comunicaciones.list('?limit=2')).json<{ items: CampaignSummary[]; next: string }>();
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.id).toBeGreaterThan(first.items[1]!.id);
    expect(first.next).toBe(String(first.items[1]!.id));
    const second = (await comunicaciones.list(`?limit=2&cursor=${first.next}`)).json<{
      items: CampaignSummary[];
    }>();
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
    const { n } = (await db.query<{ n: string }>(`SELECT count(*) AS n FROM campaigns`))[0]!;
    const all = (await comunicaciones.list('?limit=100')).json<{ items: CampaignSummary[]; next: null }>();
    expect(all.items).toHaveLength(Number(n));
    expect(all.next).toBeNull();
  });
});
