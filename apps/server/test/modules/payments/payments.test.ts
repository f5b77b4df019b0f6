// Payments outside payroll through the console (issue 24): proposed by tesorería or cobranzas, approved by
// another tesorería, applied oldest installment first; the member is notified and e-mailed a receipt PDF; the
// payoff of the day ends the loan 'Cancelado'. Both databases (DATABASE_URL or embedded PGlite).
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
import { pdfPagesText } from '../loans/legajo/pdf-text';

// Business date 2027-01-10: installment 1 (period 202701) falls due on 2027-01-31.
const now = () => new Date('2027-01-10T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, now });
const organismoId = await createOrganismo(db, { id: 5 });
const maker = await consoleAs('tesoreria@p.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@p.test', ['tesoreria']);
const cobranzas = await consoleAs('cobranzas@p.test', ['cobranzas']);
const evaluador = await consoleAs('evaluador@p.test', ['evaluador']);
const member = await createMember(db, {
  dni: '30222333',
  nombres: 'Lucía Inés',
  apellido: 'Benítez',
  mail: 'lucia@prueba.com.ar',
  organismoId,
});
const terms = { estado: loanStates.deducting, monto: 60_000, tna: 60, cuotas: 6, nextPeriod: '202701' };

const at = (template: string, id: number) => template.replace(':id', String(id));
const pay = (as: ConsoleClient, id: number, body: object) => as.post(at(consoleLoanPaths.payments, id), body);
const approve = (as: ConsoleClient, proposalId: number) =>
  as.post(proposalPaths.approve.replace(':id', String(proposalId)));
const cents = (pesos: number | string) => Math.round(Number(pesos) * 100);

const installments = (id: number) =>
  db.query<{ numero: number; importe: string; aplicado: string; estado: string; fecha_pago: string | null }>(
    `SELECT numero, importe, aplicado_iva + aplicado_interes + aplicado_capital AS aplicado, estado,
            to_char(fecha_pago, 'YYYY-MM-DD') AS fecha_pago
       FROM loan_installments WHERE loan_id = $1 ORDER BY numero`,
    [id],
  );
const loanRow = async (id: number) =>
  (
    await db.query<{ estado: string; saldo: string; cuotas_restantes: number }>(
      'SELECT estado, saldo, cuotas_restantes FROM loans WHERE id = $1',
      [id],
    )
  )[0]!;
const lastMovement = async (id: number) =>
  (
    await db.query<{ concepto: string; credito: string; saldo: string }>(
      'SELECT concepto, credito, saldo FROM loan_movements WHERE loan_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    )
  )[0]!;
const lastMail = async (to: string) => {
  const [mail] = await db.query<{ id: number; subject: string; text_body: string }>(
    'SELECT id, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  const files = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    'SELECT filename, content_type, content FROM mail_attachments WHERE mail_id = $1',
    [mail?.id ?? 0],
  );
  return { mail, files };
};
const proposed = async (as: ConsoleClient, id: number, body: object) => {
  const res = await pay(as, id, body);
  expect(res.json()).toMatchObject({ Status: 200, Mensaje: paymentMessages.proposed });
  return res.json<{ proposalId: number }>().proposalId;
};

describe('a payment outside payroll', () => {
  it('is applied oldest installment first once another tesorería approves it, and the member gets a receipt', async () => {
    const loanId = await createLoan(db, member, terms);
    const [first, second] = await installments(loanId);
    const importe = (cents(first!.importe) + 10_000) / 100;
    const proposalId = await proposed(maker, loanId, {
      fecha: '2027-01-08',
      importe,
      canal: 'transferencia',
      referencia: 'OP-778899',
    });
    // Pending: it shows on the loan, nothing is applied yet.
    const file = (await maker.get(at(consoleLoanPaths.detail, loanId))).json<{
      propuestasPendientes: { kind: string; payload: object }[];
    }>();
    expect(file.propuestasPendientes).toMatchObject([
      {
        kind: 'loan.payment',
        payload: {
          prestamo: loanId,
          socio: 'Lucía Inés Benítez',
          fecha: '2027-01-08',
          importe,
          canal: 'transferencia',
          referencia: 'OP-778899',
        },
      },
    ]);
    expect((await installments(loanId))[0]!.estado).toBe('pendiente');

    expect((await approve(checker, proposalId)).statusCode).toBe(200);
    const rows = await installments(loanId);
    expect(rows.slice(0, 3)).toEqual([
      { ...first, aplicado: first!.importe, estado: 'pagada', fecha_pago: '2027-01-08' },
      { ...second, aplicado: '100.00', estado: 'parcial', fecha_pago: null },
      expect.objectContaining({ numero: 3, aplicado: '0.00', estado: 'pendiente' }),
    ]);
    const loan = await loanRow(loanId);
    expect(loan).toMatchObject({ estado: loanStates.deducting, cuotas_restantes: 5 });
    const movement = await lastMovement(loanId);
    expect(movement).toEqual({
      concepto: 'Pago por transferencia (ref. OP-778899): cuotas 1 y 2 (la 2, parcial)',
      credito: importe.toFixed(2),
      saldo: loan.saldo,
    });
    const [allocation] = await db.query<{ origen: string; importe: string }>(
      'SELECT origen, importe FROM loan_allocations WHERE loan_id = $1',
      [loanId],
    );
    expect(allocation).toEqual({ origen: 'pago', importe: importe.toFixed(2) });

    const [notice] = await db.query<{ titulo: string; descripcion: string }>(
      'SELECT titulo, descripcion FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [member.id],
    );
    const [payment] = await db.query<{ id: number }>('SELECT id FROM loan_payments WHERE loan_id = $1', [
      loanId,
    ]);
    const amount = `$ ${importe
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    expect(notice?.titulo).toBe('Pago recibido');
    expect(notice?.descripcion).toContain(`Recibimos su pago de ${amount} del 08/01/2027`);
    expect(notice?.descripcion).toContain(`recibo N° ${payment!.id}`);
    const { mail, files } = await lastMail(member.mail);
    expect(mail?.subject).toBe(`Recibo de pago N° ${payment!.id}`);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      filename: `recibo-${payment!.id}.pdf`,
      content_type: 'application/pdf',
    });
    const pdf = new Uint8Array(files[0]!.content);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPagesText(pdf)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Recibo de pago N° ${payment!.id}`);
    expect(text).toContain('Benítez, Lucía Inés');
    expect(text).toContain('30222333');
    expect(text).toContain(amount);
    expect(text).toContain('Transferencia bancaria');
    expect(text).toContain('OP-778899');
    expect(text).toContain('Cuota 1 de 6 Pagada');
    expect(text).toContain('Cuota 2 de 6 Pagada en parte $ 100,00');
    expect(text).toContain(
      `Saldo del préstamo después del pago $ ${loan.saldo.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`,
    );

    // Audited: proposed, approved, applied.
    const audit = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action LIKE 'loan.payment%'
        ORDER BY id`,
      [String(loanId)],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'loan.payment.propose',
      'loan.payment.approve',
      'loan.payment',
    ]);
    // The same bank transfer is not applied twice.
    expect(
      (
        await pay(maker, loanId, {
          fecha: '2027-01-09',
          importe: 10,
          canal: 'transferencia',
          referencia: 'op-778899',
        })
      ).json(),
    ).toEqual({
      Status: 409,
      Mensaje: paymentMessages.referenceUsed,
    });
  });

  it('is four eyes: the proposer cannot approve it; cobranzas may propose but not approve', async () => {
    const loanId = await createLoan(db, member, terms);
    const proposalId = await proposed(cobranzas, loanId, {
      fecha: '2027-01-10',
      importe: 500,
      canal: 'efectivo',
    });
    expect((await approve(cobranzas, proposalId)).statusCode).toBe(403);
    expect(await db.query('SELECT 1 FROM loan_payments WHERE loan_id = $1', [loanId])).toHaveLength(0);
    expect(
      (await pay(evaluador, loanId, { fecha: '2027-01-10', importe: 500, canal: 'efectivo' })).statusCode,
    ).toBe(403);
    // One pending payment a loan.
    expect(
      (await pay(maker, loanId, { fecha: '2027-01-10', importe: 10, canal: 'efectivo' })).json(),
    ).toEqual({
      Status: 409,
      Mensaje: paymentMessages.pendingExists,
    });
    await checker.post(proposalPaths.reject.replace(':id', String(proposalId)), { reason: 'No llegó' });

    const own = await proposed(maker, loanId, { fecha: '2027-01-10', importe: 500, canal: 'efectivo' });
    expect((await approve(maker, own)).json()).toEqual({ Status: 403, Mensaje: proposalMessages.sameStaff });
    expect((await approve(checker, own)).statusCode).toBe(200);
    expect(await lastMovement(loanId)).toMatchObject({ concepto: 'Pago en efectivo: cuota 1 (parcial)' });
    expect((await lastMail(member.mail)).mail?.text_body).toContain('en efectivo');
  });

  it('the payoff of its date ends the loan Cancelado with Saldo 0', async () => {
    const loanId = await createLoan(db, member, terms);
    const quote = await maker.get(`${at(consoleLoanPaths.paymentPayoff, loanId)}?fecha=2027-01-05`);
    const figures = quote.json<{ importe: number; desde: string; hasta: string; fecha: string }>();
    // Payoffs are for any day from the transfer (here, the first day of installment 1's period) to today.
    expect(figures).toMatchObject({ fecha: '2027-01-05', desde: '2027-01-01', hasta: '2027-01-10' });
    expect((await maker.get(at(consoleLoanPaths.paymentPayoff, loanId))).json()).toMatchObject({
      fecha: '2027-01-10',
    });
    const over = await pay(maker, loanId, {
      fecha: '2027-01-05',
      importe: (cents(figures.importe) + 1) / 100,
      canal: 'transferencia',
      referencia: 'T-1',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ Mensaje: string }>().Mensaje).toContain(
      'supera el total para cancelar el préstamo al 05/01/2027',
    );

    const proposalId = await proposed(maker, loanId, {
      fecha: '2027-01-05',
      importe: figures.importe,
      canal: 'transferencia',
      referencia: 'T-1',
    });
    expect((await approve(checker, proposalId)).statusCode).toBe(200);
    expect(await loanRow(loanId)).toEqual({ estado: loanStates.paidOff, saldo: '0.00', cuotas_restantes: 0 });
    expect((await installments(loanId)).every((i) => i.estado === 'pagada')).toBe(true);
    expect(await lastMovement(loanId)).toEqual({
      concepto: 'Pago por transferencia (ref. T-1): cancelación del préstamo (cuotas 1 a 6)',
      credito: figures.importe.toFixed(2),
      saldo: '0.00',
    });
    const [allocation] = await db.query<{ origen: string }>(
      'SELECT origen FROM loan_allocations WHERE loan_id = $1',
      [loanId],
    );
    expect(allocation?.origen).toBe('precancelacion');
    const { mail, files } = await lastMail(member.mail);
    expect(mail?.text_body).toContain('canceló su préstamo');
    expect((await pdfPagesText(new Uint8Array(files[0]!.content))).join(' ')).toContain('queda cancelado');
    // Nothing more can be paid.
    expect((await pay(maker, loanId, { fecha: '2027-01-10', importe: 1, canal: 'efectivo' })).json()).toEqual(
      {
        Status: 409,
        Mensaje: paymentMessages.notRepaying,
      },
    );
  });

  it('refuses what cannot be a payment, with Spanish messages', async () => {
    const loanId = await createLoan(db, member, terms);
    const requested = await createLoan(db, member, {});
    const ok = { fecha: '2027-01-10', importe: 100, canal: 'transferencia', referencia: 'R-1' };
    const refused = async (id: number, body: object) => {
      const res = await pay(maker, id, body);
      return { status: res.statusCode, mensaje: res.json<{ Mensaje: string }>().Mensaje };
    };
    expect(await refused(999_999, ok)).toEqual({ status: 404, mensaje: 'No existe el préstamo' });
    expect(await refused(requested, ok)).toEqual({ status: 409, mensaje: paymentMessages.notRepaying });
    expect(await refused(loanId, { ...ok, importe: 0 })).toMatchObject({
      status: 400,
      mensaje: expect.stringContaining('mayor que cero'),
    });
    expect(await refused(loanId, { ...ok, importe: 10.005 })).toMatchObject({
      mensaje: expect.stringContaining('más de dos decimales'),
    });
    expect(await refused(loanId, { ...ok, fecha: '2027-01-11' })).toEqual({
      status: 400,
      mensaje: paymentMessages.future,
    });
    expect(await refused(loanId, { ...ok, fecha: '2026-12-31' })).toEqual({
      status: 400,
      mensaje: paymentMessages.beforeTransfer('01/01/2027'),
    });
    expect(await refused(loanId, { ...ok, fecha: '2027-02-30' })).toMatchObject({ status: 400 });
    expect(await refused(loanId, { ...ok, referencia: '  ' })).toMatchObject({
      status: 400,
      mensaje: expect.stringContaining('referencia de la transferencia'),
    });
    expect(await refused(loanId, { ...ok, referencia: 'x'.repeat(61) })).toMatchObject({
      status: 400,
      mensaje: expect.stringContaining('60 caracteres'),
    });
    expect(await refused(loanId, { ...ok, canal: 'cheque' })).toMatchObject({ status: 400 });
    expect(
      (await maker.get(`${at(consoleLoanPaths.paymentPayoff, loanId)}?fecha=2027-01-11`)).statusCode,
    ).toBe(400);
    expect((await maker.get(at(consoleLoanPaths.paymentPayoff, requested))).statusCode).toBe(409);
    // A loan that changed between the proposal and the approval: refused then, nothing applied.
    const proposalId = await proposed(maker, loanId, ok);
    await db.query(`UPDATE loans SET estado = $2 WHERE id = $1`, [loanId, loanStates.paidOff]);
    expect((await approve(checker, proposalId)).json()).toEqual({
      Status: 409,
      Mensaje: paymentMessages.notRepaying,
    });
    expect(await db.query('SELECT 1 FROM loan_allocations WHERE loan_id = $1', [loanId])).toHaveLength(0);
  });
});
