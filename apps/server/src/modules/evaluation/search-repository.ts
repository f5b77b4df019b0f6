import { loanStates } from '@portal/contract';
import type { Queryable } from '../../db/connection';

export interface SearchRow {
  id: number;
  estado: string;
  producto: string;
  fecha: Date;
  monto_prestado: string;
  saldo: string;
  monto_cuota: string;
  cantidad_cuotas: number;
  monto_en_mora: string;
  vencida_desde: string | null;
  /** The live transfer's date (AAAA-MM-DD); null before the money moved. */
  otorgado: string | null;
  member_id: number;
  nombres: string;
  apellido: string;
  dni: string;
  organismo: string;
}

export interface LoanSearch {
  dni?: string | undefined;
  apellido?: string | undefined;
  prestamoId?: number | undefined;
  estado?: string | undefined;
  organismoId?: number | undefined;
  /**
   * Arrears filters as due dates (so the index on vencida_desde answers them): the oldest unpaid due date
   * on or before `vencidaHasta` (at least so many days late), on or after `vencidaDesde` (at most), or none
   * when `alDia` allows loans up to date. Any of them keeps only loans in repayment.
   */
  arrears?: { vencidaHasta: string | null; vencidaDesde: string | null; alDia: boolean } | undefined;
  otorgadoDesde?: string | undefined;
  otorgadoHasta?: string | undefined;
}

/**
 * The WHERE of the search, the page, the totals and the export alike, with only the clauses of the
 * filters given. Written out rather than as `($1 IS NULL OR ...)`: PostgreSQL pulls an EXISTS up into a
 * join (driven by the transfers' date index) only when it stands alone in the WHERE, and the totals skip
 * the members join when no filter reads the member. Every value is a parameter.
 */
function searchWhere(f: LoanSearch, beforeId: number | null = null) {
  const params: unknown[] = [];
  const p = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const clauses: string[] = [];
  if (f.dni !== undefined) clauses.push(`m.dni = ${p(f.dni, 'text')}`);
  if (f.apellido !== undefined)
    clauses.push(
      `fold_name(m.apellido) LIKE fold_name(${p(
        f.apellido.replace(/[\\%_]/g, (c) => `\\${c}`),
        'text',
      )}) || '%'`,
    );
  if (f.organismoId !== undefined) clauses.push(`m.organismo_id = ${p(f.organismoId, 'int')}`);
  const readsMember = clauses.length > 0;
  if (f.prestamoId !== undefined) clauses.push(`l.id = ${p(f.prestamoId, 'int')}`);
  if (f.estado !== undefined) clauses.push(`l.estado = ${p(f.estado, 'text')}`);
  const a = f.arrears;
  if (a) {
    clauses.push(`l.estado = ${p(loanStates.deducting, 'text')}`);
    if (!a.alDia) clauses.push('l.vencida_desde IS NOT NULL');
    if (a.vencidaHasta !== null) clauses.push(`l.vencida_desde <= ${p(a.vencidaHasta, 'date')}`);
    if (a.vencidaDesde !== null)
      clauses.push(
        a.alDia
          ? `(l.vencida_desde >= ${p(a.vencidaDesde, 'date')} OR l.vencida_desde IS NULL)`
          : `l.vencida_desde >= ${p(a.vencidaDesde, 'date')}`,
      );
  }
  if (f.otorgadoDesde !== undefined || f.otorgadoHasta !== undefined)
    clauses.push(
      `EXISTS (SELECT 1 FROM loan_transfers t WHERE t.loan_id = l.id AND t.reversed_at IS NULL${
        f.otorgadoDesde !== undefined ? ` AND t.fecha >= ${p(f.otorgadoDesde, 'date')}` : ''
      }${f.otorgadoHasta !== undefined ? ` AND t.fecha <= ${p(f.otorgadoHasta, 'date')}` : ''})`,
    );
  if (beforeId !== null) clauses.push(`l.id < ${p(beforeId, 'int')}`);
  return {
    where: clauses.length > 0 ? `WHERE ${clauses.join('\n        AND ')}` : '',
    params,
    p,
    readsMember,
  };
}

/**
 * Loans matching every given filter, newest (highest id) first, below `beforeId`: a page of the screen
 * (25) or of the export (thousands, by keyset on the primary key, so each page costs the same).
 */
export function searchLoans(q: Queryable, f: LoanSearch, beforeId: number | null, limit: number) {
  const { where, params, p } = searchWhere(f, beforeId);
  return q.query<SearchRow>(
    `SELECT l.id, l.estado, l.producto, l.fecha, l.monto_prestado, l.saldo, l.monto_cuota, l.cantidad_cuotas,
            l.monto_en_mora, to_char(l.vencida_desde, 'YYYY-MM-DD') AS vencida_desde,
            (SELECT to_char(t.fecha, 'YYYY-MM-DD') FROM loan_transfers t
              WHERE t.loan_id = l.id AND t.reversed_at IS NULL) AS otorgado,
            m.id AS member_id, m.nombres, m.apellido, m.dni, o.nombre AS organismo
       FROM loans l JOIN members m ON m.id = l.member_id JOIN organismos o ON o.id = m.organismo_id
      ${where}
      ORDER BY l.id DESC
      LIMIT ${p(limit, 'int')}`,
    params,
  );
}

/** The totals of every loan the filters find, in one aggregate over the same WHERE. */
export async function searchTotals(q: Queryable, f: LoanSearch) {
  const { where, params, p, readsMember } = searchWhere(f);
  // With the loans in repayment only, every amount owed counts, and the totals read the index alone
  // (loans_arrears_totals_idx, migration 042): it holds the summed columns but not estado.
  const owed =
    f.arrears || f.estado === loanStates.deducting
      ? 'sum(l.monto_en_mora)'
      : `sum(l.monto_en_mora) FILTER (WHERE l.estado = ${p(loanStates.deducting, 'text')})`;
  const [row] = await q.query<{
    prestamos: number;
    monto_prestado: string;
    saldo: string;
    monto_en_mora: string;
  }>(
    `SELECT count(*)::int AS prestamos, COALESCE(sum(l.monto_prestado), 0) AS monto_prestado,
            COALESCE(sum(l.saldo), 0) AS saldo,
            COALESCE(${owed}, 0) AS monto_en_mora
       FROM loans l${readsMember ? ' JOIN members m ON m.id = l.member_id' : ''}
      ${where}`,
    params,
  );
  return row!;
}
