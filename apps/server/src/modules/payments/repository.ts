import type { PaymentChannel } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';
import { numericOf } from '../../db/numeric';

/** The loan a payment is for, with what the notice and the receipt say of its member. */
export interface PaymentLoan {
  id: number;
  estado: string;
  producto: string;
  cantidad_cuotas: number;
  cuotas_restantes: number;
  saldo: string;
  member_id: number;
  mail: string;
  nombres: string;
  apellido: string;
  dni: string;
}

/** Locked until the caller's transaction ends: a proposal and an approval on one loan go one at a time. */
export const lockLoan = (q: Queryable, loanId: number) =>
  maybeOne<PaymentLoan>(
    q,
    `SELECT l.id, l.estado, l.producto, l.cantidad_cuotas, l.cuotas_restantes, l.saldo, l.member_id, m.mail, m.nombres, m.apellido, m.dni
       FROM loans l JOIN members m ON m.id = l.member_id
      WHERE l.id = $1 FOR UPDATE OF l`,
    [loanId],
  );

/** A transfer of the same reference already applied to the loan (the same money recorded twice). */
export const referenceUsed = async (q: Queryable, loanId: number, referencia: string) =>
  (
    await q.query(
      `SELECT 1 FROM loan_payments
        WHERE loan_id = $1 AND canal = 'transferencia' AND lower(referencia) = lower($2)`,
      [loanId, referencia],
    )
  ).length > 0;

export interface NewPayment {
  loanId: number;
  proposalId: number;
  allocationId: number;
  fecha: string;
  /** Cents, as every amount below. */
  importe: number;
  canal: PaymentChannel;
  referencia: string;
  cancelacion: boolean;
  saldoDespues: number;
}

/** The payment's row; its id is the receipt's number. */
export const insertPayment = async (q: Queryable, p: NewPayment) =>
  (
    await one<{ id: number }>(
      q,
      `INSERT INTO loan_payments (loan_id, proposal_id, allocation_id, fecha, importe, canal, referencia,
                                  cancelacion, saldo_despues)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        p.loanId,
        p.proposalId,
        p.allocationId,
        p.fecha,
        numericOf(p.importe),
        p.canal,
        p.referencia,
        p.cancelacion,
        numericOf(p.saldoDespues),
      ],
    )
  ).id;

/** A payment's row as its reversal reads it. */
export interface PaymentRow {
  id: number;
  loan_id: number;
  allocation_id: number;
  fecha: string;
  importe: string;
  canal: PaymentChannel;
  referencia: string;
  cancelacion: boolean;
  reversed_at: Date | null;
}

const paymentColumns = `id, loan_id, allocation_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, importe, canal, referencia,
       cancelacion, reversed_at`;

/** Locked until the caller's transaction ends (after the loan's lock: the order every change takes). */
export const lockPayment = (q: Queryable, id: number) =>
  maybeOne<PaymentRow>(q, `SELECT ${paymentColumns} FROM loan_payments WHERE id = $1 FOR UPDATE`, [id]);

/** A loan's payments, latest first (a few a loan: not paged). */
export const paymentsOf = (q: Queryable, loanId: number) =>
  q.query<PaymentRow>(`SELECT ${paymentColumns} FROM loan_payments WHERE loan_id = $1 ORDER BY id DESC`, [
    loanId,
  ]);

/** Whether any of these allocations is a payoff (it repriced the installments). */
export const anyPayoff = async (q: Queryable, allocationIds: readonly number[]) =>
  allocationIds.length > 0 &&
  (
    await q.query(
      `SELECT 1 FROM loan_allocations WHERE id = ANY($1::int[]) AND origen = 'precancelacion' LIMIT 1`,
      [allocationIds],
    )
  ).length > 0;

export const markReversed = (q: Queryable, id: number, proposalId: number) =>
  q.query('UPDATE loan_payments SET reversal_proposal_id = $2, reversed_at = now() WHERE id = $1', [
    id,
    proposalId,
  ]);
