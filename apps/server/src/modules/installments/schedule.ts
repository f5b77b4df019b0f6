/**
 * The installments of a disbursed loan as rows (docs/decisions/023-installments-allocation.md). Pure, in
 * integer cents: the figures are loan-math's French schedule (`scheduleCents`), each row gaining the payroll
 * period that deducts it, its due date, what has been applied to it and its state.
 */
import { scheduleCents } from '../loan-math/index';
import { addMonths, assertDate, dateInPeriod, lastDayOfPeriod, parsePeriod } from './dates';

export type EstadoCuota = 'pendiente' | 'pagada' | 'parcial' | 'impaga';

/** Amounts per component, in cents, in the order money settles them. */
export interface Componentes {
  iva: number;
  interes: number;
  capital: number;
}

/** The order money settles an installment's components: IVA, then interest, then capital. */
export const COMPONENT_ORDER = [
  'iva',
  'interes',
  'capital',
] as const satisfies readonly (keyof Componentes)[];

export interface Installment {
  numero: number;
  /** Payroll period that deducts it, 'AAAAMM'. */
  periodo: string;
  /** 'AAAA-MM-DD'. */
  vencimiento: string;
  capital: number;
  interes: number;
  /** IVA on the interest. */
  iva: number;
  /** capital + interes + iva. */
  importe: number;
  aplicado: Componentes;
  estado: EstadoCuota;
  /** The date of the allocation that completed it; null unless `pagada`. */
  fechaPago: string | null;
}

export interface ScheduleInput {
  principalCents: number;
  tnaPercent: number;
  installments: number;
  /** The payroll period of installment 1, 'AAAAMM'. */
  firstPeriod: string;
  /** The organismo's payday (day of the month); the due date is that day, clamped to the month. */
  paydayDay?: number | null;
  /** When given, installments already due before it start `impaga` instead of `pendiente`. */
  businessDate?: string;
}

/** Due date of a period: the organismo's payday clamped to the month, or the period's last day. */
export function dueDate(periodo: string, paydayDay?: number | null): string {
  const last = lastDayOfPeriod(periodo);
  if (paydayDay == null) return dateInPeriod(periodo, last);
  if (!Number.isInteger(paydayDay) || paydayDay < 1 || paydayDay > 31) {
    throw new RangeError(`payday must be a day of the month from 1 to 31, got ${paydayDay}`);
  }
  return dateInPeriod(periodo, Math.min(paydayDay, last));
}

/** The rows of a disbursed loan, all unpaid. */
export function buildSchedule(input: ScheduleInput): Installment[] {
  parsePeriod(input.firstPeriod);
  if (!Number.isSafeInteger(input.principalCents) || input.principalCents <= 0) {
    throw new RangeError(`principal must be a positive integer of cents, got ${input.principalCents}`);
  }
  const rows = scheduleCents(input.principalCents, input.tnaPercent, input.installments).map(
    (row): Installment => {
      const periodo = addMonths(input.firstPeriod, row.number - 1);
      return {
        numero: row.number,
        periodo,
        vencimiento: dueDate(periodo, input.paydayDay),
        capital: row.principalPaid,
        interes: row.interest,
        iva: row.ivaOnInterest,
        importe: row.payment,
        aplicado: { iva: 0, interes: 0, capital: 0 },
        estado: 'pendiente',
        fechaPago: null,
      };
    },
  );
  return input.businessDate === undefined ? rows : refreshStates(rows, input.businessDate);
}

export const appliedTotal = (i: Installment): number =>
  i.aplicado.iva + i.aplicado.interes + i.aplicado.capital;

/** What is still owed on an installment. */
export const unpaid = (i: Installment): number => i.importe - appliedTotal(i);

/**
 * The state of an installment from what was applied: `pagada` when fully applied, `parcial` when partly,
 * `impaga` when nothing was applied and its due date is before the business date, `pendiente` otherwise.
 */
export function stateOf(i: Installment, businessDate: string): EstadoCuota {
  const applied = appliedTotal(i);
  // An installment of 0 (possible only on loans of a few cents) owes nothing: pagada, with no paid date.
  if (applied >= i.importe) return 'pagada';
  if (applied > 0) return 'parcial';
  return i.vencimiento < businessDate ? 'impaga' : 'pendiente';
}

/** Every row's state recomputed for a business date (a daily job turns `pendiente` into `impaga`). */
export function refreshStates(installments: readonly Installment[], businessDate: string): Installment[] {
  assertDate(businessDate);
  return installments.map((i) => {
    const estado = stateOf(i, businessDate);
    return estado === i.estado ? i : { ...i, estado };
  });
}
