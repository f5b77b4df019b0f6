import { addDays, loanStates } from '@portal/contract';
import { startOfArgentineDay } from '@portal/contract/argentine-day';
import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';
import { validateRateTable, type RateTable } from '../loan-math/index';

/** Every function takes the database or an open transaction (style.md). Numeric columns come back as text. */

/** Loans that will take an installment from the member's pay: being repaid, or on their way to it. */
const COMMITTED_STATES = [
  loanStates.deducting,
  loanStates.pendingEvaluation,
  loanStates.approved,
  loanStates.awaitingTransfer,
];
/** Requests that may still be transferred, so their pre-cancellations may still happen. */
const OPEN_REQUEST_STATES = [loanStates.pendingEvaluation, loanStates.approved, loanStates.awaitingTransfer];

/**
 * The instant a business date ends: a version is in force on that day when it starts before it. (A version
 * starts at the beginning of its day, or when it was approved if that was later.)
 */
const endOfDay = (businessDate: string) => startOfArgentineDay(addDays(businessDate, 1));

/** Lines members may ask for: with a first table, or with an approved version in force on the business date. */
export const listOfferedLines = (q: Queryable, businessDate: string) =>
  q.query<{ id: number; nombre: string }>(
    `SELECT l.id, l.nombre FROM loan_lines l
      WHERE EXISTS (SELECT 1 FROM loan_line_terms t WHERE t.line_id = l.id)
         OR EXISTS (SELECT 1 FROM rate_table_versions v WHERE v.line_id = l.id AND v.vigente_desde < $1)
      ORDER BY l.id`,
    [endOfDay(businessDate)],
  );

/** Stores (or replaces) a line's first table (one amount range); refuses one the loan math would refuse. */
export async function insertRateTable(tx: Queryable, lineId: number, table: RateTable) {
  validateRateTable(table);
  await tx.query(
    `INSERT INTO loan_line_terms (line_id, min_amount, max_amount, step) VALUES ($1, $2, $3, $4)
     ON CONFLICT (line_id) DO UPDATE SET min_amount = excluded.min_amount, max_amount = excluded.max_amount,
       step = excluded.step, updated_at = now()`,
    [lineId, table.minAmount, table.maxAmount, table.step],
  );
  await tx.query('DELETE FROM loan_line_rates WHERE line_id = $1', [lineId]);
  for (const [cuotas, tna] of Object.entries(table.tnaByInstallments)) {
    await tx.query('INSERT INTO loan_line_rates (line_id, cuotas, tna) VALUES ($1, $2, $3)', [
      lineId,
      Number(cuotas),
      tna,
    ]);
  }
}

/** The member's monthly installment capacity, as the organismo's payroll reports it. */
export const setCapacity = (tx: Queryable, memberId: number, capacidad: number) =>
  tx.query(
    `INSERT INTO member_capacities (member_id, capacidad) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET capacidad = excluded.capacidad, updated_at = now()`,
    [memberId, capacidad],
  );

/** One TNA row with its amount range: [min, max, step, cuotas, tna], numbers as text but cuotas. */
export type TierRateRow = [string, string, string, number, string];

export interface LineTermsRow {
  id: number;
  nombre: string;
  /** The rate_table_versions row priced with; null: the line's first table (loan_line_terms). */
  version_id: number | null;
  /** Every row of the table; rows with the same range form one tier. Empty: the line has no table. */
  rates: TierRateRow[];
}

/**
 * The line's table: the newest approved version in force now, else its first table. With `pinned`, the
 * version a request was priced with instead (null: the first table), so that it keeps its own terms.
 */
/** The version a request was priced with, or the one in force on a business date. */
export type LineVersionPick = { versionId: number | null } | { inForceOn: string };

export const findLineTerms = (q: Queryable, lineId: number, pick: LineVersionPick) =>
  maybeOne<LineTermsRow>(
    q,
    `SELECT l.id, l.nombre, v.id AS version_id,
            CASE WHEN v.id IS NULL
              THEN COALESCE((SELECT json_agg(json_build_array(t.min_amount::text, t.max_amount::text, t.step::text,
                                                              r.cuotas, r.tna::text) ORDER BY r.cuotas)
                               FROM loan_line_terms t JOIN loan_line_rates r ON r.line_id = t.line_id
                              WHERE t.line_id = l.id), '[]'::json)
              ELSE COALESCE((SELECT json_agg(json_build_array(r.min_amount::text, r.max_amount::text, r.step::text,
                                                              r.cuotas, r.tna::text) ORDER BY r.min_amount, r.cuotas)
                               FROM rate_table_version_rates r WHERE r.version_id = v.id), '[]'::json)
            END AS rates
       FROM loan_lines l
       LEFT JOIN LATERAL (
         SELECT v.id FROM rate_table_versions v
          WHERE v.line_id = l.id AND CASE WHEN $2::boolean THEN v.id = $3::integer ELSE v.vigente_desde < $4 END
          ORDER BY v.vigente_desde DESC, v.id DESC LIMIT 1
       ) v ON true
      WHERE l.id = $1`,
    'versionId' in pick
      ? [lineId, true, pick.versionId, null]
      : [lineId, false, null, endOfDay(pick.inForceOn)],
  );

export interface MemberRequestFacts {
  ejercito: boolean;
  requiere_haberes: boolean;
  capacidad: string;
  /** Installments of committed loans, minus those an open request will pay off. */
  comprometido: string;
  /** The organismo's CFT cap (percent), or null: plans above it are not offered to the member. */
  cft_maximo: string | null;
}

/**
 * What affordability needs about the member, in one round trip. A capacity older than the organismo's
 * validity counts as none: 'Sin disponible' until the organismo reports again.
 */
export const findMemberRequestFacts = (q: Queryable, memberId: number) =>
  maybeOne<MemberRequestFacts>(
    q,
    `SELECT m.ejercito, o.requiere_haberes, o.cft_maximo,
            COALESCE((SELECT c.capacidad FROM member_capacities c WHERE c.member_id = m.id
                        AND c.updated_at > now() - make_interval(days => o.capacidad_validez_dias)), 0) AS capacidad,
            (SELECT COALESCE(sum(l.monto_cuota), 0) FROM loans l
              WHERE l.member_id = m.id
                AND l.estado = ANY($2::text[])
                AND (l.estado <> $3 OR l.saldo > 0)
                AND NOT EXISTS (SELECT 1 FROM loan_request_precancellations p JOIN loans r ON r.id = p.loan_id
                                 WHERE p.precancelled_loan_id = l.id AND r.estado = ANY($4::text[]))) AS comprometido
       FROM members m JOIN organismos o ON o.id = m.organismo_id WHERE m.id = $1`,
    [memberId, COMMITTED_STATES, loanStates.deducting, OPEN_REQUEST_STATES],
  );

/**
 * Serialises the requests of one member: two concurrent ones must not both spend the same capacity.
 * A member without a capacity row has nothing to spend (and no lock is needed).
 */
export const lockMemberCapacity = (q: Queryable, memberId: number) =>
  q.query('SELECT 1 FROM member_capacities WHERE member_id = $1 FOR UPDATE', [memberId]);

export interface PreCancellableRow {
  id: number;
  producto: string;
  fecha: Date;
  saldo: string;
  monto_cuota: string;
  monto_prestado: string;
  tna: string;
  cantidad_cuotas: number;
  cuotas_restantes: number;
}

/**
 * The member's active loans (Descontando with Saldo > 0) that no open request already pays off;
 * `ids` narrows them to those (another member's id simply is not found).
 */
export const listPreCancellable = (q: Queryable, memberId: number, ids?: readonly number[]) =>
  q.query<PreCancellableRow>(
    `SELECT l.id, l.producto, l.fecha, l.saldo, l.monto_cuota, l.monto_prestado, l.tna, l.cantidad_cuotas,
            l.cuotas_restantes
       FROM loans l
      WHERE l.member_id = $1 AND l.estado = $2 AND l.saldo > 0
        AND ($3::int[] IS NULL OR l.id = ANY($3::int[]))
        AND NOT EXISTS (SELECT 1 FROM loan_request_precancellations p JOIN loans r ON r.id = p.loan_id
                         WHERE p.precancelled_loan_id = l.id AND r.estado = ANY($4::text[]))
      ORDER BY l.fecha DESC, l.id DESC`,
    [memberId, loanStates.deducting, ids ?? null, OPEN_REQUEST_STATES],
  );

export interface NewRequest {
  loanId: number;
  memberId: number;
  ejercito: boolean;
  cuotaDisponible: number;
}

export const insertRequest = (q: Queryable, r: NewRequest) =>
  q.query(
    'INSERT INTO loan_requests (loan_id, member_id, ejercito, cuota_disponible) VALUES ($1, $2, $3, $4)',
    [r.loanId, r.memberId, r.ejercito, r.cuotaDisponible],
  );

export type DocumentKind =
  'dni_anverso' | 'dni_reverso' | 'sosteniendo_dni' | 'certificado_haberes' | 'recibo_haberes';

export const insertDocument = (
  q: Queryable,
  loanId: number,
  kind: DocumentKind,
  mime: string,
  data: Uint8Array,
) =>
  q.query('INSERT INTO loan_request_documents (loan_id, kind, mime, data) VALUES ($1, $2, $3, $4)', [
    loanId,
    kind,
    mime,
    data,
  ]);

export const insertRequestSignature = (q: Queryable, loanId: number, png: Uint8Array) =>
  q.query('INSERT INTO loan_request_signatures (loan_id, png) VALUES ($1, $2)', [loanId, png]);

export const insertPreCancellation = (q: Queryable, loanId: number, target: PreCancellableRow) =>
  q.query(
    `INSERT INTO loan_request_precancellations (loan_id, precancelled_loan_id, saldo, monto_cuota)
     VALUES ($1, $2, $3, $4)`,
    [loanId, target.id, target.saldo, target.monto_cuota],
  );

export interface ApprovedRow {
  id: number;
  member_id: number;
  producto: string;
}

/**
 * Demo approval: moves requests made through the wizard that have waited `delaySeconds` from
 * 'Pendiente de evaluación' to approved, at most `limit` at a time. SKIP LOCKED lets several processes
 * run it together: a row one of them holds is left to it, and the state check in the UPDATE makes
 * each approval happen once.
 */
export const approveDueRequests = (q: Queryable, delaySeconds: number, limit = 100) =>
  q.query<ApprovedRow>(
    `WITH due AS (
       SELECT l.id FROM loans l JOIN loan_requests r ON r.loan_id = l.id
        WHERE l.estado = $1 AND l.fecha <= now() - $3 * interval '1 second'
          -- A request a staff member has opened is theirs to decide (every opening is audited).
          AND NOT EXISTS (SELECT 1 FROM audit_log a
                           WHERE a.entity = 'loan' AND a.entity_id = l.id::text AND a.action = 'loan.read')
        ORDER BY l.fecha, l.id LIMIT $4
        FOR UPDATE OF l SKIP LOCKED)
     UPDATE loans SET estado = $2, updated_at = now() FROM due
      WHERE loans.id = due.id AND loans.estado = $1
     RETURNING loans.id, loans.member_id, loans.producto`,
    [loanStates.pendingEvaluation, loanStates.approved, delaySeconds, limit],
  );
