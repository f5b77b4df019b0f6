import { positiveCents, scheduleCents, type ScheduleRowCents } from './amortization';
import { periodicIrr } from './irr';
import { roundTo } from './money';
import { assertTna, monthlyRate } from './rates';

/**
 * Cost figures of a loan. Rates are percents rounded to 2 decimals, as disclosed (e.g. 112.34 = 112.34%).
 *
 * The CFT (costo financiero total, BCRA "Transparencia" disclosure) is the rate of the cash flows the
 * member actually lives: P received at the start, and each month the installment plus the IVA on that
 * month's interest. The line charges no other fee or insurance; if one is ever added, it belongs in
 * those monthly payments (or netted from P at t0) so that the CFT keeps telling the truth.
 */
export interface CostFigures {
  /** Nominal annual rate, as offered. */
  tna: number;
  /** Effective annual rate of the interest alone (no IVA): (1 + TNA/12)^12 - 1. */
  tea: number;
  /** CFT effective annual, the figure the BCRA asks to disclose: (1 + r)^12 - 1. */
  cftea: number;
  /** CFT nominal annual: 12 * r. */
  cftna: number;
  /** r: monthly IRR of the flows with IVA, as a fraction, unrounded (for checks and further math). */
  monthlyRate: number;
}

/** CFT and friends of a French loan (principal in ARS, TNA in percent). */
export function cft(principal: number, tnaPercent: number, installments: number): CostFigures {
  const principalCents = positiveCents(principal);
  return cftFromSchedule(principalCents, tnaPercent, scheduleCents(principalCents, tnaPercent, installments));
}

/** Same, from a schedule already computed (the plan list reuses it). */
export function cftFromSchedule(
  principalCents: number,
  tnaPercent: number,
  rows: readonly ScheduleRowCents[],
): CostFigures {
  assertTna(tnaPercent);
  const r = periodicIrr(
    principalCents,
    rows.map((row) => row.payment),
  );
  return {
    tna: roundTo(tnaPercent, 2),
    tea: roundTo(((1 + monthlyRate(tnaPercent)) ** 12 - 1) * 100, 2),
    cftea: roundTo(((1 + r) ** 12 - 1) * 100, 2),
    cftna: roundTo(r * 12 * 100, 2),
    monthlyRate: r,
  };
}
