import type { Loan, LoanMovement } from '@portal/contract';
import { centsOf } from '../../db/numeric';
import { installmentDue, tea } from '../loan-math/index';
import type { LoanRow, MovementRow } from './repository';
import { fileMayBeServed, loanFlags } from './states';

/**
 * 'Valor de cuota' and its split, from the same schedule the payroll orders deduct: the installment the
 * loan is in (docs/decisions/012-installment-value.md). A row the loan math cannot schedule keeps the
 * stored first month's figure, without a split.
 */
function installmentFields(
  row: LoanRow,
): Pick<Loan, 'MontoCuota' | 'CuotaNumero' | 'CuotaCapital' | 'CuotaInteres' | 'CuotaIVA'> {
  const due = installmentDue(
    centsOf(row.monto_prestado),
    Number(row.tna),
    row.cantidad_cuotas,
    row.cuotas_restantes,
  );
  if (!due) return { MontoCuota: Number(row.monto_cuota) };
  return {
    MontoCuota: due.payment / 100,
    CuotaNumero: due.number,
    CuotaCapital: due.principalPaid / 100,
    CuotaInteres: due.interest / 100,
    CuotaIVA: due.ivaOnInterest / 100,
  };
}

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
    CantidadCuotas: row.cantidad_cuotas,
    CuotasRestantes: row.cuotas_restantes,
    ...installmentFields(row),
    MontoAdeudado: Number(row.monto_en_mora),
    TieneLegajo: row.tiene_legajo && fileMayBeServed(row.estado),
    CFT: Number(row.cft),
    TNA: Number(row.tna),
    TEA: tea(Number(row.tna)),
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
