import { loanStates } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';

/** Records an approved transfer and, per loan it paid off, the Saldo and installments it had. */
export async function insertTransfer(
  q: Queryable,
  t: {
    loanId: number;
    proposalId: number;
    /** The batch it came in, and the member account it paid (both absent: none). */
    batchId?: number | null;
    accountId?: number | null;
    fecha: string;
    importe: number;
    referencia: string;
    movementId: number;
    paidOff: readonly { id: number; saldo: string; cuotas_restantes: number }[];
  },
) {
  const { id } = await one<{ id: number }>(
    q,
    `INSERT INTO loan_transfers (loan_id, proposal_id, fecha, importe, referencia, movement_id, batch_id,
                                 member_bank_account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      t.loanId,
      t.proposalId,
      t.fecha,
      t.importe,
      t.referencia,
      t.movementId,
      t.batchId ?? null,
      t.accountId ?? null,
    ],
  );
  for (const p of t.paidOff)
    await q.query(
      `INSERT INTO loan_transfer_precancellations (transfer_id, loan_id, saldo, cuotas_restantes)
       VALUES ($1, $2, $3, $4)`,
      [id, p.id, p.saldo, p.cuotas_restantes],
    );
  return id;
}

export interface LiveTransferRow {
  id: number;
  fecha: string;
  importe: string;
  referencia: string;
  movement_id: number;
  last_movement_id: number;
}

/** The loan's transfer not yet reversed, locked, with the loan's latest movement. */
export const lockLiveTransfer = (q: Queryable, loanId: number) =>
  maybeOne<LiveTransferRow>(
    q,
    `SELECT t.id, t.fecha::text AS fecha, t.importe, t.referencia, t.movement_id,
            (SELECT max(m.id) FROM loan_movements m WHERE m.loan_id = t.loan_id) AS last_movement_id
       FROM loan_transfers t WHERE t.loan_id = $1 AND t.reversed_at IS NULL FOR UPDATE OF t`,
    [loanId],
  );

/** The loans the transfer paid off, locked in id order (the order the transfer locked them in). */
export const lockPaidOffByTransfer = (q: Queryable, transferId: number) =>
  q.query<{ loan_id: number; estado: string; saldo: string; cuotas_restantes: number }>(
    `SELECT p.loan_id, l.estado, p.saldo, p.cuotas_restantes
       FROM loan_transfer_precancellations p JOIN loans l ON l.id = p.loan_id
      WHERE p.transfer_id = $1 ORDER BY l.id FOR UPDATE OF l`,
    [transferId],
  );

export const markReversed = (q: Queryable, transferId: number, proposalId: number) =>
  q.query('UPDATE loan_transfers SET reversal_proposal_id = $2, reversed_at = now() WHERE id = $1', [
    transferId,
    proposalId,
  ]);

/** Back to waiting for the money: nothing owed, every installment still ahead. */
export const undoRepayment = (q: Queryable, loanId: number) =>
  q.query(
    `UPDATE loans SET estado = $2, saldo = 0, cuotas_restantes = cantidad_cuotas, updated_at = now()
      WHERE id = $1`,
    [loanId, loanStates.awaitingTransfer],
  );

export const restoreRepayment = (q: Queryable, loanId: number, saldo: string, cuotasRestantes: number) =>
  q.query(
    `UPDATE loans SET estado = $2, saldo = $3, cuotas_restantes = $4, updated_at = now() WHERE id = $1`,
    [loanId, loanStates.deducting, saldo, cuotasRestantes],
  );
