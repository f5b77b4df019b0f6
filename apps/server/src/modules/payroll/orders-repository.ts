import { loanStates } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import type { StandingOrder } from './orders';
import { numericOf } from '../../db/numeric';

export interface PeriodRow {
  period: string;
  state: 'ordered' | 'results' | 'posted' | 'closed';
  generated_at: Date;
  generated_by: string;
  file_lines: number;
  file_total: string;
  ordered_lines: number;
  ordered_total: string;
  orders_sha256: string;
}

// A period a month: a few dozen rows per organismo a year, not paged.
export const listPeriods = (q: Queryable, organismoId: number) =>
  q.query<PeriodRow>(
    `SELECT p.period, p.state, p.generated_at, s.email AS generated_by, p.file_lines, p.file_total,
            p.ordered_lines, p.ordered_total, p.orders_sha256
       FROM payroll_periods p JOIN staff s ON s.id = p.generated_by
      WHERE p.organismo_id = $1 ORDER BY p.period DESC`,
    [organismoId],
  );

export const lastPeriod = async (q: Queryable, organismoId: number) =>
  (
    await q.query<{ period: string }>(
      'SELECT period FROM payroll_periods WHERE organismo_id = $1 ORDER BY period DESC LIMIT 1',
      [organismoId],
    )
  )[0]?.period ?? null;

export interface LoanToOrderRow {
  id: number;
  dni: string;
  cuil: string | null;
  legajo: string | null;
  cantidad_cuotas: number;
  en_curso: number | null;
}

/**
 * The organismo's loans in repayment, with the CUIL and legajo it reported and the latest installment an
 * order of a period still waiting for results asked.
 */
export const loansToOrder = (q: Queryable, organismoId: number) =>
  q.query<LoanToOrderRow>(
    `SELECT l.id, m.dni, c.cuil, c.legajo, l.cantidad_cuotas,
            (SELECT max(o.cuota) FROM payroll_order_lines o
               JOIN payroll_periods p ON p.organismo_id = o.organismo_id AND p.period = o.period
              WHERE o.loan_id = l.id AND p.state IN ('ordered', 'results') AND o.mov IS DISTINCT FROM 'B') AS en_curso
       FROM loans l
       JOIN members m ON m.id = l.member_id
       LEFT JOIN LATERAL (SELECT cl.cuil, cl.legajo FROM capacity_lines cl
                             JOIN capacity_imports ci ON ci.id = cl.import_id AND ci.applied_at IS NOT NULL
                           WHERE cl.organismo_id = m.organismo_id AND cl.dni = m.dni
                           ORDER BY cl.import_id DESC, cl.line DESC LIMIT 1) c ON true
      WHERE m.organismo_id = $1 AND l.estado = $2
      ORDER BY l.id`,
    [organismoId, loanStates.deducting],
  );

/** The installments due by `period` and not fully paid of the organismo's loans in repayment. */
export const openInstallments = (q: Queryable, organismoId: number, period: string) =>
  q.query<{ loan_id: number; numero: number; periodo: string; owed: string }>(
    `SELECT i.loan_id, i.numero, i.periodo,
            i.importe - i.aplicado_iva - i.aplicado_interes - i.aplicado_capital AS owed
       FROM loan_installments i JOIN loans l ON l.id = i.loan_id JOIN members m ON m.id = l.member_id
      WHERE m.organismo_id = $1 AND l.estado = $2 AND i.estado <> 'pagada' AND i.periodo <= $3
      ORDER BY i.loan_id, i.numero`,
    [organismoId, loanStates.deducting, period],
  );

/** The standing orders of a period (its 'B' lines ended, so they are not). */
export const standingOrders = (q: Queryable, organismoId: number, period: string) =>
  q.query<{
    loan_id: number;
    dni: string;
    cuota_desde: number;
    cuota: number;
    cuotas: number;
    importe: string;
  }>(
    `SELECT o.loan_id, m.dni, o.cuota_desde, o.cuota, o.cuotas, o.importe
       FROM payroll_order_lines o JOIN loans l ON l.id = o.loan_id JOIN members m ON m.id = l.member_id
      WHERE o.organismo_id = $1 AND o.period = $2 AND o.mov IS DISTINCT FROM 'B'`,
    [organismoId, period],
  );

export const insertPeriod = (
  q: Queryable,
  p: {
    organismoId: number;
    period: string;
    file: Buffer;
    sha256: string;
    fileLines: number;
    fileTotalCents: number;
    orderedLines: number;
    orderedTotalCents: number;
    staffId: number;
  },
) =>
  q.query(
    `INSERT INTO payroll_periods (organismo_id, period, orders_file, orders_sha256, file_lines, file_total,
                                  ordered_lines, ordered_total, generated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      p.organismoId,
      p.period,
      p.file,
      p.sha256,
      p.fileLines,
      numericOf(p.fileTotalCents),
      p.orderedLines,
      numericOf(p.orderedTotalCents),
      p.staffId,
    ],
  );

const BATCH = 5000;

/** The period's lines, a few thousand per statement. */
export async function insertOrderLines(
  q: Queryable,
  organismoId: number,
  period: string,
  lines: readonly (StandingOrder & { mov: string | null })[],
) {
  for (let i = 0; i < lines.length; i += BATCH) {
    const batch = lines.slice(i, i + BATCH);
    await q.query(
      `INSERT INTO payroll_order_lines (organismo_id, period, loan_id, cuota_desde, cuota, cuotas, mov, importe)
       SELECT $1, $2, * FROM unnest($3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::numeric[])`,
      [
        organismoId,
        period,
        batch.map((l) => l.loanId),
        batch.map((l) => l.cuotaDesde),
        batch.map((l) => l.cuota),
        batch.map((l) => l.cuotas),
        batch.map((l) => l.mov),
        batch.map((l) => numericOf(l.importe)),
      ],
    );
  }
}

export const ordersFileOf = async (q: Queryable, organismoId: number, period: string) =>
  (
    await q.query<{ orders_file: Uint8Array }>(
      'SELECT orders_file FROM payroll_periods WHERE organismo_id = $1 AND period = $2',
      [organismoId, period],
    )
  )[0]?.orders_file ?? null;

/** Serialises generation per organismo: two staff members generating at once wait for each other. */
export const lockOrganismoForOrders = async (q: Queryable, organismoId: number) =>
  (
    await q.query<{ codigo_descuento: string | null }>(
      'SELECT codigo_descuento FROM organismos WHERE id = $1 FOR UPDATE',
      [organismoId],
    )
  )[0] ?? null;

export const periodState = async (q: Queryable, organismoId: number, period: string) =>
  (
    await q.query<{ state: PeriodRow['state'] }>(
      'SELECT state FROM payroll_periods WHERE organismo_id = $1 AND period = $2',
      [organismoId, period],
    )
  )[0]?.state ?? null;

/** Every deduction ordered for the period (its 'B' lines order nothing), with the loan's member DNI. */
export const orderedForPeriod = (q: Queryable, organismoId: number, period: string) =>
  q.query<{ loan_id: number; dni: string; cuota: number; importe: string }>(
    `SELECT o.loan_id, m.dni, o.cuota, o.importe
       FROM payroll_order_lines o JOIN loans l ON l.id = o.loan_id JOIN members m ON m.id = l.member_id
      WHERE o.organismo_id = $1 AND o.period = $2 AND o.mov IS DISTINCT FROM 'B'`,
    [organismoId, period],
  );

/** The period's live postings (not reversed), to tell a corrected file's new lines from posted ones. */
export const livePostings = (q: Queryable, organismoId: number, period: string) =>
  q.query<{ loan_id: number; cuota: number; aplicado: string; estado: string }>(
    `SELECT loan_id, cuota, aplicado, estado FROM payroll_postings
      WHERE organismo_id = $1 AND period = $2 AND reversed_at IS NULL`,
    [organismoId, period],
  );
