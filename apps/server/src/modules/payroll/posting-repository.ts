import type { Queryable } from '../../db/connection';
import type { Movement } from './posting';
import { numericOf } from '../../db/numeric';

export interface LoanForPosting {
  id: number;
  member_id: number;
  mail: string;
  producto: string;
  estado: string;
  monto_prestado: string;
  tna: string;
  cantidad_cuotas: number;
  cuotas_restantes: number;
  saldo: string;
  monto_en_mora: string;
}

/** The loans of a batch, locked until the posting commits. */
export const lockLoans = (q: Queryable, ids: number[]) =>
  q.query<LoanForPosting>(
    `SELECT l.id, l.member_id, m.mail, l.producto, l.estado, l.monto_prestado, l.tna, l.cantidad_cuotas,
            l.cuotas_restantes, l.saldo, l.monto_en_mora
       FROM loans l JOIN members m ON m.id = l.member_id
      WHERE l.id = ANY($1::int[]) ORDER BY l.id FOR UPDATE OF l`,
    [ids],
  );

export interface NewMovementRow extends Movement {
  loanId: number;
  /** Saldo after this movement, in cents. */
  saldo: number;
}

/** A batch of movements in one statement. */
export const insertMovements = (q: Queryable, fecha: Date, rows: NewMovementRow[]) =>
  q.query(
    `INSERT INTO loan_movements (loan_id, concepto, fecha, debito, credito, saldo)
     SELECT l, c, $1, d, k, s FROM unnest($2::int[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[])
       AS t(l, c, d, k, s)`,
    [
      fecha,
      rows.map((r) => r.loanId),
      rows.map((r) => r.concepto),
      rows.map((r) => numericOf(r.debito)),
      rows.map((r) => numericOf(r.credito)),
      rows.map((r) => numericOf(r.saldo)),
    ],
  );

export interface NewPosting {
  loanId: number;
  line: number;
  cuota: number;
  solicitado: number;
  aplicado: number;
  estado: string;
  deltaSaldo: number;
  deltaMora: number;
  deltaCuotas: number;
  sobrante: number;
  movements: Movement[];
}

/** The postings of a batch; their ids by loan (a loan has one live posting a period). */
export const insertPostings = async (
  q: Queryable,
  fileId: number,
  organismoId: number,
  period: string,
  rows: NewPosting[],
) => {
  const inserted = await q.query<{ id: number; loan_id: number }>(
    `INSERT INTO payroll_postings (result_file_id, organismo_id, period, loan_id, line, cuota, solicitado, aplicado,
                                   estado, delta_saldo, delta_mora, delta_cuotas, movements, sobrante)
     SELECT $1, $2, $3, * FROM unnest($4::int[], $5::int[], $6::int[], $7::numeric[], $8::numeric[], $9::text[],
                                      $10::numeric[], $11::numeric[], $12::int[], $13::jsonb[], $14::numeric[])
     RETURNING id, loan_id`,
    [
      fileId,
      organismoId,
      period,
      rows.map((r) => r.loanId),
      rows.map((r) => r.line),
      rows.map((r) => r.cuota),
      rows.map((r) => numericOf(r.solicitado)),
      rows.map((r) => numericOf(r.aplicado)),
      rows.map((r) => r.estado),
      rows.map((r) => numericOf(r.deltaSaldo)),
      rows.map((r) => numericOf(r.deltaMora)),
      rows.map((r) => r.deltaCuotas),
      rows.map((r) => JSON.stringify(r.movements)),
      rows.map((r) => numericOf(r.sobrante)),
    ],
  );
  return new Map(inserted.map((r) => [r.loan_id, r.id]));
};

/** The installments each loan's order of the period named (cuota_desde to cuota). */
export const orderedInstallments = async (
  q: Queryable,
  organismoId: number,
  period: string,
  loanIds: number[],
) =>
  new Map(
    (
      await q.query<{ loan_id: number; cuota_desde: number; cuota: number }>(
        `SELECT loan_id, cuota_desde, cuota FROM payroll_order_lines
          WHERE organismo_id = $1 AND period = $2 AND loan_id = ANY($3::int[])`,
        [organismoId, period, loanIds],
      )
    ).map((r) => [r.loan_id, r]),
  );

export const insertResultFile = async (
  q: Queryable,
  f: { organismoId: number; period: string; sha256: string; data: Buffer; lines: number; staffId: number },
) =>
  (
    await q.query<{ id: number }>(
      `INSERT INTO payroll_result_files (organismo_id, period, sha256, data, lines, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [f.organismoId, f.period, f.sha256, f.data, f.lines, f.staffId],
    )
  )[0]!.id;

export const resultFile = async (q: Queryable, id: number) =>
  (
    await q.query<{ organismo_id: number; period: string; data: Uint8Array }>(
      'SELECT organismo_id, period, data FROM payroll_result_files WHERE id = $1',
      [id],
    )
  )[0] ?? null;

export const lockPeriod = async (q: Queryable, organismoId: number, period: string) =>
  (
    await q.query<{ state: string }>(
      'SELECT state FROM payroll_periods WHERE organismo_id = $1 AND period = $2 FOR UPDATE',
      [organismoId, period],
    )
  )[0]?.state ?? null;

export const setPeriodState = (q: Queryable, organismoId: number, period: string, state: string) =>
  q.query('UPDATE payroll_periods SET state = $3 WHERE organismo_id = $1 AND period = $2', [
    organismoId,
    period,
    state,
  ]);

/** What a posting's deduction left over (to be returned), after an earlier allocation was undone. */
export async function setPostingSobrantes(
  q: Queryable,
  rows: readonly { postingId: number; sobrante: number }[],
) {
  for (const r of rows)
    await q.query('UPDATE payroll_postings SET sobrante = $2 WHERE id = $1', [
      r.postingId,
      numericOf(r.sobrante),
    ]);
}
