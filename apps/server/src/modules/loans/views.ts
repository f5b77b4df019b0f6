import type { Loan, LoanMovement } from '@portal/contract';
import type { LoanRow, MovementRow } from './repository';
import { fileMayBeServed, loanFlags } from './states';

/** A loan as the contract shows it: numbers as numbers, dates as ISO 8601, flags from Estado. */
export function toLoan(row: LoanRow): Loan {
  return {
    Id: row.id,
    Producto: row.producto,
    Estado: row.estado,
    Fecha: row.fecha.toISOString(),
    ...loanFlags(row.estado),
    ...(row.color ? { Color: row.color } : {}),
    MontoPrestado: Number(row.monto_prestado),
    Saldo: Number(row.saldo),
    MontoCuota: Number(row.monto_cuota),
    CantidadCuotas: row.cantidad_cuotas,
    CuotasRestantes: row.cuotas_restantes,
    MontoAdeudado: Number(row.monto_en_mora),
    TieneLegajo: row.tiene_legajo && fileMayBeServed(row.estado),
    CFT: Number(row.cft),
    TNA: Number(row.tna),
  };
}

export function toMovement(row: MovementRow): LoanMovement {
  return {
    Id: row.id,
    Concepto: row.concepto,
    Fecha: row.fecha.toISOString(),
    Saldo: Number(row.saldo),
    Debito: Number(row.debito),
    Credito: Number(row.credito),
  };
}
