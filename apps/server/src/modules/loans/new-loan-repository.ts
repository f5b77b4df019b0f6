import type { LoanState } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { one } from '../../db/connection';

/*
 * Writing loans and movements: the loan request, the demo data, the test factories and the bench
 * seeding. Amounts in pesos (2 decimals), rates in percent.
 */

export const insertLoanLine = async (q: Queryable, nombre: string) =>
  (
    await one<{ id: number }>(
      q,
      `INSERT INTO loan_lines (nombre) VALUES ($1) ON CONFLICT (nombre) DO UPDATE SET nombre = excluded.nombre RETURNING id`,
      [nombre],
    )
  ).id;

export interface NewLoan {
  memberId: number;
  lineId: number;
  producto: string;
  estado: LoanState;
  fecha?: Date;
  montoPrestado: number;
  saldo?: number;
  montoCuota: number;
  cantidadCuotas: number;
  cuotasRestantes?: number;
  tna: number;
  cft: number;
  color?: string | null;
  confirmedAt?: Date | null;
  /** The rate table version it was priced with (loan requests); null: the line's first table. */
  rateVersionId?: number | null;
}

export const insertLoan = async (q: Queryable, l: NewLoan) =>
  (
    await one<{ id: number }>(
      q,
      `INSERT INTO loans (member_id, line_id, producto, estado, fecha, monto_prestado, saldo, monto_cuota, cantidad_cuotas,
                          cuotas_restantes, tna, cft, color, confirmed_at, rate_version_id)
       VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()), $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       RETURNING id`,
      [
        l.memberId,
        l.lineId,
        l.producto,
        l.estado,
        l.fecha ?? null,
        l.montoPrestado,
        l.saldo ?? 0,
        l.montoCuota,
        l.cantidadCuotas,
        l.cuotasRestantes ?? l.cantidadCuotas,
        l.tna,
        l.cft,
        l.color ?? null,
        l.confirmedAt ?? null,
        l.rateVersionId ?? null,
      ],
    )
  ).id;

export interface NewMovement {
  concepto: string;
  fecha: Date;
  debito?: number;
  credito?: number;
  saldo: number;
}

/** The new movement's id. */
export const insertMovement = async (q: Queryable, loanId: number, m: NewMovement) =>
  (
    await one<{ id: number }>(
      q,
      `INSERT INTO loan_movements (loan_id, concepto, fecha, debito, credito, saldo) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id`,
      [loanId, m.concepto, m.fecha, m.debito ?? 0, m.credito ?? 0, m.saldo],
    )
  ).id;
