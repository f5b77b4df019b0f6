import { loanStates, type LoanState } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';
import { recentAccount } from './payee-repository';

export interface QueueRow {
  id: number;
  producto: string;
  monto_prestado: string;
  cantidad_cuotas: number;
  monto_cuota: string;
  fecha: Date;
  horas_espera: number;
  member_id: number;
  nombres: string;
  apellido: string;
  dni: string;
  organismo: string;
}

/** Requests waiting for a decision, oldest first, after the (fecha, id) of `after`. */
export const listQueue = (q: Queryable, after: { fecha: string; id: number } | null, limit: number) =>
  q.query<QueueRow>(
    `SELECT l.id, l.producto, l.monto_prestado, l.cantidad_cuotas, l.monto_cuota, l.fecha,
            floor(extract(epoch FROM now() - l.fecha) / 3600)::int AS horas_espera,
            m.id AS member_id, m.nombres, m.apellido, m.dni, o.nombre AS organismo
       FROM loans l JOIN members m ON m.id = l.member_id JOIN organismos o ON o.id = m.organismo_id
      WHERE l.estado = $1 AND ($2::timestamptz IS NULL OR (l.fecha, l.id) > ($2::timestamptz, $3::int))
      ORDER BY l.fecha, l.id
      LIMIT $4`,
    [loanStates.pendingEvaluation, after?.fecha ?? null, after?.id ?? 0, limit],
  );

export interface DecisionRow {
  id: number;
  line_id: number;
  cuota_disponible: string | null;
  member_id: number;
  producto: string;
  estado: string;
  monto_prestado: string;
  cantidad_cuotas: number;
  mail: string;
  rate_version_id: number | null;
  /** The member's organismo's CFT cap: a lower plan above it is not offered either. */
  cft_maximo: string | null;
}

/** The loan and its member's address, locked: two staff deciding at once are served one after the other. */
export const lockLoanForDecision = (q: Queryable, loanId: number) =>
  maybeOne<DecisionRow>(
    q,
    `SELECT l.id, l.line_id, r.cuota_disponible, l.member_id, l.producto, l.estado, l.monto_prestado,
            l.cantidad_cuotas, m.mail, l.rate_version_id, o.cft_maximo
       FROM loans l JOIN members m ON m.id = l.member_id JOIN organismos o ON o.id = m.organismo_id
       LEFT JOIN loan_requests r ON r.loan_id = l.id
      WHERE l.id = $1 FOR UPDATE OF l`,
    [loanId],
  );

export const setState = (q: Queryable, loanId: number, estado: LoanState) =>
  q.query('UPDATE loans SET estado = $2, updated_at = now() WHERE id = $1', [loanId, estado]);

export interface LoanDetailRow {
  id: number;
  estado: string;
  vencida_desde: string | null;
  monto_en_mora: string;
  producto: string;
  fecha: Date;
  monto_prestado: string;
  cantidad_cuotas: number;
  monto_cuota: string;
  tna: string;
  cft: string;
  member_id: number;
  nombres: string;
  apellido: string;
  dni: string;
  mail: string;
  celular: string | null;
  ejercito: boolean;
  organismo: string;
  cuota_disponible: string | null;
  has_request: boolean;
  capacidad: string | null;
  capacidad_updated_at: Date | null;
  has_signature: boolean;
  saldo: string;
  transfer_fecha: string | null;
  transfer_importe: string | null;
  transfer_referencia: string | null;
  /** The account in force (payee-repository.ts says whose table it is) and the batch holding the loan. */
  cuenta_id: number | null;
  cuenta_cbu: string | null;
  cuenta_alias: string | null;
  cuenta_cuit: string | null;
  cuenta_desde: Date | null;
  cuenta_reciente: boolean | null;
  lote: number | null;
}

export const findLoanDetail = (q: Queryable, loanId: number) =>
  maybeOne<LoanDetailRow>(
    q,
    `SELECT l.id, l.estado, l.producto, l.fecha, l.monto_prestado, l.cantidad_cuotas, l.monto_cuota, l.tna, l.cft,
            m.id AS member_id, m.nombres, m.apellido, m.dni, m.mail, m.celular, m.ejercito, o.nombre AS organismo,
            r.cuota_disponible, r.loan_id IS NOT NULL AS has_request,
            c.capacidad, c.updated_at AS capacidad_updated_at,
            EXISTS (SELECT 1 FROM loan_request_signatures s WHERE s.loan_id = l.id) AS has_signature,
            l.saldo, t.fecha::text AS transfer_fecha, t.importe AS transfer_importe,
            t.referencia AS transfer_referencia,
            to_char(l.vencida_desde, 'YYYY-MM-DD') AS vencida_desde, l.monto_en_mora,
            a.id AS cuenta_id, a.cbu AS cuenta_cbu, a.alias AS cuenta_alias, a.cuit_titular AS cuenta_cuit,
            a.vigente_desde AS cuenta_desde, ${recentAccount} AS cuenta_reciente,
            (SELECT i.batch_id FROM transfer_batch_items i WHERE i.loan_id = l.id AND i.reservado) AS lote
       FROM loans l
       JOIN members m ON m.id = l.member_id
       JOIN organismos o ON o.id = m.organismo_id
       LEFT JOIN loan_requests r ON r.loan_id = l.id
       LEFT JOIN member_capacities c ON c.member_id = m.id
       LEFT JOIN loan_transfers t ON t.loan_id = l.id AND t.reversed_at IS NULL
       LEFT JOIN member_bank_accounts a ON a.member_id = m.id AND a.reemplazada_at IS NULL
      WHERE l.id = $1`,
    [loanId],
  );

export const listDocuments = (q: Queryable, loanId: number) =>
  q.query<{ id: number; kind: string }>(
    'SELECT id, kind FROM loan_request_documents WHERE loan_id = $1 ORDER BY id',
    [loanId],
  );

export const listPreCancellations = (q: Queryable, loanId: number) =>
  q.query<{
    precancelled_loan_id: number;
    producto: string;
    saldo: string;
    monto_cuota: string;
    estado: string;
    saldo_actual: string;
  }>(
    `SELECT p.precancelled_loan_id, l.producto, p.saldo, p.monto_cuota, l.estado, l.saldo AS saldo_actual
       FROM loan_request_precancellations p JOIN loans l ON l.id = p.precancelled_loan_id
      WHERE p.loan_id = $1 ORDER BY p.precancelled_loan_id`,
    [loanId],
  );

export const listOtherLoans = (q: Queryable, memberId: number, loanId: number) =>
  q.query<{
    id: number;
    producto: string;
    estado: string;
    saldo: string;
    monto_cuota: string;
    monto_prestado: string;
    tna: string;
    cantidad_cuotas: number;
    cuotas_restantes: number;
  }>(
    `SELECT id, producto, estado, saldo, monto_cuota, monto_prestado, tna, cantidad_cuotas, cuotas_restantes
       FROM loans WHERE member_id = $1 AND id <> $2 ORDER BY fecha DESC, id DESC`,
    [memberId, loanId],
  );

/** One document of this loan's request (a document id of another loan finds nothing). */
export const findDocument = (q: Queryable, loanId: number, documentId: number) =>
  maybeOne<{ kind: string; mime: string; data: Uint8Array; member_id: number }>(
    q,
    `SELECT d.kind, d.mime, d.data, r.member_id FROM loan_request_documents d
       JOIN loan_requests r ON r.loan_id = d.loan_id
      WHERE d.loan_id = $1 AND d.id = $2`,
    [loanId, documentId],
  );

export const findRequestSignature = (q: Queryable, loanId: number) =>
  maybeOne<{ png: Uint8Array; member_id: number }>(
    q,
    `SELECT s.png, r.member_id FROM loan_request_signatures s JOIN loan_requests r ON r.loan_id = s.loan_id
      WHERE s.loan_id = $1`,
    [loanId],
  );

/** The loans a request pays off, locked in id order (the same order everywhere: no deadlock). */
export const lockPreCancellationTargets = (q: Queryable, loanId: number) =>
  q.query<{ id: number; estado: string; saldo: string; cuotas_restantes: number }>(
    `SELECT l.id, l.estado, l.saldo, l.cuotas_restantes FROM loan_request_precancellations p JOIN loans l ON l.id = p.precancelled_loan_id
      WHERE p.loan_id = $1 ORDER BY l.id FOR UPDATE OF l`,
    [loanId],
  );

export const startRepayment = (q: Queryable, loanId: number) =>
  q.query(
    `UPDATE loans SET estado = $2, saldo = monto_prestado, cuotas_restantes = cantidad_cuotas, updated_at = now()
      WHERE id = $1`,
    [loanId, loanStates.deducting],
  );

export const payOff = (q: Queryable, loanId: number) =>
  q.query(`UPDATE loans SET estado = $2, saldo = 0, cuotas_restantes = 0, updated_at = now() WHERE id = $1`, [
    loanId,
    loanStates.paidOff,
  ]);

export const setTerms = (
  q: Queryable,
  loanId: number,
  t: { montoPrestado: number; montoCuota: number; cantidadCuotas: number; tna: number; cft: number },
) =>
  q.query(
    `UPDATE loans SET monto_prestado = $2, monto_cuota = $3, cantidad_cuotas = $4, cuotas_restantes = $4,
            tna = $5, cft = $6, updated_at = now()
      WHERE id = $1`,
    [loanId, t.montoPrestado, t.montoCuota, t.cantidadCuotas, t.tna, t.cft],
  );

export interface PlansLoanRow {
  line_id: number;
  estado: string;
  monto_prestado: string;
  cantidad_cuotas: number;
  monto_cuota: string;
  saldo: string;
  member_id: number;
  cuota_disponible: string | null;
  rate_version_id: number | null;
}

export const findLoanForPlans = (q: Queryable, loanId: number) =>
  maybeOne<PlansLoanRow>(
    q,
    `SELECT l.line_id, l.estado, l.monto_prestado, l.cantidad_cuotas, l.monto_cuota, l.saldo, l.member_id,
            r.cuota_disponible, l.rate_version_id
       FROM loans l LEFT JOIN loan_requests r ON r.loan_id = l.id WHERE l.id = $1`,
    [loanId],
  );
