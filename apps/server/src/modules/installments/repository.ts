import type { Queryable } from '../../db/connection';
import { centsOf, numericOf } from '../../db/numeric';
import type { Allocation, AllocationLine } from './allocation';
import type { StoredInstallment } from './ledger';
import type { LoanSummary } from './ledger';

interface InstallmentRow {
  loan_id: number;
  numero: number;
  periodo: string;
  vencimiento: string;
  capital: string;
  interes: string;
  iva: string;
  importe: string;
  aplicado_iva: string;
  aplicado_interes: string;
  aplicado_capital: string;
  estado: StoredInstallment['estado'];
  fecha_pago: string | null;
  devengada: boolean;
}

const columns = `loan_id, numero, periodo, to_char(vencimiento, 'YYYY-MM-DD') AS vencimiento, capital, interes,
  iva, importe, aplicado_iva, aplicado_interes, aplicado_capital, estado,
  to_char(fecha_pago, 'YYYY-MM-DD') AS fecha_pago, devengada`;

const fromRow = (r: InstallmentRow): StoredInstallment => ({
  numero: r.numero,
  periodo: r.periodo,
  vencimiento: r.vencimiento,
  capital: centsOf(r.capital),
  interes: centsOf(r.interes),
  iva: centsOf(r.iva),
  importe: centsOf(r.importe),
  aplicado: {
    iva: centsOf(r.aplicado_iva),
    interes: centsOf(r.aplicado_interes),
    capital: centsOf(r.aplicado_capital),
  },
  estado: r.estado,
  fechaPago: r.fecha_pago,
  devengada: r.devengada,
});

/** The installments of some loans, by loan, in number order (the loans are locked by the caller). */
export async function installmentsOf(
  q: Queryable,
  loanIds: readonly number[],
): Promise<Map<number, StoredInstallment[]>> {
  const rows = await q.query<InstallmentRow>(
    `SELECT ${columns} FROM loan_installments WHERE loan_id = ANY($1::int[]) ORDER BY loan_id, numero`,
    [loanIds],
  );
  const byLoan = new Map<number, StoredInstallment[]>(loanIds.map((id) => [id, []]));
  for (const r of rows) byLoan.get(r.loan_id)!.push(fromRow(r));
  return byLoan;
}

/**
 * The installments of some loans not fully paid yet, by loan, in number order: all that money can still
 * reach. A paid installment is charged (`devengada`) and owes nothing, so it adds nothing to Saldo,
 * `restantes` or what is owed, and allocation passes it by: leaving it out changes no result and halves
 * what a large results file reads (docs/decisions/024-installments-ledger.md, "At scale").
 */
export async function openInstallmentsOf(
  q: Queryable,
  loanIds: readonly number[],
): Promise<Map<number, StoredInstallment[]>> {
  const rows = await q.query<InstallmentRow>(
    `SELECT ${columns} FROM loan_installments
      WHERE loan_id = ANY($1::int[]) AND estado <> 'pagada' ORDER BY loan_id, numero`,
    [loanIds],
  );
  const byLoan = new Map<number, StoredInstallment[]>(loanIds.map((id) => [id, []]));
  for (const r of rows) byLoan.get(r.loan_id)!.push(fromRow(r));
  return byLoan;
}

const BATCH = 5000;

/** New rows of a loan (its schedule at the transfer, or the backfill). */
export async function insertInstallments(
  q: Queryable,
  rows: readonly { loanId: number; installment: StoredInstallment }[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await q.query(
      `INSERT INTO loan_installments (loan_id, numero, periodo, vencimiento, capital, interes, iva, importe,
                                      aplicado_iva, aplicado_interes, aplicado_capital, estado, fecha_pago, devengada)
       SELECT * FROM unnest($1::int[], $2::smallint[], $3::text[], $4::date[], $5::numeric[], $6::numeric[],
                            $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::text[],
                            $13::date[], $14::boolean[])`,
      arraysOf(batch),
    );
  }
}

/** Rows changed by an allocation, a reversal or a charge, written back in one statement a batch. */
export async function updateInstallments(
  q: Queryable,
  rows: readonly { loanId: number; installment: StoredInstallment }[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await q.query(
      `UPDATE loan_installments t SET interes = v.interes, iva = v.iva, importe = v.importe,
              aplicado_iva = v.ai, aplicado_interes = v.an, aplicado_capital = v.ac, estado = v.estado,
              fecha_pago = v.fp, devengada = v.dev
         FROM unnest($1::int[], $2::smallint[], $3::text[], $4::date[], $5::numeric[], $6::numeric[],
                     $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::text[],
                     $13::date[], $14::boolean[])
           AS v(loan_id, numero, periodo, vencimiento, capital, interes, iva, importe, ai, an, ac, estado, fp, dev)
        WHERE t.loan_id = v.loan_id AND t.numero = v.numero`,
      arraysOf(batch),
    );
  }
}

function arraysOf(batch: readonly { loanId: number; installment: StoredInstallment }[]) {
  const col = <T>(f: (i: StoredInstallment) => T) => batch.map((r) => f(r.installment));
  return [
    batch.map((r) => r.loanId),
    col((i) => i.numero),
    col((i) => i.periodo),
    col((i) => i.vencimiento),
    col((i) => numericOf(i.capital)),
    col((i) => numericOf(i.interes)),
    col((i) => numericOf(i.iva)),
    col((i) => numericOf(i.importe)),
    col((i) => numericOf(i.aplicado.iva)),
    col((i) => numericOf(i.aplicado.interes)),
    col((i) => numericOf(i.aplicado.capital)),
    col((i) => i.estado),
    col((i) => i.fechaPago),
    col((i) => i.devengada),
  ];
}

const sameInstallment = (a: StoredInstallment, b: StoredInstallment) =>
  a.estado === b.estado &&
  a.fechaPago === b.fechaPago &&
  a.devengada === b.devengada &&
  a.interes === b.interes &&
  a.iva === b.iva &&
  a.importe === b.importe &&
  a.aplicado.iva === b.aplicado.iva &&
  a.aplicado.interes === b.aplicado.interes &&
  a.aplicado.capital === b.aplicado.capital;

/** Only the rows an operation changed need writing (compared on every column updateInstallments writes). */
export const changedRows = (before: readonly StoredInstallment[], after: readonly StoredInstallment[]) => {
  const old = new Map(before.map((i) => [i.numero, i]));
  return after.filter((i) => {
    const was = old.get(i.numero);
    return was === undefined || !sameInstallment(was, i);
  });
};

export type Origen = 'haberes' | 'pago' | 'precancelacion' | 'migracion';

export interface NewAllocation {
  loanId: number;
  origen: Origen;
  postingId: number | null;
  allocation: Allocation;
}

/** Allocations in one statement a batch; ids in the order given. */
export async function insertAllocations(q: Queryable, rows: readonly NewAllocation[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const inserted = await q.query<{ id: number }>(
      `INSERT INTO loan_allocations (loan_id, origen, posting_id, fecha, business_date, importe, sobrante, lines)
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::date[], $5::date[], $6::numeric[], $7::numeric[],
                            $8::jsonb[])
       RETURNING id`,
      [
        batch.map((r) => r.loanId),
        batch.map((r) => r.origen),
        batch.map((r) => r.postingId),
        batch.map((r) => r.allocation.fecha),
        batch.map((r) => r.allocation.businessDate),
        batch.map((r) => numericOf(r.allocation.importe)),
        batch.map((r) => numericOf(r.allocation.sobrante)),
        batch.map((r) => JSON.stringify(r.allocation.lines)),
      ],
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export interface StoredAllocation extends Allocation {
  id: number;
  postingId: number | null;
}

interface AllocationRow {
  id: number;
  posting_id: number | null;
  fecha: string;
  business_date: string;
  importe: string;
  sobrante: string;
  lines: AllocationLine[];
}

const allocationOf = (r: AllocationRow): StoredAllocation => ({
  id: r.id,
  postingId: r.posting_id,
  fecha: r.fecha,
  businessDate: r.business_date,
  importe: centsOf(r.importe),
  sobrante: centsOf(r.sobrante),
  lines: r.lines,
});

/** A loan's allocations not reversed, oldest first. */
export const liveAllocations = async (q: Queryable, loanId: number) =>
  (
    await q.query<AllocationRow>(
      `SELECT id, posting_id, to_char(fecha, 'YYYY-MM-DD') AS fecha,
              to_char(business_date, 'YYYY-MM-DD') AS business_date, importe, sobrante, lines
         FROM loan_allocations WHERE loan_id = $1 AND reversed_at IS NULL ORDER BY id`,
      [loanId],
    )
  ).map(allocationOf);

export const markAllocationReversed = (q: Queryable, id: number) =>
  q.query('UPDATE loan_allocations SET reversed_at = now() WHERE id = $1', [id]);

/** A later allocation re-applied after an earlier one was reversed holds other lines now. */
export const rewriteAllocation = (q: Queryable, id: number, a: Allocation) =>
  q.query('UPDATE loan_allocations SET lines = $2, sobrante = $3 WHERE id = $1', [
    id,
    JSON.stringify(a.lines),
    numericOf(a.sobrante),
  ]);

/** An allocation undone (installments/allocation.ts `reverse`) and the later ones it re-applied. */
export interface UndoneAllocation {
  allocation: StoredAllocation;
  later: readonly StoredAllocation[];
  reprocessed: readonly Allocation[];
  before: readonly StoredInstallment[];
  rows: readonly StoredInstallment[];
}

/**
 * Writes an undone allocation: the installments it changed, the allocation marked reversed, each later one
 * rewritten as re-applied. Answers the payroll postings whose left-over money changed with it.
 */
export async function writeUndoneAllocation(q: Queryable, loanId: number, undo: UndoneAllocation) {
  await updateInstallments(
    q,
    changedRows(undo.before, undo.rows).map((installment) => ({ loanId, installment })),
  );
  await markAllocationReversed(q, undo.allocation.id);
  const postings: { postingId: number; sobrante: number }[] = [];
  for (const [i, again] of undo.reprocessed.entries()) {
    const old = undo.later[i]!;
    await rewriteAllocation(q, old.id, again);
    if (old.postingId !== null && again.sobrante !== old.sobrante)
      postings.push({ postingId: old.postingId, sobrante: again.sobrante });
  }
  return postings;
}

/** The loans' figures kept on their rows, in one statement a batch. */
export async function updateLoanSummaries(
  q: Queryable,
  rows: readonly { loanId: number; summary: LoanSummary; estado: string }[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await q.query(
      `UPDATE loans SET saldo = v.s, cuotas_restantes = v.c, monto_en_mora = v.m, vencida_desde = v.d,
              estado = v.e, updated_at = now()
         FROM unnest($1::int[], $2::numeric[], $3::int[], $4::numeric[], $5::date[], $6::text[])
           AS v(id, s, c, m, d, e)
        WHERE loans.id = v.id`,
      [
        batch.map((r) => r.loanId),
        batch.map((r) => numericOf(r.summary.saldo)),
        batch.map((r) => r.summary.restantes),
        batch.map((r) => numericOf(r.summary.adeudado)),
        batch.map((r) => r.summary.vencidaDesde),
        batch.map((r) => r.estado),
      ],
    );
  }
}

export const deleteInstallments = (q: Queryable, loanId: number) =>
  q.query('DELETE FROM loan_installments WHERE loan_id = $1', [loanId]);
