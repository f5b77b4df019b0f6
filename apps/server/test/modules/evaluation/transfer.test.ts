import { describe, expect, it } from 'vitest';
import { loanStates, paths, proposalMessages, transferFutureDate } from '@portal/contract';
import { argentineDay } from '@portal/contract/argentine-day';
import { createTestApp } from '../../support/app';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import {
  createBorrower,
  createRateLine,
  dniDocuments,
  incomeDocuments,
} from '../../support/loan-request-factories';

const { db, post, consoleAs } = await createTestApp({ staffTotp: false });

const maker = await consoleAs('tesoreria@t.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@t.test', ['tesoreria']);
const parametros = await consoleAs('parametros@t.test', ['parametros']);
const evaluador = await consoleAs('evaluador@t.test', ['evaluador']);

const loanRow = async (id: number) =>
  (
    await db.query<{ estado: string; saldo: string; cuotas_restantes: number }>(
      'SELECT estado, saldo, cuotas_restantes FROM loans WHERE id = $1',
      [id],
    )
  )[0]!;
const movementsOf = (id: number) =>
  db.query<{ concepto: string; debito: string; credito: string; saldo: string }>(
    'SELECT concepto, debito, credito, saldo FROM loan_movements WHERE loan_id = $1 ORDER BY id',
    [id],
  );

// A request that pre-cancels an active loan, approved and confirmed by the member: waiting for the money.
const lineId = await createRateLine(db, { nombre: 'Préstamo Personal' });
const member = await createBorrower(db, 'other', 400_000);
const active = await createLoan(db, member, { estado: loanStates.deducting, paid: 3 });
const activeSaldo = Number((await loanRow(active)).saldo);
const plan = (
  await post(paths.plans, { uat: member.uat, LineaId: lineId, Precancelaciones: [{ PrestamoId: active }] })
)
  .json<{ PlanesDisponibles: { MontoPrestado: number; CantidadCuotas: number; MontoCuota: number }[] }>()
  .PlanesDisponibles.at(-1)!;
const requested = await post(paths.requestLoan, {
  uat: member.uat,
  ...dniDocuments(),
  ...incomeDocuments(),
  LineaPrestamoId: lineId,
  ImporteSolicitado: plan.MontoPrestado,
  CantidadCuotas: plan.CantidadCuotas,
  MontoCuota: plan.MontoCuota,
  Precancelaciones: [{ PrestamoId: active }],
});
const loanId = requested.json<{ PrestamoId: number }>().PrestamoId;
await db.query('UPDATE loans SET estado = $2 WHERE id = $1', [loanId, loanStates.awaitingTransfer]);
const net = Math.round((plan.MontoPrestado - activeSaldo) * 100) / 100;
// The business date: nothing moved it, so the day in Buenos Aires.
const today = argentineDay(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('a transfer under four eyes', () => {
  let proposalId = 0;

  it('is proposed only for the exact net amount, once at a time', async () => {
    expect(requested.statusCode).toBe(200);
    const wrong = await maker.post(`/api/console/loans/${loanId}/transfer`, {
      date: today,
      amount: plan.MontoPrestado,
      reference: 'TRF-0001',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Mensaje).toMatch(/^El importe no coincide con el neto a transferir \(\$/);
    const future = await maker.post(`/api/console/loans/${loanId}/transfer`, {
      date: '2999-01-01',
      amount: net,
      reference: 'TRF-0001',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().Mensaje).toBe(transferFutureDate);
    // The day after the business date is the future too, whatever the wall clock says.
    const tomorrow = await maker.post(`/api/console/loans/${loanId}/transfer`, {
      date: addDays(today, 1),
      amount: net,
      reference: 'TRF-0001',
    });
    expect(tomorrow.json().Mensaje).toBe(transferFutureDate);

    const ok = await maker.post(`/api/console/loans/${loanId}/transfer`, {
      date: today,
      amount: net,
      reference: 'TRF-0001',
    });
    expect(ok.json()).toMatchObject({ Status: 200, Mensaje: proposalMessages.proposed });
    proposalId = ok.json<{ proposalId: number }>().proposalId;
    expect((await loanRow(loanId)).estado).toBe(loanStates.awaitingTransfer);

    const twice = await checker.post(`/api/console/loans/${loanId}/transfer`, {
      date: today,
      amount: net,
      reference: 'TRF-0002',
    });
    expect(twice.json()).toEqual({ Status: 409, Mensaje: proposalMessages.pendingExists });
  });

  it('shows in the inbox of those who may approve it, and only theirs', async () => {
    const inbox = (await checker.get('/api/console/proposals')).json<{ items: { id: number }[] }>();
    expect(inbox.items).toEqual([
      expect.objectContaining({
        id: proposalId,
        kind: 'loan.transfer',
        entityId: String(loanId),
        proposedBy: 'tesoreria@t.test',
        payload: { date: today, amount: net, reference: 'TRF-0001' },
      }),
    ]);
    expect((await parametros.get('/api/console/proposals')).json()).toEqual({
      items: [],
      next: null,
    });
    expect((await evaluador.get('/api/console/proposals')).statusCode).toBe(403);
  });

  it('is refused to its maker and to a checker without the permission', async () => {
    const own = await maker.post(`/api/console/proposals/${proposalId}/approve`);
    expect(own.json()).toEqual({ Status: 403, Mensaje: proposalMessages.sameStaff });
    expect((await parametros.post(`/api/console/proposals/${proposalId}/approve`)).statusCode).toBe(403);
    await expect(
      db.query('UPDATE proposals SET decided_by = proposed_by, decision = $2 WHERE id = $1', [
        proposalId,
        'approved',
      ]),
    ).rejects.toThrow(/proposals_four_eyes_check/);
    expect((await loanRow(loanId)).estado).toBe(loanStates.awaitingTransfer);
  });

  it('once approved by a second person, credits the loan, pays off the pre-cancelled one and tells the member', async () => {
    const res = await checker.post(`/api/console/proposals/${proposalId}/approve`);
    expect(res.json()).toEqual({ id: proposalId, decision: 'approved' });

    expect(await loanRow(loanId)).toEqual({
      estado: loanStates.deducting,
      saldo: plan.MontoPrestado.toFixed(2),
      cuotas_restantes: plan.CantidadCuotas,
    });
    expect(await movementsOf(loanId)).toEqual([
      {
        concepto: 'Acreditación del préstamo',
        debito: plan.MontoPrestado.toFixed(2),
        credito: '0.00',
        saldo: plan.MontoPrestado.toFixed(2),
      },
    ]);
    expect(await loanRow(active)).toEqual({ estado: loanStates.paidOff, saldo: '0.00', cuotas_restantes: 0 });
    expect((await movementsOf(active)).at(-1)).toEqual({
      concepto: `Precancelación con el préstamo N° ${loanId}`,
      debito: '0.00',
      credito: activeSaldo.toFixed(2),
      saldo: '0.00',
    });
    const [mail] = await outbox(db, member.mail);
    expect(mail?.subject).toBe('Préstamo transferido');
    expect(mail?.text_body).toContain(`Con él cancelamos los préstamos N° ${active}`);
    const actions = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'loan' AND entity_id = $1 ORDER BY id`,
      [String(loanId)],
    );
    expect(actions.map((a) => a.action)).toEqual(['loan.transfer.propose', 'loan.transfer.approve']);

    const again = await checker.post(`/api/console/proposals/${proposalId}/approve`);
    expect(again.json()).toEqual({ Status: 409, Mensaje: proposalMessages.alreadyDecided });
  });

  it('once rejected, changes nothing and a new proposal may be made', async () => {
    const other = await createLoan(db, member, { estado: loanStates.awaitingTransfer, monto: 100_000 });
    const body = { date: today, amount: 100_000, reference: 'TRF-0003' };
    const proposed = await checker.post(`/api/console/loans/${other}/transfer`, body);
    const id = proposed.json<{ proposalId: number }>().proposalId;
    expect((await maker.post(`/api/console/proposals/${id}/reject`, {})).statusCode).toBe(400);
    const rejected = await maker.post(`/api/console/proposals/${id}/reject`, {
      reason: 'La referencia no figura en el extracto',
    });
    expect(rejected.json()).toEqual({ id, decision: 'rejected' });
    expect((await loanRow(other)).estado).toBe(loanStates.awaitingTransfer);
    const again = await checker.post(`/api/console/loans/${other}/transfer`, {
      ...body,
      reference: 'TRF-0004',
    });
    expect(again.statusCode).toBe(200);
  });
});
