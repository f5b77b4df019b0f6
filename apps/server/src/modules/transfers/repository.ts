import { accountBrakeHours, loanStates } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';

const BA = 'America/Argentina/Buenos_Aires';

export interface WorklistRow {
  id: number;
  producto: string;
  monto_prestado: string;
  neto: string;
  dias: number;
  member_id: number;
  nombres: string;
  apellido: string;
  dni: string;
  organismo: string;
  cuenta_id: number | null;
  cbu: string | null;
  alias: string | null;
  cuit_titular: string | null;
  vigente_desde: Date | null;
  reciente: boolean | null;
  batch_id: number | null;
  propuesta: boolean;
}

// The net each loan transfers: the amount lent less what its pre-cancelled loans still repaying owe.
const net = `l.monto_prestado - coalesce((SELECT sum(t.saldo) FROM loan_request_precancellations p
                JOIN loans t ON t.id = p.precancelled_loan_id
               WHERE p.loan_id = l.id AND t.estado = '${loanStates.deducting}'), 0)`;

// member_bank_accounts is the bank-accounts module's table (migration 039): the account in force.
const worklistFrom = `FROM loans l
  JOIN members m ON m.id = l.member_id
  JOIN organismos o ON o.id = m.organismo_id
  LEFT JOIN member_bank_accounts a ON a.member_id = m.id AND a.reemplazada_at IS NULL
 WHERE l.estado = $1`;

/** The loans waiting for their money, by id (the order they were confirmed in, near enough). */
export const listWorklist = (q: Queryable, businessDate: string, afterId: number, limit: number) =>
  q.query<WorklistRow>(
    `SELECT l.id, l.producto, l.monto_prestado, ${net} AS neto,
            greatest(0, $2::date - (coalesce(l.confirmed_at, l.updated_at) AT TIME ZONE '${BA}')::date) AS dias,
            m.id AS member_id, m.nombres, m.apellido, m.dni, o.nombre AS organismo,
            a.id AS cuenta_id, a.cbu, a.alias, a.cuit_titular, a.vigente_desde,
            a.vigente_desde > now() - make_interval(hours => ${accountBrakeHours}) AS reciente,
            (SELECT i.batch_id FROM transfer_batch_items i WHERE i.loan_id = l.id AND i.reservado) AS batch_id,
            EXISTS (SELECT 1 FROM proposals p WHERE p.decision IS NULL AND p.kind = 'loan.transfer'
                       AND p.entity = 'loan' AND p.entity_id = l.id::text) AS propuesta
       ${worklistFrom} AND l.id > $3
      ORDER BY l.id LIMIT $4`,
    [loanStates.awaitingTransfer, businessDate, afterId, limit],
  );

export const worklistTotals = (q: Queryable) =>
  one<{ prestamos: number; neto: string; sin_cuenta: number }>(
    q,
    `SELECT count(*)::int AS prestamos, coalesce(sum(${net}), 0) AS neto,
            count(*) FILTER (WHERE a.id IS NULL)::int AS sin_cuenta
       ${worklistFrom}`,
    [loanStates.awaitingTransfer],
  );

export const memberNames = (q: Queryable, loanIds: readonly number[]) =>
  q.query<{ id: number; nombre: string }>(
    `SELECT l.id, m.nombres || ' ' || m.apellido AS nombre FROM loans l JOIN members m ON m.id = l.member_id
      WHERE l.id = ANY($1::int[])`,
    [loanIds],
  );

export const insertBatch = async (q: Queryable, layout: string, staffId: number) =>
  (
    await one<{ id: number }>(
      q,
      'INSERT INTO transfer_batches (layout, created_by) VALUES ($1, $2) RETURNING id',
      [layout, staffId],
    )
  ).id;

export const insertBatchItem = (
  q: Queryable,
  i: { batchId: number; loanId: number; accountId: number; importe: number },
) =>
  q.query(
    `INSERT INTO transfer_batch_items (batch_id, loan_id, member_bank_account_id, importe)
     VALUES ($1, $2, $3, $4)`,
    [i.batchId, i.loanId, i.accountId, i.importe],
  );

export const setBatchProposal = (q: Queryable, batchId: number, proposalId: number) =>
  q.query('UPDATE transfer_batches SET proposal_id = $2 WHERE id = $1', [batchId, proposalId]);

export interface BatchRow {
  id: number;
  estado: string;
  proposal_id: number;
  layout: string;
}

export const lockBatch = (q: Queryable, batchId: number) =>
  maybeOne<BatchRow>(
    q,
    'SELECT id, estado, proposal_id, layout FROM transfer_batches WHERE id = $1 FOR UPDATE',
    [batchId],
  );

export interface BatchItemRow {
  loan_id: number;
  member_bank_account_id: number;
  importe: string;
}

/** The loans a batch still holds, in id order (the order every path locks loans in). */
export const reservedItems = (q: Queryable, batchId: number) =>
  q.query<BatchItemRow>(
    `SELECT loan_id, member_bank_account_id, importe FROM transfer_batch_items
      WHERE batch_id = $1 AND reservado ORDER BY loan_id`,
    [batchId],
  );

export const dropItem = (q: Queryable, batchId: number, loanId: number, reason: string) =>
  q.query(
    'UPDATE transfer_batch_items SET reservado = false, excluido = $3 WHERE batch_id = $1 AND loan_id = $2',
    [batchId, loanId, reason],
  );

/** How many of the given accounts were put in force within 48 hours before `at`. */
export const recentAccounts = async (q: Queryable, accountIds: readonly number[], at: Date) =>
  (
    await one<{ n: number }>(
      q,
      `SELECT count(*)::int AS n FROM member_bank_accounts
        WHERE id = ANY($1::int[]) AND vigente_desde > $2::timestamptz - make_interval(hours => ${accountBrakeHours})`,
      [accountIds, at],
    )
  ).n;

/** The rows of the bank file: each reserved loan with the account it was approved with. */
export const fileRows = (q: Queryable, batchId: number) =>
  q.query<{
    loan_id: number;
    cbu: string | null;
    alias: string | null;
    cuit_titular: string;
    importe: string;
  }>(
    `SELECT i.loan_id, a.cbu, a.alias, a.cuit_titular, i.importe
       FROM transfer_batch_items i JOIN member_bank_accounts a ON a.id = i.member_bank_account_id
      WHERE i.batch_id = $1 AND i.reservado ORDER BY i.loan_id`,
    [batchId],
  );

export const approveBatch = (q: Queryable, batchId: number, file: Buffer, sha256: string) =>
  q.query(
    `UPDATE transfer_batches SET estado = 'aprobado', approved_at = now(), file = $2, file_sha256 = $3
      WHERE id = $1`,
    [batchId, file, sha256],
  );

/** A rejected batch frees its loans. */
export async function rejectBatch(q: Queryable, batchId: number) {
  await q.query(`UPDATE transfer_batches SET estado = 'rechazado' WHERE id = $1`, [batchId]);
  await q.query('UPDATE transfer_batch_items SET reservado = false WHERE batch_id = $1', [batchId]);
}

/** An executed batch: its loans are transferred, so nothing is reserved any more. */
export async function markExecuted(
  q: Queryable,
  b: { batchId: number; referencia: string; fecha: string; staffId: number },
) {
  await q.query(
    `UPDATE transfer_batches SET estado = 'ejecutado', referencia = $2, fecha_ejecucion = $3, executed_by = $4,
            executed_at = now()
      WHERE id = $1`,
    [b.batchId, b.referencia, b.fecha, b.staffId],
  );
  await q.query('UPDATE transfer_batch_items SET reservado = false WHERE batch_id = $1', [b.batchId]);
}

export const findFile = (q: Queryable, batchId: number) =>
  maybeOne<{ estado: string; layout: string; file: Uint8Array | null; file_sha256: string | null }>(
    q,
    'SELECT estado, layout, file, file_sha256 FROM transfer_batches WHERE id = $1',
    [batchId],
  );

export interface BatchListRow {
  id: number;
  estado: string;
  proposal_id: number;
  layout: string;
  created_at: Date;
  approved_at: Date | null;
  fecha_ejecucion: string | null;
  referencia: string | null;
  propuesto_por: string;
  cantidad: number;
  total: string;
  excluidos: number;
  recientes: number;
}

/**
 * Batches newest first. What a batch pays: its loans not dropped (reserved until executed, kept as history
 * after); the brake counts accounts put in force within 48 hours before the proposal.
 */
export const listBatches = (q: Queryable, beforeId: number | null, limit: number) =>
  q.query<BatchListRow>(
    `SELECT b.id, b.estado, b.proposal_id, b.layout, b.created_at, b.approved_at,
            to_char(b.fecha_ejecucion, 'YYYY-MM-DD') AS fecha_ejecucion, b.referencia, s.email AS propuesto_por,
            count(i.loan_id) FILTER (WHERE i.excluido IS NULL)::int AS cantidad,
            coalesce(sum(i.importe) FILTER (WHERE i.excluido IS NULL), 0) AS total,
            count(i.loan_id) FILTER (WHERE i.excluido IS NOT NULL)::int AS excluidos,
            count(i.loan_id) FILTER (WHERE i.excluido IS NULL AND a.vigente_desde >
              p.proposed_at - make_interval(hours => ${accountBrakeHours}))::int AS recientes
       FROM transfer_batches b
       JOIN proposals p ON p.id = b.proposal_id
       JOIN staff s ON s.id = b.created_by
       LEFT JOIN transfer_batch_items i ON i.batch_id = b.id
       LEFT JOIN member_bank_accounts a ON a.id = i.member_bank_account_id
      WHERE ($1::int IS NULL OR b.id < $1)
      GROUP BY b.id, s.email, p.proposed_at
      ORDER BY b.id DESC LIMIT $2`,
    [beforeId, limit],
  );
