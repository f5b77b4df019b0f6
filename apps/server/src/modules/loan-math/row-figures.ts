import { scheduleCents } from './amortization';
import { cftFromSchedule } from './cft';
import { roundTo } from './money';
import { normalizeRateTable, type RateTable } from './rate-table';
import { assertTna, monthlyRate } from './rates';

/** Effective annual rate of the interest alone, percent with 2 decimals: (1 + TNA/12)^12 - 1. */
export function tea(tnaPercent: number): number {
  assertTna(tnaPercent);
  return roundTo(((1 + monthlyRate(tnaPercent)) ** 12 - 1) * 100, 2);
}

/** What a rate table's editor shows for one installment count. Percents with 2 decimals. */
export interface RateRowFigures {
  installments: number;
  tna: number;
  tea: number;
  /**
   * CFT effective annual (with IVA), the plan's CFT. It moves by cent rounding with the amount, so this
   * is the highest of the grid's smallest and largest amounts: what a cap must be checked against.
   */
  cft: number;
}

/** TNA, TEA and CFT per installment count, with the same math the plans use; throws RangeError when invalid. */
export function rateTableFigures(table: RateTable): RateRowFigures[] {
  const t = normalizeRateTable(table);
  const top = t.minCents + Math.floor((t.maxCents - t.minCents) / t.stepCents) * t.stepCents;
  const amounts = top === t.minCents ? [t.minCents] : [t.minCents, top];
  return t.rates.map(({ installments, tnaPercent }) => ({
    installments,
    tna: roundTo(tnaPercent, 2),
    tea: tea(tnaPercent),
    cft: Math.max(
      ...amounts.map(
        (cents) => cftFromSchedule(cents, tnaPercent, scheduleCents(cents, tnaPercent, installments)).cftea,
      ),
    ),
  }));
}
