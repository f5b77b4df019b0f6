import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';
import type { RateTable } from '../loan-math/index';

/** Numeric columns come back as text; rates as [[cuotas, tna], ...]. */
interface TableColumns {
  min_amount: string;
  max_amount: string;
  step: string;
  rates: [number, string][];
}

export interface LineRow extends TableColumns {
  id: number;
  nombre: string;
}

export interface VersionRow extends TableColumns {
  id: number;
  line_id: number;
  vigente_desde: Date;
}

const ratesOf = (table: string, key: string, id: string) =>
  `COALESCE((SELECT json_agg(json_build_array(r.cuotas, r.tna::text) ORDER BY r.cuotas)
               FROM ${table} r WHERE r.${key} = ${id}), '[]'::json) AS rates`;

/** The offered lines with their first table (loan_line_terms); a few rows: no paging. */
export const listLines = (q: Queryable) =>
  q.query<LineRow>(
    `SELECT l.id, l.nombre, t.min_amount, t.max_amount, t.step, ${ratesOf('loan_line_rates', 'line_id', 'l.id')}
       FROM loan_lines l JOIN loan_line_terms t ON t.line_id = l.id ORDER BY l.id`,
  );

/** Every approved version, each line's newest first. A few per line a year: no paging. */
export const listVersions = (q: Queryable) =>
  q.query<VersionRow>(
    `SELECT v.id, v.line_id, v.min_amount, v.max_amount, v.step, v.vigente_desde,
            ${ratesOf('rate_table_version_rates', 'version_id', 'v.id')}
       FROM rate_table_versions v ORDER BY v.line_id, v.vigente_desde DESC, v.id DESC`,
  );

/** The line, locked so that two approvals for it apply one after the other. */
export const lockLine = (q: Queryable, lineId: number) =>
  maybeOne<{ id: number; nombre: string }>(
    q,
    `SELECT l.id, l.nombre FROM loan_lines l JOIN loan_line_terms t ON t.line_id = l.id
      WHERE l.id = $1 FOR UPDATE OF t`,
    [lineId],
  );

export const findLine = (q: Queryable, lineId: number) =>
  maybeOne<{ id: number; nombre: string }>(
    q,
    'SELECT l.id, l.nombre FROM loan_lines l JOIN loan_line_terms t ON t.line_id = l.id WHERE l.id = $1',
    [lineId],
  );

export async function insertVersion(
  q: Queryable,
  v: { lineId: number; table: RateTable; vigenteDesde: Date; proposalId: number },
) {
  const { id } = await one<{ id: number }>(
    q,
    `INSERT INTO rate_table_versions (line_id, min_amount, max_amount, step, vigente_desde, proposal_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [v.lineId, v.table.minAmount, v.table.maxAmount, v.table.step, v.vigenteDesde, v.proposalId],
  );
  const entries = Object.entries(v.table.tnaByInstallments);
  await q.query(
    `INSERT INTO rate_table_version_rates (version_id, cuotas, tna)
     SELECT $1, c, t FROM unnest($2::int[], $3::numeric[]) AS x(c, t)`,
    [id, entries.map(([c]) => Number(c)), entries.map(([, t]) => t)],
  );
  return id;
}
