import { loanStates, type LoanState } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

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
  member_id: number;
  producto: string;
  estado: string;
  monto_prestado: string;
  cantidad_cuotas: number;
  mail: string;
}

/** The loan and its member's address, locked: two staff deciding at once are served one after the other. */
export const lockLoanForDecision = (q: Queryable, loanId: number) =>
  maybeOne<DecisionRow>(
    q,
    `SELECT l.id, l.member_id, l.producto, l.estado, l.monto_prestado, l.cantidad_cuotas, m.mail
       FROM loans l JOIN members m ON m.id = l.member_id
      WHERE l.id = $1 FOR UPDATE OF l`,
    [loanId],
  );

export const setState = (q: Queryable, loanId: number, estado: LoanState) =>
  q.query('UPDATE loans SET estado = $2, updated_at = now() WHERE id = $1', [loanId, estado]);
