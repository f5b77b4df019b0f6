import { describe, expect, it } from 'vitest';
import { consoleLoanMessages, loanStates, paths, proposalMessages, type LoanDetail } from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import {
  createBorrower,
  createRateLine,
  dniDocuments,
  incomeDocuments,
} from '../../support/loan-request-factories';
import { insertMovement } from '../../../src/modules/loans/new-loan-repository';

// Statements the app runs, counted while `counting` is on.
let counting = false;
let statements = 0;
const { db, post, consoleAs } = await createTestApp({
  staffTotp: false,
  wrapDb: (db) => ({
    ...db,
    query: (sql, params) => {
      if (counting) statements++;
      return db.query(sql, params);
    },
  }),
});

const maker = await consoleAs('tesoreria@r.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@r.test', ['tesoreria']);
const checker3 = await consoleAs('tesoreria3@r.test', ['tesoreria']);
const parametros = await consoleAs('parametros@r.test', ['parametros']);
const evaluador = await consoleAs('evaluador@r.test', ['evaluador']);

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
const detailOf = async (id: number) => (await maker.get(`/api/console/loans/${id}`)).json<LoanDetail>();
/** Statements of one detail read: the session guard's and the detail's own. */
async function detailStatements(id: number) {
  statements = 0;
  counting = true;
  await detailOf(id);
  counting = false;
  return statements;
}
const reversal = (id: number, as: ConsoleClient, reason = 'La referencia bancaria era de otra operación') =>
  as.post(`/api/console/loans/${id}/transfer/reversal`, { reason });
const approve = (proposalId: number, as: ConsoleClient) =>
  as.post(`/api/console/proposals/${proposalId}/approve`);
const today = new Date().toISOString().slice(0, 10);

// A request that pre-cancels an active loan, approved and confirmed by the member: waiting for the money.
const lineId = await createRateLine(db, { nombre: 'Préstamo Personal' });
const member = await createBorrower(db, 'other', 400_000);
const active = await createLoan(db, member, { estado: loanStates.deducting, paid: 3 });
const activeBefore = await loanRow(active);
const activeMovements = await movementsOf(active);
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
const net = Math.round((plan.MontoPrestado - Number(activeBefore.saldo)) * 100) / 100;

/** Proposes and approves a transfer of the net amount; the id of its proposal. */
async function transfer(reference: string) {
  const proposed = await maker.post(`/api/console/loans/${loanId}/transfer`, {
    date: today,
    amount: net,
    reference,
  });
  const id = proposed.json<{ proposalId: number }>().proposalId;
  expect((await approve(id, checker)).statusCode).toBe(200);
  return id;
}

describe('the decision data around a transfer', () => {
  it('says what must be transferred before, and what was transferred after', async () => {
    expect(requested.statusCode).toBe(200);
    expect(await detailOf(loanId)).toMatchObject({
      saldo: 0,
      netoATransferir: net,
      transferencia: null,
      propuestasPendientes: [],
    });
    const proposed = await maker.post(`/api/console/loans/${loanId}/transfer`, {
      date: today,
      amount: net,
      reference: 'TRF-1000',
    });
    const proposalId = proposed.json<{ proposalId: number }>().proposalId;
    expect((await detailOf(loanId)).propuestasPendientes).toEqual([
      expect.objectContaining({
        id: proposalId,
        kind: 'loan.transfer',
        proposedBy: 'tesoreria@r.test',
        payload: { date: today, amount: net, reference: 'TRF-1000' },
      }),
    ]);
    const pendingStatements = await detailStatements(loanId);
    expect((await approve(proposalId, checker)).statusCode).toBe(200);
    expect(await detailOf(loanId)).toMatchObject({
      estado: loanStates.deducting,
      saldo: plan.MontoPrestado,
      netoATransferir: null,
      transferencia: { fecha: today, importe: net, referencia: 'TRF-1000' },
      propuestasPendientes: [],
    });
    // One for the session, seven for the detail (its situation history and the provision rates) and one audit row for the
    // read, whatever the loan holds.
    expect(pendingStatements).toBe(9);
    expect(await detailStatements(loanId)).toBe(9);
    expect(await detailStatements(active)).toBe(9);
  });
});

describe('a transfer reversal under four eyes', () => {
  let proposalId = 0;

  it('is proposed by tesorería with a reason, once at a time, and shows on the loan and in the inbox', async () => {
    expect((await reversal(loanId, evaluador)).statusCode).toBe(403);
    expect((await reversal(loanId, parametros)).statusCode).toBe(403);
    expect((await reversal(loanId, maker, 'x')).statusCode).toBe(400);
    const ok = await reversal(loanId, maker);
    expect(ok.json()).toMatchObject({ Status: 200, Mensaje: proposalMessages.proposed });
    proposalId = ok.json<{ proposalId: number }>().proposalId;
    expect((await reversal(loanId, checker)).json()).toEqual({
      Status: 409,
      Mensaje: proposalMessages.pendingExists,
    });
    const pending = expect.objectContaining({
      id: proposalId,
      kind: 'loan.transfer-reversal',
      entity: 'loan',
      entityId: String(loanId),
      payload: { reason: 'La referencia bancaria era de otra operación' },
    });
    expect((await detailOf(loanId)).propuestasPendientes).toEqual([pending]);
    expect((await checker.get('/api/console/proposals')).json()).toEqual({
      items: [pending],
      next: null,
    });
    expect((await loanRow(loanId)).estado).toBe(loanStates.deducting);
  });

  it('is refused to its maker and to a checker without the permission', async () => {
    expect((await approve(proposalId, maker)).json()).toEqual({
      Status: 403,
      Mensaje: proposalMessages.sameStaff,
    });
    expect((await approve(proposalId, parametros)).statusCode).toBe(403);
    expect((await loanRow(loanId)).estado).toBe(loanStates.deducting);
  });

  it('of two checkers approving at once, one applies it and the other is told it was decided', async () => {
    const answers = await Promise.all([approve(proposalId, checker), approve(proposalId, checker3)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().Mensaje).toBe(proposalMessages.alreadyDecided);
  });

  it('writes counter-movements and brings both loans back to where they were before the transfer', async () => {
    expect(await loanRow(loanId)).toEqual({
      estado: loanStates.awaitingTransfer,
      saldo: '0.00',
      cuotas_restantes: plan.CantidadCuotas,
    });
    expect(await movementsOf(loanId)).toEqual([
      {
        concepto: 'Acreditación del préstamo',
        debito: plan.MontoPrestado.toFixed(2),
        credito: '0.00',
        saldo: plan.MontoPrestado.toFixed(2),
      },
      {
        concepto: 'Reversión de la acreditación del préstamo',
        debito: '0.00',
        credito: plan.MontoPrestado.toFixed(2),
        saldo: '0.00',
      },
    ]);
    expect(await loanRow(active)).toEqual(activeBefore);
    const movements = await movementsOf(active);
    expect(movements.slice(0, activeMovements.length)).toEqual(activeMovements);
    expect(movements.slice(activeMovements.length)).toEqual([
      {
        concepto: `Precancelación con el préstamo N° ${loanId}`,
        debito: '0.00',
        credito: activeBefore.saldo,
        saldo: '0.00',
      },
      {
        concepto: `Reversión de la precancelación con el préstamo N° ${loanId}`,
        debito: activeBefore.saldo,
        credito: '0.00',
        saldo: activeBefore.saldo,
      },
    ]);
    expect(await detailOf(loanId)).toMatchObject({
      estado: loanStates.awaitingTransfer,
      saldo: 0,
      netoATransferir: net,
      transferencia: null,
      propuestasPendientes: [],
    });
  });

  it('is audited with before and after on both loans', async () => {
    const rows = await db.query<{ action: string; before: unknown; after: unknown; reason: string | null }>(
      `SELECT action, before, after, reason FROM audit_log
        WHERE entity = 'loan' AND entity_id = ANY($1::text[]) AND action LIKE '%revers%' ORDER BY id`,
      [[String(loanId), String(active)]],
    );
    const reason = 'La referencia bancaria era de otra operación';
    expect(rows).toEqual([
      expect.objectContaining({ action: 'loan.transfer-reversal.propose', reason }),
      expect.objectContaining({ action: 'loan.transfer-reversal.approve' }),
      {
        action: 'loan.transfer_reversed',
        before: {
          estado: loanStates.deducting,
          saldo: plan.MontoPrestado,
          transferencia: { fecha: today, importe: net, referencia: 'TRF-1000' },
        },
        after: { estado: loanStates.awaitingTransfer, saldo: 0, transferencia: null },
        reason,
      },
      {
        action: 'loan.precancellation_reversed',
        before: { estado: loanStates.paidOff, saldo: 0 },
        after: {
          estado: loanStates.deducting,
          saldo: Number(activeBefore.saldo),
          cuotasRestantes: activeBefore.cuotas_restantes,
        },
        reason: `Reversión de la transferencia del préstamo N° ${loanId}: ${reason}`,
      },
    ]);
    const timeline = (await maker.get(`/api/console/loans/${loanId}/timeline`)).json<{
      items: { what: string }[];
    }>();
    expect(timeline.items.map((i) => i.what)).toEqual(
      expect.arrayContaining([
        'Propuso revertir la transferencia',
        'Aprobó revertir la transferencia',
        'Revirtió la transferencia',
        'Reversión de la acreditación del préstamo',
      ]),
    );
  });

  it('tells the member in the app and by e-mail, in Spanish', async () => {
    const [mail] = await outbox(db, member.mail);
    expect(mail?.subject).toBe('Transferencia revertida');
    expect(mail?.text_body).toContain(`La mutual revirtió la transferencia de su préstamo N° ${loanId}`);
    expect(mail?.text_body).toContain('Motivo: La referencia bancaria era de otra operación.');
    expect(mail?.text_body).toContain(`Los préstamos N° ${active} vuelven a descontarse de sus haberes`);
    const [notice] = await db.query<{ titulo: string; descripcion: string }>(
      'SELECT titulo, descripcion FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [member.id],
    );
    expect(notice).toEqual({
      titulo: 'Transferencia revertida',
      descripcion: expect.stringContaining(String(loanId)),
    });
  });

  it('leaves the loan ready for a new transfer, which pays the other loan off again', async () => {
    await transfer('TRF-2000');
    expect(await loanRow(active)).toMatchObject({ estado: loanStates.paidOff, saldo: '0.00' });
    expect((await detailOf(loanId)).transferencia).toEqual({
      fecha: today,
      importe: net,
      referencia: 'TRF-2000',
    });
  });

  it('is refused once an installment was posted, also when that happens after the proposal', async () => {
    const proposed = await reversal(loanId, maker);
    const id = proposed.json<{ proposalId: number }>().proposalId;
    await insertMovement(db, loanId, {
      concepto: `Cuota 1/${plan.CantidadCuotas} descontada de haberes`,
      fecha: new Date(),
      credito: 1000,
      saldo: plan.MontoPrestado - 1000,
    });
    expect((await approve(id, checker)).json()).toEqual({
      Status: 409,
      Mensaje: proposalMessages.alreadyRepaying,
    });
    expect((await loanRow(loanId)).estado).toBe(loanStates.deducting);
    expect((await detailOf(loanId)).propuestasPendientes.map((p) => p.id)).toEqual([id]);
    expect(
      (await checker.post(`/api/console/proposals/${id}/reject`, { reason: 'Ya descuenta' })).statusCode,
    ).toBe(200);
    expect((await reversal(loanId, maker)).json()).toEqual({
      Status: 409,
      Mensaje: proposalMessages.alreadyRepaying,
    });
  });

  it('is refused for a loan without a recorded transfer, and for one that does not exist', async () => {
    const waiting = await createLoan(db, member, { estado: loanStates.awaitingTransfer });
    const olderDeducting = await createLoan(db, member, { estado: loanStates.deducting });
    for (const id of [waiting, olderDeducting])
      expect((await reversal(id, maker)).json()).toEqual({
        Status: 409,
        Mensaje: proposalMessages.notTransferred,
      });
    expect((await reversal(999_999, maker)).json()).toEqual({
      Status: 404,
      Mensaje: consoleLoanMessages.notFound,
    });
  });
});
