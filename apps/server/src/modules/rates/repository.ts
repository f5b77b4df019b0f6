import type { RateRow } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';
import { isUniqueViolation } from '../../db/pg-errors';
import type { TierRateRow } from '../loan-request/index';

export interface LineRow {
  id: number;
  nombre: string;
  /** The first table's rows (loan_line_terms); empty for a line created from the console. */
  rates: TierRateRow[];
}

export interface VersionRow {
  id: number;
  line_id: number;
  vigente_desde: Date;
  rates: TierRateRow[];
}

/** Every line, with or without a first table; a few rows: no paging. */
export const listLines = (q: Queryable) =>
  q.query<LineRow>(
    `SELECT l.id, l.nombre,
            COALESCE((SELECT json_agg(json_build_array(t.min_amount::text, t.max_amount::text, t.step::text,
                                                       r.cuotas, r.tna::text) ORDER BY r.cuotas)
                        FROM loan_line_terms t JOIN loan_line_rates r ON r.line_id = t.line_id
                       WHERE t.line_id = l.id), '[]'::json) AS rates
       FROM loan_lines l ORDER BY l.id`,
  );

/** Every approved version, each line's newest first. A few per line a year: no paging. */
export const listVersions = (q: Queryable) =>
  q.query<VersionRow>(
    `SELECT v.id, v.line_id, v.vigente_desde,
            COALESCE((SELECT json_agg(json_build_array(r.min_amount::text, r.max_amount::text, r.step::text,
                                                       r.cuotas, r.tna::text) ORDER BY r.min_amount, r.cuotas)
                        FROM rate_table_version_rates r WHERE r.version_id = v.id), '[]'::json) AS rates
       FROM rate_table_versions v ORDER BY v.line_id, v.vigente_desde DESC, v.id DESC`,
  );

/** The line, locked so that two approvals for it (versions, names) apply one after the other. */
export const lockLine = (q: Queryable, lineId: number) =>
  maybeOne<{ id: number; nombre: string }>(
    q,
    'SELECT l.id, l.nombre FROM loan_lines l WHERE l.id = $1 FOR UPDATE',
    [lineId],
  );

export const findLine = (q: Queryable, lineId: number) =>
  maybeOne<{ id: number; nombre: string }>(q, 'SELECT l.id, l.nombre FROM loan_lines l WHERE l.id = $1', [
    lineId,
  ]);

/** A line whose name is this one, case and accents aside: two such lines would confuse members. */
export const findLineNamed = (q: Queryable, nombre: string) =>
  maybeOne<{ id: number }>(q, 'SELECT id FROM loan_lines WHERE fold_name(nombre) = fold_name($1) LIMIT 1', [
    nombre,
  ]);

/** The name as the unique check sees it (lower case, no accents): the key of a pending new line. */
export const foldedName = async (q: Queryable, nombre: string) =>
  (await one<{ folded: string }>(q, 'SELECT fold_name($1) AS folded', [nombre])).folded;

/** A new line, or null when the name is taken (the unique index decides between two approvals at once). */
export async function insertLine(q: Queryable, nombre: string) {
  try {
    return (
      await one<{ id: number }>(q, 'INSERT INTO loan_lines (nombre) VALUES ($1) RETURNING id', [nombre])
    ).id;
  } catch (error) {
    if (isUniqueViolation(error, 'loan_lines_nombre_key')) return null;
    throw error;
  }
}

export const renameLine = (q: Queryable, lineId: number, nombre: string) =>
  q.query('UPDATE loan_lines SET nombre = $2 WHERE id = $1', [lineId, nombre]);

export async function insertVersion(
  q: Queryable,
  v: { lineId: number; rows: readonly RateRow[]; vigenteDesde: Date; proposalId: number },
) {
  const { id } = await one<{ id: number }>(
    q,
    `INSERT INTO rate_table_versions (line_id, vigente_desde, proposal_id) VALUES ($1, $2, $3) RETURNING id`,
    [v.lineId, v.vigenteDesde, v.proposalId],
  );
  await q.query(
    `INSERT INTO rate_table_version_rates (version_id, min_amount, max_amount, step, cuotas, tna)
     SELECT $1, mi, ma, st, c, t
       FROM unnest($2::numeric[], $3::numeric[], $4::numeric[], $5::int[], $6::numeric[]) AS x(mi, ma, st, c, t)`,
    [
      id,
      v.rows.map((r) => r.minAmount.toFixed(2)),
      v.rows.map((r) => r.maxAmount.toFixed(2)),
      v.rows.map((r) => r.step.toFixed(2)),
      v.rows.map((r) => r.cuotas),
      v.rows.map((r) => r.tna.toFixed(2)),
    ],
  );
  return id;
}
