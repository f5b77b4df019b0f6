// The reversal of a payment outside payroll (docs/decisions/025, "Reversal"): proposed with a reason, approved
// by another tesorería; the installments and the loan's figures back to what they were, a debit movement, the
// member told; a payoff's repriced installments back to their prices. Both databases.
import { describe, expect, it } from 'vitest';
import {
  consoleLoanPaths,
  loanStates,
  paymentMessages,
  proposalMessages,
  proposalPaths,
} from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { postCsv, resultsFile } from '../../support/payroll';

const now = () => new Date('2027-01-10T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, now });
const organismoId = await createOrganismo(db, { id: 5 });
const maker = await consoleAs('tesoreria@p.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@p.test', ['tesoreria']);
const cobranzas = await consoleAs('cobranzas@p.test', ['cobranzas']);
const evaluador = await consoleAs('evaluador@p.test', ['evaluador']);
const member = await createMember(db, {
  dni: '30222444',
  nombres: 'Marta',
  apellido: 'Suárez',
  mail: 'marta@prueba.com.ar',
  organismoId,
});
const terms = { estado: loanStates.deducting, monto: 60_000, tna: 60, cuotas: 6, nextPeriod: '202701' };

const at = (template: string, id: number) => template.replace(':id', String(id));
const approve = (as: ConsoleClient, proposalId: number) =>
  as.post(proposalPaths.approve.replace(':id', String(proposalId)));
const reversalPath = (loanId: number, paymentId: number) =>
  at(consoleLoanPaths.paymentReversal, loanId).replace(':paymentId', String(paymentId));
const propose = (as: ConsoleClient, loanId: number, paymentId: number, reason = 'Transferencia rechazada') =>
  as.post(reversalPath(loanId, paymentId), { reason });

const installments = (id: number) =>
  db.query(
    `SELECT numero, importe, interes, iva, aplicado_iva, aplicado_interes, aplicado_capital, estado, devengada,
            to_char(fecha_pago, 'YYYY-MM-DD') AS fecha_pago
       FROM loan_installments WHERE loan_id = $1 ORDER BY numero`,
    [id],
  );
const loanRow = async (id: number) =>
  (
    await db.query<{ estado: string; saldo: string; cuotas_restantes: number; monto_en_mora: string }>(
      'SELECT estado, saldo, cuotas_restantes, monto_en_mora FROM loans WHERE id = $1',
      [id],
    )
  )[0]!;
const lastMovement = async (id: number) =>
  (
    await db.query<{ concepto: string; debito: string; credito: string; saldo: string }>(
      'SELECT concepto, debito, credito, saldo FROM loan_movements WHERE loan_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    )
  )[0]!;

/** A payment proposed by the maker and approved by the checker; answers its receipt number. */
async function paid(loanId: number, body: object) {
  const res = await maker.post(at(consoleLoanPaths.payments, loanId), body);
  expect(res.json()).toMatchObject({ Status: 200 });
  expect((await approve(checker, res.json<{ proposalId: number }>().proposalId)).statusCode).toBe(200);
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM loan_payments WHERE loan_id = $1 ORDER BY id DESC LIMIT 1',
    [loanId],
  );
  return row!.id;
}

async function reversed(loanId: number, paymentId: number, reason = 'Transferencia rechazada') {
  const res = await propose(maker, loanId, paymentId, reason);
  expect(res.json()).toMatchObject({ Status: 200, Mensaje: paymentMessages.reversalProposed });
  const proposalId = res.json<{ proposalId: number }>().proposalId;
  const ok = await approve(checker, proposalId);
  expect(ok.statusCode).toBe(200);
  return proposalId;
}

describe('reversing a payment outside payroll', () => {
  it('puts installments and figures back, debits the ledger, marks it reversed, audits and tells the member', async () => {
    const loanId = await createLoan(db, member, terms);
    // Installment 1 charged first (a payment of 1 cent reaches it), so that only money moves below.
    await paid(loanId, { fecha: '2027-01-05', importe: 0.01, canal: 'efectivo' });
    const rowsBefore = await installments(loanId);
    const loanBefore = await loanRow(loanId);
    const first = Number((rowsBefore[0] as { importe: string }).importe);
    const recibo = await paid(loanId, {
      fecha: '2027-01-08',
      importe: 100,
      canal: 'transferencia',
      referencia: 'OP-1',
    });
    expect(await installments(loanId)).not.toEqual(rowsBefore);
    expect(first).toBeGreaterThan(100);

    const proposalId = await reversed(loanId, recibo);
    expect(await installments(loanId)).toEqual(rowsBefore);
    expect(await loanRow(loanId)).toEqual(loanBefore);
    expect(await lastMovement(loanId)).toEqual({
      concepto: `Reversión del pago N° ${recibo} (Transferencia rechazada)`,
      debito: '100.00',
      credito: '0.00',
      saldo: loanBefore.saldo,
    });
    const [payment] = await db.query<{ reversal_proposal_id: number; reversed: boolean }>(
      'SELECT reversal_proposal_id, reversed_at IS NOT NULL AS reversed FROM loan_payments WHERE id = $1',
      [recibo],
    );
    expect(payment).toEqual({ reversal_proposal_id: proposalId, reversed: true });
    const [notice] = await db.query<{ titulo: string; descripcion: string }>(
      'SELECT titulo, descripcion FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [member.id],
    );
    expect(notice).toEqual({
      titulo: 'Pago revertido',
      descripcion:
        `Revertimos su pago de $ 100,00 del 08/01/2027 (recibo N° ${recibo}) imputado a su préstamo N° ` +
        `${loanId} (Préstamo Personal). Motivo: Transferencia rechazada. El saldo del préstamo es ` +
        `$ ${Number(loanBefore.saldo)
          .toFixed(2)
          .replace('.', ',')
          .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}.`,
    });
    const [mail] = await db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [member.mail],
    );
    expect(mail?.subject).toBe('Pago revertido');
    expect(mail?.text_body).toContain(`recibo N° ${recibo}`);
    const [audit] = await db.query<{ reason: string; after: { recibo: number } }>(
      `SELECT reason, after FROM audit_log WHERE action = 'loan.payment-reversal' AND entity_id = $1`,
      [String(loanId)],
    );
    expect(audit).toMatchObject({ reason: 'Transferencia rechazada', after: { recibo } });
    const list = (await maker.get(at(consoleLoanPaths.payments, loanId))).json<{
      items: { recibo: number; reversedAt: string | null }[];
    }>();
    expect(list.items.map((p) => [p.recibo, p.reversedAt !== null])).toEqual([
      [recibo, true],
      [recibo - 1, false],
    ]);

    // Twice: refused, with the words of the contract.
    expect((await propose(maker, loanId, recibo)).json()).toEqual({
      Status: 409,
      Mensaje: paymentMessages.reversed,
    });
    // Another loan's payment is not this loan's.
    expect((await propose(maker, loanId + 1000, recibo)).statusCode).toBe(404);
  });

  it('reprocesses a later payment, which takes the installments the reversed one had paid', async () => {
    const loanId = await createLoan(db, member, terms);
    const [first] = (await installments(loanId)) as { importe: string }[];
    const a = await paid(loanId, { fecha: '2027-01-05', importe: Number(first!.importe), canal: 'efectivo' });
    await paid(loanId, { fecha: '2027-01-06', importe: 50, canal: 'efectivo' });
    await reversed(loanId, a, 'Aprobado por error');
    const rows = (await installments(loanId)) as {
      numero: number;
      estado: string;
      aplicado_iva: string;
      aplicado_interes: string;
      aplicado_capital: string;
    }[];
    const applied = (i: (typeof rows)[number]) =>
      Number(i.aplicado_iva) + Number(i.aplicado_interes) + Number(i.aplicado_capital);
    expect(rows.map((i) => [i.numero, i.estado, applied(i)]).slice(0, 2)).toEqual([
      [1, 'parcial', 50],
      [2, 'pendiente', 0],
    ]);
    const [later] = await db.query<{ lines: { numero: number }[] }>(
      `SELECT lines FROM loan_allocations WHERE loan_id = $1 AND reversed_at IS NULL ORDER BY id DESC LIMIT 1`,
      [loanId],
    );
    expect(later?.lines.map((l) => l.numero)).toEqual([1]);
    expect((await loanRow(loanId)).cuotas_restantes).toBe(6);
  });

  it('reprocesses a later payroll posting: the deduction takes what the payment had paid', async () => {
    await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);
    const ana = await createMember(db, { dni: '30555666', organismoId });
    const loanId = await createLoan(db, ana, terms);
    const base = `/api/console/organismos/${organismoId}/periods/202701`;
    expect((await maker.post(`${base}/orders`)).statusCode).toBe(200);
    const [first] = (await installments(loanId)) as { importe: string }[];
    const cuota = Math.round(Number(first!.importe) * 100);
    const recibo = await paid(loanId, { fecha: '2027-01-08', importe: 100, canal: 'efectivo' });
    // The organismo deducted installment 1 whole: 100 pesos beyond it reach installment 2.
    const file = resultsFile(organismoId, '202701', [`D;30555666;${loanId};1;${cuota};${cuota};OK;`]);
    const posted = await postCsv(maker, `${base}/results`, file);
    expect(posted.json()).toMatchObject({ Status: 200 });
    expect((await approve(checker, posted.json<{ proposalId: number }>().proposalId)).statusCode).toBe(200);
    const applied = async () =>
      ((await installments(loanId)) as Record<string, string | number>[]).map((i) => [
        i.numero,
        i.estado,
        Number(i.aplicado_iva) + Number(i.aplicado_interes) + Number(i.aplicado_capital),
      ]);
    expect((await applied()).slice(0, 3)).toEqual([
      [1, 'pagada', cuota / 100],
      [2, 'parcial', 100],
      [3, 'pendiente', 0],
    ]);
    const saldo = Number((await loanRow(loanId)).saldo);

    await reversed(loanId, recibo);
    expect((await applied()).slice(0, 2)).toEqual([
      [1, 'pagada', cuota / 100],
      [2, 'pendiente', 0],
    ]);
    const [posting] = await db.query<{ lines: { numero: number }[] }>(
      `SELECT a.lines FROM loan_allocations a JOIN payroll_postings p ON p.id = a.posting_id
        WHERE a.loan_id = $1 AND a.reversed_at IS NULL`,
      [loanId],
    );
    expect(posting?.lines.map((l) => l.numero)).toEqual([1]);
    // Saldo grows by exactly the payment undone (the interest charged stays charged).
    expect(Number((await loanRow(loanId)).saldo)).toBeCloseTo(saldo + 100, 2);
    expect(await lastMovement(loanId)).toMatchObject({
      concepto: `Reversión del pago N° ${recibo} (Transferencia rechazada)`,
      debito: '100.00',
    });
  });

  it('undoes a payoff: the loan back to Descontando, its installments at their prices to the cent', async () => {
    const loanId = await createLoan(db, member, terms);
    // A partial payment first: the payoff then reprices an installment that holds money.
    await paid(loanId, { fecha: '2027-01-03', importe: 10, canal: 'efectivo' });
    const rowsBefore = await installments(loanId);
    const loanBefore = await loanRow(loanId);
    const quote = await maker.get(`${at(consoleLoanPaths.paymentPayoff, loanId)}?fecha=2027-01-05`);
    const recibo = await paid(loanId, {
      fecha: '2027-01-05',
      importe: quote.json<{ importe: number }>().importe,
      canal: 'transferencia',
      referencia: 'T-9',
    });
    expect((await loanRow(loanId)).estado).toBe(loanStates.paidOff);
    await reversed(loanId, recibo, 'Cheque rechazado');
    expect(await installments(loanId)).toEqual(rowsBefore);
    expect(await loanRow(loanId)).toEqual({ ...loanBefore, estado: loanStates.deducting });
    expect((await lastMovement(loanId)).saldo).toBe(loanBefore.saldo);
  });

  it('refuses a payoff applied before its prices were kept', async () => {
    const loanId = await createLoan(db, member, terms);
    const quote = await maker.get(`${at(consoleLoanPaths.paymentPayoff, loanId)}?fecha=2027-01-05`);
    const recibo = await paid(loanId, {
      fecha: '2027-01-05',
      importe: quote.json<{ importe: number }>().importe,
      canal: 'efectivo',
    });
    // As the payoffs approved before migration 043 were stored.
    await db.query(
      `UPDATE loan_allocations SET lines = (SELECT jsonb_agg(l - 'antes') FROM jsonb_array_elements(lines) l)
        WHERE id = (SELECT allocation_id FROM loan_payments WHERE id = $1)`,
      [recibo],
    );
    expect((await propose(maker, loanId, recibo)).json()).toEqual({
      Status: 409,
      Mensaje: paymentMessages.payoffWithoutPrices,
    });
  });

  it('is four eyes and needs the permissions: the proposer cannot approve, cobranzas cannot approve', async () => {
    const loanId = await createLoan(db, member, terms);
    const recibo = await paid(loanId, { fecha: '2027-01-08', importe: 500, canal: 'efectivo' });
    expect((await propose(evaluador, loanId, recibo)).statusCode).toBe(403);
    const res = await propose(cobranzas, loanId, recibo);
    expect(res.json()).toMatchObject({ Status: 200 });
    const proposalId = res.json<{ proposalId: number }>().proposalId;
    // One pending reversal a payment.
    expect((await propose(maker, loanId, recibo)).json()).toEqual({
      Status: 409,
      Mensaje: paymentMessages.reversalPending,
    });
    expect((await approve(cobranzas, proposalId)).statusCode).toBe(403);
    await checker.post(proposalPaths.reject.replace(':id', String(proposalId)), { reason: 'No corresponde' });

    const own = (await propose(maker, loanId, recibo)).json<{ proposalId: number }>().proposalId;
    expect((await approve(maker, own)).json()).toEqual({ Status: 403, Mensaje: proposalMessages.sameStaff });
    expect((await db.query('SELECT reversed_at FROM loan_payments WHERE id = $1', [recibo]))[0]).toEqual({
      reversed_at: null,
    });
    expect((await approve(checker, own)).statusCode).toBe(200);
    expect((await propose(maker, loanId, recibo, 'ab')).statusCode).toBe(400);
  });
});
