/**
 * What pays a loan off on a date, and applying it (docs/decisions/023-installments-allocation.md).
 *
 * - `adeudado`: everything due and unpaid on installments whose due date is before `fecha`;
 * - `capital`: the unpaid capital of the installments not yet past due (due on or after `fecha`);
 * - `interes`: interest accrued on that capital from the last due date before `fecha` (or the
 *   disbursement) to `fecha`: actual/365 on the TNA, rounded half up to the cent; less the interest
 *   already paid ahead on those installments (never below 0). Without a TNA, the next installment's
 *   scheduled interest prorated by days of its period;
 * - `iva`: IVA on that interest (loan-math's `ivaCents`, 21%, or `ivaPercent`);
 * - `importe`: their sum.
 */
import { ivaCents } from '../loan-math/index';
import { allocate, type AllocationResult } from './allocation';
import { assertDate, daysBetween } from './dates';
import { type Installment } from './schedule';

export interface Payoff {
  importe: number;
  capital: number;
  interes: number;
  iva: number;
  adeudado: number;
}

export interface PayoffOptions {
  /** The loan's TNA in percent (at most 2 decimals); interest accrues actual/365 on it. */
  tnaPercent?: number;
  /** IVA on interest in percent; loan-math's 21% when absent. */
  ivaPercent?: number;
  /** Disbursement date: where accrual starts when no installment fell due before `fecha`. */
  desembolso?: string;
}

interface PayoffPlan extends Payoff {
  /** The first installment not yet past due: where the accrued interest and its IVA are charged. */
  first: Installment | null;
}

export function payoff(
  installments: readonly Installment[],
  fecha: string,
  options: PayoffOptions = {},
): Payoff {
  const { first: _first, ...figures } = plan(installments, fecha, options);
  return figures;
}

/**
 * Re-prices the installments not yet past due to the payoff figures (each keeps its capital; its interest
 * and IVA become what was already applied to them, and the first also carries the accrued interest and its
 * IVA), then allocates `payoff.importe` on `fecha`: every installment ends `pagada`, nothing left over.
 */
export function applyPayoff(
  installments: readonly Installment[],
  fecha: string,
  options: PayoffOptions = {},
): { payoff: Payoff; allocation: AllocationResult } {
  const { first, ...figures } = plan(installments, fecha, options);
  const repriced = installments.map((i): Installment => {
    if (i.vencimiento < fecha) return i;
    const interes = i.aplicado.interes + (i === first ? figures.interes : 0);
    const iva = i.aplicado.iva + (i === first ? figures.iva : 0);
    return { ...i, interes, iva, importe: i.capital + interes + iva };
  });
  return { payoff: figures, allocation: allocate(repriced, figures.importe, fecha) };
}

function plan(installments: readonly Installment[], fecha: string, options: PayoffOptions): PayoffPlan {
  assertDate(fecha);
  const rows = [...installments].sort((a, b) => a.numero - b.numero);
  let adeudado = 0;
  let capital = 0;
  let prepaidInterest = 0;
  let lastDue: string | null = null;
  let first: Installment | null = null;
  for (const i of rows) {
    const owed = i.importe - i.aplicado.iva - i.aplicado.interes - i.aplicado.capital;
    if (i.vencimiento < fecha) {
      adeudado += owed;
      if (lastDue === null || i.vencimiento > lastDue) lastDue = i.vencimiento;
    } else {
      first ??= i;
      capital += i.capital - i.aplicado.capital;
      prepaidInterest += i.aplicado.interes;
    }
  }
  const start = lastDue ?? options.desembolso ?? null;
  let accrued = 0;
  if (first && capital > 0) {
    if (options.tnaPercent !== undefined) {
      if (start === null) throw new RangeError('the disbursement date is needed before the first due date');
      accrued = accruedInterest(capital, options.tnaPercent, Math.max(0, daysBetween(start, fecha)));
    } else {
      // The period of the next installment runs from the previous due date (or disbursement) to its own.
      const from = start ?? first.vencimiento;
      const periodDays = daysBetween(from, first.vencimiento);
      const elapsed = Math.min(Math.max(0, daysBetween(from, fecha)), periodDays);
      accrued =
        periodDays <= 0
          ? first.interes
          : halfUpDiv(BigInt(first.interes) * BigInt(elapsed), BigInt(periodDays));
    }
  }
  const interes = Math.max(0, accrued - prepaidInterest);
  const iva =
    options.ivaPercent === undefined
      ? ivaCents(interes)
      : halfUpDiv(BigInt(interes) * BigInt(Math.round(options.ivaPercent * 100)), 10000n);
  return { importe: adeudado + capital + interes + iva, capital, interes, iva, adeudado, first };
}

/** capital x TNA x days / 365, half up to the cent; the TNA in hundredths of a percent, exactly. */
export function accruedInterest(capitalCents: number, tnaPercent: number, days: number): number {
  const tnaHundredths = Math.round(tnaPercent * 100);
  if (!Number.isFinite(tnaPercent) || tnaPercent < 0 || Math.abs(tnaPercent * 100 - tnaHundredths) > 1e-6) {
    throw new RangeError(`TNA must be a non-negative percent with at most 2 decimals, got ${tnaPercent}`);
  }
  return halfUpDiv(BigInt(capitalCents) * BigInt(tnaHundredths) * BigInt(days), 365n * 10000n);
}

const halfUpDiv = (num: bigint, den: bigint): number => Number((num * 2n + den) / (2n * den));
