import { accountBrakeHours, type PayeeAccount } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

export interface PayeeRow {
  id: number;
  cbu: string | null;
  alias: string | null;
  cuit_titular: string;
  vigente_desde: Date;
  reciente: boolean;
}

const recentSql = (at: string) => `a.vigente_desde > ${at} - make_interval(hours => ${accountBrakeHours})`;
/** Whether the account `a` was put in force within 48 hours before now, as SQL. */
export const recentAccount = recentSql('now()');

/**
 * The member's account in force, and whether it was put in force within 48 hours before `at` (a
 * proposal's proposed_at; null: now, the clock that stamps a proposal made in this transaction).
 * member_bank_accounts is the member-bank-accounts module's table (migration 039), read here with the
 * brake's clock in the same statement, which its `liveBankAccount(q, memberId)` does not offer.
 */
export const livePayee = (q: Queryable, memberId: number, at: Date | null = null) =>
  maybeOne<PayeeRow>(
    q,
    `SELECT a.id, a.cbu, a.alias, a.cuit_titular, a.vigente_desde,
            ${recentSql('coalesce($2::timestamptz, now())')} AS reciente
       FROM member_bank_accounts a WHERE a.member_id = $1 AND a.reemplazada_at IS NULL`,
    [memberId, at],
  );

export const payeeOf = (row: PayeeRow): PayeeAccount => ({
  id: row.id,
  cbu: row.cbu,
  alias: row.alias,
  cuitTitular: row.cuit_titular,
  vigenteDesde: row.vigente_desde.toISOString(),
  reciente: row.reciente,
});

/**
 * The batch (proposed or approved) that holds the loan, if any, and whether it is approved (its file may
 * already be at the bank). transfer_batch_items is the transfers module's table (migration 041), read
 * here so that a single transfer and a cancellation can refuse a reserved loan without a module cycle.
 */
export const reservingBatch = (q: Queryable, loanId: number) =>
  maybeOne<{ batch_id: number; estado: string }>(
    q,
    `SELECT i.batch_id, b.estado FROM transfer_batch_items i JOIN transfer_batches b ON b.id = i.batch_id
      WHERE i.loan_id = $1 AND i.reservado`,
    [loanId],
  );
