/**
 * The arrears list and the contact log in the database. The list's filters are due-date bounds on the
 * loan's oldest unpaid due date (loans_collections_idx answers them); the promise of each loan is its
 * latest contact with a promise made during these arrears (on or after that due date: a promise of
 * earlier arrears that were paid was kept, and says nothing of these).
 */
import { loanStates, type ContactChannel } from '@portal/contract';
import type { Queryable } from '../../db/connection';

export interface ArrearsFilter {
  organismoId: number | null;
  /** The oldest unpaid due date on or before it (at least so many days late). */
  vencidaHasta: string;
  /** On or after it (at most so many days late); null: no bound. */
  vencidaDesde: string | null;
  /** The start of the member's DNI. */
  dni: string | null;
  /** Every word somewhere in the member's names and surname, accents aside. */
  words: string[] | null;
}

/** Where a page of the list starts: after this (group, due date, loan) of the order. */
export interface ArrearsKey {
  grupo: number;
  vencidaDesde: string;
  id: number;
}

export interface ArrearsRow {
  id: number;
  producto: string;
  saldo: string;
  monto_en_mora: string;
  vencida_desde: string;
  member_id: number;
  nombres: string;
  apellido: string;
  dni: string;
  celular: string | null;
  mail: string;
  organismo: string;
  /** 0 a promise whose day passed, 1 none, 2 a promise still ahead. */
  grupo: number;
  promesa_fecha: string | null;
  promesa_importe: string | null;
  /** The business date of the last contact, AAAA-MM-DD. */
  contacto_fecha: string | null;
  contacto_canal: ContactChannel | null;
  contacto_nota: string | null;
}

/**
 * The WHERE of the list and its totals with only the clauses of the filters given (as the loans search
 * does, evaluation/search-repository.ts): each combination is its own prepared statement with its own plan,
 * and the totals skip the members join when no filter reads the member. Every value is a parameter.
 */
function arrearsWhere(today: string, f: ArrearsFilter) {
  const params: unknown[] = [];
  const p = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const member: string[] = [];
  if (f.organismoId !== null) member.push(`m.organismo_id = ${p(f.organismoId, 'int')}`);
  if (f.dni !== null) member.push(`m.dni LIKE ${p(f.dni, 'text')} || '%'`);
  if (f.words !== null)
    member.push(`NOT EXISTS (SELECT 1 FROM unnest(${p(f.words, 'text[]')}) AS w (word)
               WHERE strpos(fold_name(m.nombres || ' ' || m.apellido), fold_name(w.word)) = 0)`);
  const clauses = [
    `l.estado = '${loanStates.deducting}'`,
    'l.vencida_desde IS NOT NULL',
    `l.vencida_desde < ${p(today, 'date')}`,
    `l.vencida_desde <= ${p(f.vencidaHasta, 'date')}`,
    ...(f.vencidaDesde !== null ? [`l.vencida_desde >= ${p(f.vencidaDesde, 'date')}`] : []),
    ...member,
  ];
  return { where: clauses.join('\n        AND '), params, p, readsMember: member.length > 0 };
}

/**
 * A page of the list in its order: broken promises first, then loans with no promise, then promises
 * still ahead; within each the oldest due date (most days late) first, then the loan id.
 *
 * Few loans carry a promise: they are found from the contacts and ordered apart; the loans without one
 * (nearly all of them, 133,000 at a million loans) are read in the list's order from loans_collections_idx
 * and stop at the page's size, instead of a promise looked up for every loan found and all of them sorted.
 */
export function arrearsPage(
  q: Queryable,
  today: string,
  f: ArrearsFilter,
  after: ArrearsKey | null,
  limit: number,
) {
  const { where, params, p } = arrearsWhere(today, f);
  const day = p(today, 'date');
  const size = p(limit, 'int');
  // Whether (grupo, vencida_desde, id) of a row is past the cursor, for a part whose grupo is fixed.
  const past = (grupo: number | string) => {
    if (!after) return 'true';
    const g = p(after.grupo, 'int');
    return `(${grupo} > ${g} OR (${grupo} = ${g} AND (l.vencida_desde, l.id) > (${p(after.vencidaDesde, 'date')}, ${p(after.id, 'int')})))`;
  };
  const promiseGroup = `CASE WHEN pr.promesa_fecha < ${day} THEN 0 ELSE 2 END`;
  const columns = `l.id, l.producto, l.saldo, l.monto_en_mora, l.vencida_desde, m.id AS member_id, m.nombres,
              m.apellido, m.dni, m.celular, m.mail, m.organismo_id`;
  return q.query<ArrearsRow>(
    `WITH promised AS (
       SELECT DISTINCT ON (c.loan_id) c.loan_id, c.promesa_fecha, c.promesa_importe
         FROM loan_contacts c JOIN loans l ON l.id = c.loan_id
        WHERE c.promesa_fecha IS NOT NULL AND c.business_date >= l.vencida_desde
        ORDER BY c.loan_id, c.id DESC),
     page AS (
       (SELECT ${columns}, ${promiseGroup} AS grupo, pr.promesa_fecha, pr.promesa_importe
          FROM promised pr JOIN loans l ON l.id = pr.loan_id JOIN members m ON m.id = l.member_id
         WHERE ${where} AND ${past(promiseGroup)}
         ORDER BY grupo, l.vencida_desde, l.id LIMIT ${size})
       UNION ALL
       (SELECT ${columns}, 1 AS grupo, NULL::date, NULL::numeric
          FROM loans l JOIN members m ON m.id = l.member_id
         WHERE ${where} AND ${past(1)} AND NOT EXISTS (SELECT 1 FROM promised pr WHERE pr.loan_id = l.id)
         ORDER BY l.vencida_desde, l.id LIMIT ${size}))
     SELECT f.id, f.producto, f.saldo, f.monto_en_mora, to_char(f.vencida_desde, 'YYYY-MM-DD') AS vencida_desde,
            f.member_id, f.nombres, f.apellido, f.dni, f.celular, f.mail, o.nombre AS organismo, f.grupo,
            to_char(f.promesa_fecha, 'YYYY-MM-DD') AS promesa_fecha, f.promesa_importe,
            to_char(lc.business_date, 'YYYY-MM-DD') AS contacto_fecha, lc.canal AS contacto_canal,
            lc.nota AS contacto_nota
       FROM (SELECT * FROM page ORDER BY grupo, vencida_desde, id LIMIT ${size}) f
       JOIN organismos o ON o.id = f.organismo_id
       LEFT JOIN LATERAL (
         SELECT c.business_date, c.canal, c.nota FROM loan_contacts c WHERE c.loan_id = f.id
          ORDER BY c.id DESC LIMIT 1) lc ON true
      ORDER BY f.grupo, f.vencida_desde, f.id`,
    params,
  );
}

/** The count, amount owed and balance of every loan the filters find. */
export async function arrearsTotals(q: Queryable, today: string, f: ArrearsFilter) {
  const { where, params, readsMember } = arrearsWhere(today, f);
  const [row] = await q.query<{ prestamos: number; adeudado: string; saldo: string }>(
    `SELECT count(*)::int AS prestamos, COALESCE(sum(l.monto_en_mora), 0) AS adeudado,
            COALESCE(sum(l.saldo), 0) AS saldo
       FROM loans l${readsMember ? ' JOIN members m ON m.id = l.member_id' : ''}
      WHERE ${where}`,
    params,
  );
  return row!;
}

export const loanState = async (q: Queryable, loanId: number) =>
  (await q.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1 FOR SHARE', [loanId]))[0]
    ?.estado;

export interface ContactRow {
  id: number;
  created_at: Date;
  business_date: string;
  canal: ContactChannel;
  nota: string;
  promesa_fecha: string | null;
  promesa_importe: string | null;
  personal: string;
}

const contactColumns = `c.id, c.created_at, to_char(c.business_date, 'YYYY-MM-DD') AS business_date, c.canal,
       c.nota, to_char(c.promesa_fecha, 'YYYY-MM-DD') AS promesa_fecha, c.promesa_importe, s.email AS personal`;

export interface NewContactRow {
  loanId: number;
  staffId: number;
  canal: ContactChannel;
  nota: string;
  promesaFecha: string | null;
  /** Numeric text, two decimals. */
  promesaImporte: string | null;
  businessDate: string;
}

export const insertContact = async (q: Queryable, c: NewContactRow) =>
  (
    await q.query<ContactRow>(
      `WITH c AS (
         INSERT INTO loan_contacts (loan_id, staff_id, canal, nota, promesa_fecha, promesa_importe, business_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *)
       SELECT ${contactColumns} FROM c JOIN staff s ON s.id = c.staff_id`,
      [c.loanId, c.staffId, c.canal, c.nota, c.promesaFecha, c.promesaImporte, c.businessDate],
    )
  )[0]!;

/** A loan's contacts, newest first, below `beforeId`. */
export const contactsOf = (q: Queryable, loanId: number, beforeId: number | null, limit: number) =>
  q.query<ContactRow>(
    `SELECT ${contactColumns} FROM loan_contacts c JOIN staff s ON s.id = c.staff_id
      WHERE c.loan_id = $1 AND ($2::int IS NULL OR c.id < $2)
      ORDER BY c.id DESC LIMIT $3`,
    [loanId, beforeId, limit],
  );

export const loanExists = async (q: Queryable, loanId: number) =>
  (await q.query('SELECT 1 FROM loans WHERE id = $1', [loanId])).length > 0;
