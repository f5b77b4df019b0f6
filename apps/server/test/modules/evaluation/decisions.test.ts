import { describe, expect, it } from 'vitest';
import {
  consoleLoanMessages,
  consoleMessages,
  loanStates,
  rejectReasons,
  type StaffRole,
} from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';

const { app, db, consoleAs } = await createTestApp({ staffTotp: false });

const staffAs = (role: StaffRole) => consoleAs(`${role}@eval.test`, [role]);

const evaluador = await staffAs('evaluador');
const auditor = await staffAs('auditor');
const comunicaciones = await staffAs('comunicaciones');

const get = (url: string, as?: ConsoleClient) => (as ? as.get(url) : app.inject({ method: 'GET', url }));
const act = (id: number | string, action: string, body: object, as = evaluador, origin?: string) =>
  as.inject({
    method: 'POST',
    url: `/api/console/loans/${id}/${action}`,
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    payload: body,
  });
const estadoOf = async (id: number) =>
  (await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [id]))[0]?.estado;
const noticesOf = (memberId: number) =>
  db.query<{ titulo: string; descripcion: string }>(
    'SELECT titulo, descripcion FROM notifications WHERE member_id = $1 ORDER BY id',
    [memberId],
  );

const member = await createMember(db, { dni: '28111222' });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

describe('the evaluation queue', () => {
  it('lists pending requests oldest first, with their age, a page at a time', async () => {
    const ids = [
      await createLoan(db, member, { fecha: hoursAgo(30) }),
      await createLoan(db, member, { fecha: hoursAgo(20) }),
      await createLoan(db, member, { fecha: hoursAgo(10) }),
    ];
    await createLoan(db, member, { estado: loanStates.deducting, fecha: hoursAgo(40) });

    const first = await get('/api/console/loans/queue?limit=2', evaluador);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ items: { id: number; horasEspera: number; socio: object }[]; next: string }>();
    expect(page1.items.map((i) => i.id)).toEqual(ids.slice(0, 2));
    expect(page1.items[0]).toMatchObject({ horasEspera: 30, socio: { dni: '28111222' } });
    const page2 = (await get(`/api/console/loans/queue?limit=2&cursor=${page1.next}`, auditor)).json<{
      items: { id: number }[];
      next: string | null;
    }>();
    expect(page2).toEqual({ items: [expect.objectContaining({ id: ids[2] })], next: null });
  });

  it('needs a console session and the permission to read loans', async () => {
    expect((await get('/api/console/loans/queue')).statusCode).toBe(401);
    const refused = await get('/api/console/loans/queue', comunicaciones);
    expect(refused.json()).toEqual({ Status: 403, Mensaje: consoleMessages.forbidden });
    expect((await get('/api/console/loans/queue?cursor=bm9wZQ', evaluador)).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('approves: the member is notified in the app and by e-mail, and the change is audited', async () => {
    const id = await createLoan(db, member);
    const res = await act(id, 'approve', { note: 'Recibo de haberes correcto' });
    expect(res.json()).toEqual({ id, estado: loanStates.approved });
    expect(await estadoOf(id)).toBe(loanStates.approved);
    expect((await noticesOf(member.id)).at(-1)).toMatchObject({ titulo: 'Préstamo aprobado' });
    const [mail] = await outbox(db, member.mail);
    expect(mail?.subject).toBe('Préstamo aprobado');
    expect(mail?.text_body).toContain(`N° ${id}`);
    const [audit] = await db.query<{ action: string; before: object; after: object; reason: string }>(
      `SELECT action, before, after, reason FROM audit_log WHERE entity = 'loan' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual({
      action: 'loan.approve',
      before: { estado: loanStates.pendingEvaluation },
      after: { estado: loanStates.approved },
      reason: 'Recibo de haberes correcto',
    });

    const again = await act(id, 'approve', {});
    expect(again.json()).toEqual({ Status: 409, Mensaje: consoleLoanMessages.notPending });
  });

  it('rejects only with a listed reason and a note, which the member reads', async () => {
    const id = await createLoan(db, member);
    expect((await act(id, 'reject', { reason: 'Porque sí', note: 'x' })).statusCode).toBe(400);
    expect((await act(id, 'reject', { reason: rejectReasons[0] })).statusCode).toBe(400);
    const res = await act(id, 'reject', { reason: rejectReasons[1], note: 'La foto del DNI está borrosa.' });
    expect(res.json()).toEqual({ id, estado: loanStates.rejected });
    expect((await noticesOf(member.id)).at(-1)?.descripcion).toContain(
      `Motivo: ${rejectReasons[1]}. La foto del DNI está borrosa.`,
    );
  });

  it('cancels by the entity until the money moves, never after', async () => {
    const waiting = await createLoan(db, member, { estado: loanStates.awaitingTransfer });
    expect((await act(waiting, 'cancel', { reason: 'Pedido del socio por teléfono' })).json()).toEqual({
      id: waiting,
      estado: loanStates.cancelledByEntity,
    });
    const repaying = await createLoan(db, member, { estado: loanStates.deducting });
    const refused = await act(repaying, 'cancel', { reason: 'Error de carga' });
    expect(refused.json()).toEqual({ Status: 409, Mensaje: consoleLoanMessages.notCancellable });
    expect(await estadoOf(repaying)).toBe(loanStates.deducting);
  });

  it('of two staff deciding the same loan at once, one wins and the other gets 409', async () => {
    const id = await createLoan(db, member);
    const [a, b] = await Promise.all([
      act(id, 'approve', {}),
      act(id, 'reject', { reason: rejectReasons[0], note: 'Sin capacidad' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audits = await db.query(`SELECT 1 FROM audit_log WHERE entity = 'loan' AND entity_id = $1`, [
      String(id),
    ]);
    expect(audits).toHaveLength(1);
  });

  it('refuses without the permission, from another origin, and for ids that are not loans', async () => {
    const id = await createLoan(db, member);
    expect((await act(id, 'approve', {}, auditor)).json()).toEqual({
      Status: 403,
      Mensaje: consoleMessages.forbidden,
    });
    expect((await act(id, 'approve', {}, evaluador, 'https://otro.example')).statusCode).toBe(403);
    expect(await estadoOf(id)).toBe(loanStates.pendingEvaluation);
    expect((await act(999_999, 'approve', {})).json()).toEqual({
      Status: 404,
      Mensaje: consoleLoanMessages.notFound,
    });
    expect((await act('abc', 'approve', {})).statusCode).toBe(400);
    expect((await act(id, 'approve', { note: 'x', planId: 3 })).statusCode).toBe(400);
  });

  it("tells a loan's history: the member's steps and each staff action, in time order", async () => {
    const id = await createLoan(db, member, { fecha: hoursAgo(2) });
    await act(id, 'approve', { note: 'Todo en orden' });
    const res = await get(`/api/console/loans/${id}/timeline`, auditor);
    const items = res.json<{ items: { who: string; what: string; detail: string | null }[] }>().items;
    expect(items.map((i) => [i.who, i.what, i.detail])).toEqual([
      ['socio', `Solicitó el préstamo N° ${id}`, 'Préstamo Personal por $ 500.000,00 en 12 cuotas'],
      ['evaluador@eval.test', 'Aprobó la solicitud', 'Todo en orden'],
    ]);
    expect((await get(`/api/console/loans/${id}/timeline`, comunicaciones)).statusCode).toBe(403);
  });
});
