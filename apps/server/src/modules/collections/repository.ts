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

// $1 the business date; $2 to $6 the filters.
const arrearsWhere = `WHERE l.estado = '${loanStates.deducting}' AND l.vencida_desde IS NOT NULL
        AND l.vencida_desde < $1::date AND l.vencida_desde <= $3::date
        AND ($2::int IS NULL OR m.organismo_id = $2)
        AND ($4::date IS NULL OR l.vencida_desde >= $4)
        AND ($5::text IS NULL OR m.dni LIKE $5 || '%')
        AND ($6::text[] IS NULL OR NOT EXISTS (
              SELECT 1 FROM unnest($6::text[]) AS w (word)
               WHERE strpos(fold_name(m.nombres || ' ' || m.apellido), fold_name(w.word)) = 0))`;

const arrearsParams = (today: string, f: ArrearsFilter) => [
  today,
  f.organismoId,
  f.vencidaHasta,
  f.vencidaDesde,
  f.dni,
  f.words,
];

/**
 * A page of the list in its order: broken promises first, then loans with no promise, then promises
 * still ahead; within each the oldest due date (most days late) first, then the loan id.
 */
export const arrearsPage = (
  q: Queryable,
  today: string,
  f: ArrearsFilter,
  after: ArrearsKey | null,
  limit: number,
) =>
  q.query<ArrearsRow>(
    `WITH found AS (
       SELECT l.id, l.producto, l.saldo, l.monto_en_mora, l.vencida_desde,
              m.id AS member_id, m.nombres, m.apellido, m.dni, m.celular, m.mail, o.nombre AS organismo,
              p.promesa_fecha, p.promesa_importe,
              CASE WHEN p.promesa_fecha IS NULL THEN 1 WHEN p.promesa_fecha < $1::date THEN 0 ELSE 2 END AS grupo
         FROM loans l
         JOIN members m ON m.id = l.member_id
         JOIN organismos o ON o.id = m.organismo_id
         LEFT JOIN LATERAL (
           SELECT c.promesa_fecha, c.promesa_importe FROM loan_contacts c
            WHERE c.loan_id = l.id AND c.promesa_fecha IS NOT NULL AND c.business_date >= l.vencida_desde
            ORDER BY c.id DESC LIMIT 1) p ON true
        ${arrearsWhere})
     SELECT f.id, f.producto, f.saldo, f.monto_en_mora, to_char(f.vencida_desde, 'YYYY-MM-DD') AS vencida_desde,
            f.member_id, f.nombres, f.apellido, f.dni, f.celular, f.mail, f.organismo, f.grupo,
            to_char(f.promesa_fecha, 'YYYY-MM-DD') AS promesa_fecha, f.promesa_importe,
            to_char(lc.business_date, 'YYYY-MM-DD') AS contacto_fecha, lc.canal AS contacto_canal,
            lc.nota AS contacto_nota
       FROM found f
       LEFT JOIN LATERAL (
         SELECT c.business_date, c.canal, c.nota FROM loan_contacts c WHERE c.loan_id = f.id
          ORDER BY c.id DESC LIMIT 1) lc ON true
      WHERE $7::int IS NULL OR (f.grupo, f.vencida_desde, f.id) > ($7::int, $8::date, $9::int)
      ORDER BY f.grupo, f.vencida_desde, f.id
      LIMIT $10`,
    [...arrearsParams(today, f), after?.grupo ?? null, after?.vencidaDesde ?? null, after?.id ?? null, limit],
  );

/** The count, amount owed and balance of every loan the filters find. */
export const arrearsTotals = async (q: Queryable, today: string, f: ArrearsFilter) =>
  (
    await q.query<{ prestamos: number; adeudado: string; saldo: string }>(
      `SELECT count(*)::int AS prestamos, COALESCE(sum(l.monto_en_mora), 0) AS adeudado,
              COALESCE(sum(l.saldo), 0) AS saldo
         FROM loans l JOIN members m ON m.id = l.member_id
        ${arrearsWhere}`,
      arrearsParams(today, f),
    )
  )[0]!;

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
