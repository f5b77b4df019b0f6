import type { LoanState } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';

/** Every function takes the database or an open transaction (style.md). Numeric columns come back as text. */

export interface LoanRow {
  id: number;
  member_id: number;
  producto: string;
  estado: string;
  fecha: Date;
  monto_prestado: string;
  saldo: string;
  monto_cuota: string;
  cantidad_cuotas: number;
  cuotas_restantes: number;
  monto_en_mora: string;
  tna: string;
  cft: string;
  color: string | null;
  confirmed_at: Date | null;
  /** A signed legajo was stored at confirmation. */
  tiene_legajo: boolean;
}

const LOAN_COLUMNS = `id, member_id, producto, estado, fecha, monto_prestado, saldo, monto_cuota, cantidad_cuotas,
  cuotas_restantes, monto_en_mora, tna, cft, color, confirmed_at,
  EXISTS (SELECT 1 FROM loan_files f WHERE f.loan_id = loans.id) AS tiene_legajo`;

export const listMemberLoans = (q: Queryable, memberId: number) =>
  q.query<LoanRow>(`SELECT ${LOAN_COLUMNS} FROM loans WHERE member_id = $1 ORDER BY fecha DESC, id DESC`, [
    memberId,
  ]);

/**
 * The loan only when it is this member's: a missing loan and another member's look the same to callers.
 * `lock` takes the row lock that serialises state changes of one loan (PGlite runs one transaction at a
 * time anyway; the clause is accepted there).
 */
export const findMemberLoan = (q: Queryable, memberId: number, loanId: number, lock = false) =>
  maybeOne<LoanRow>(
    q,
    `SELECT ${LOAN_COLUMNS} FROM loans WHERE id = $1 AND member_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [loanId, memberId],
  );

/** Moves the loan from one of `from` to `to`; false when another change got there first. */
export async function changeState(q: Queryable, loanId: number, from: readonly string[], to: LoanState) {
  const rows = await q.query(
    `UPDATE loans SET estado = $2, updated_at = now() WHERE id = $1 AND estado = ANY($3::text[]) RETURNING id`,
    [loanId, to, from],
  );
  return rows.length === 1;
}

/** The confirmation itself; answers the stored confirmation time, or undefined if the state moved on. */
export const markConfirmed = async (q: Queryable, loanId: number, from: string, to: LoanState) =>
  (
    await maybeOne<{ confirmed_at: Date }>(
      q,
      `UPDATE loans SET estado = $2, confirmed_at = now(), updated_at = now()
        WHERE id = $1 AND estado = $3 AND confirmed_at IS NULL RETURNING confirmed_at`,
      [loanId, to, from],
    )
  )?.confirmed_at;

export interface MovementRow {
  id: number;
  concepto: string;
  fecha: Date;
  debito: string;
  credito: string;
  saldo: string;
}

export const listMovements = (q: Queryable, loanId: number) =>
  q.query<MovementRow>(
    'SELECT id, concepto, fecha, debito, credito, saldo FROM loan_movements WHERE loan_id = $1 ORDER BY registrado_at, id',
    [loanId],
  );

// Confirmation codes: one row per loan.

export const upsertCode = (
  q: Queryable,
  c: { loanId: number; memberId: number; codeHash: string; ttlSeconds: number },
) =>
  q.query(
    `INSERT INTO loan_confirmation_codes (loan_id, member_id, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 second')
     ON CONFLICT (loan_id) DO UPDATE SET code_hash = excluded.code_hash, member_id = excluded.member_id, attempts = 0,
       created_at = now(), expires_at = excluded.expires_at, used_at = NULL`,
    [c.loanId, c.memberId, c.codeHash, c.ttlSeconds],
  );

export interface CodeRow {
  code_hash: string;
  attempts: number;
  expired: boolean;
  used: boolean;
}

export const findCode = (q: Queryable, loanId: number) =>
  maybeOne<CodeRow>(
    q,
    `SELECT code_hash, attempts, expires_at <= now() AS expired, used_at IS NOT NULL AS used
       FROM loan_confirmation_codes WHERE loan_id = $1 FOR UPDATE`,
    [loanId],
  );

export const countWrongCode = (q: Queryable, loanId: number) =>
  q.query('UPDATE loan_confirmation_codes SET attempts = attempts + 1 WHERE loan_id = $1', [loanId]);

export const markCodeUsed = (q: Queryable, loanId: number) =>
  q.query('UPDATE loan_confirmation_codes SET used_at = now() WHERE loan_id = $1', [loanId]);

/** An unused code of a loan that can no longer be confirmed is worth nothing: end it now. */
export const expireOpenCode = (q: Queryable, loanId: number) =>
  q.query(
    'UPDATE loan_confirmation_codes SET expires_at = now() WHERE loan_id = $1 AND used_at IS NULL AND expires_at > now()',
    [loanId],
  );

// Signature and legajo.

export const insertSignature = (q: Queryable, loanId: number, png: Uint8Array) =>
  q.query('INSERT INTO loan_signatures (loan_id, png) VALUES ($1, $2)', [loanId, png]);

export const insertFile = (q: Queryable, loanId: number, pdf: Uint8Array, sha256: string) =>
  q.query('INSERT INTO loan_files (loan_id, pdf, sha256) VALUES ($1, $2, $3)', [loanId, pdf, sha256]);

/** The member's loan with its file when there is one; undefined when the loan is not theirs. */
export const findMemberLoanFile = (q: Queryable, memberId: number, loanId: number) =>
  maybeOne<{ estado: string; pdf: Uint8Array | null }>(
    q,
    `SELECT l.estado, f.pdf FROM loans l LEFT JOIN loan_files f ON f.loan_id = l.id WHERE l.id = $1 AND l.member_id = $2`,
    [loanId, memberId],
  );

/** What the legajo prints about the member, at the time of confirmation. */
export interface LegajoMemberRow {
  nombres: string;
  apellido: string;
  dni: string;
  mail: string;
  celular: string | null;
  organismo_nombre: string;
}

export const getLegajoMember = (q: Queryable, memberId: number) =>
  one<LegajoMemberRow>(
    q,
    `SELECT m.nombres, m.apellido, m.dni, m.mail, m.celular, o.nombre AS organismo_nombre
       FROM members m JOIN organismos o ON o.id = m.organismo_id WHERE m.id = $1`,
    [memberId],
  );

export const getMemberMail = async (q: Queryable, memberId: number) =>
  (await one<{ mail: string }>(q, 'SELECT mail FROM members WHERE id = $1', [memberId])).mail;
