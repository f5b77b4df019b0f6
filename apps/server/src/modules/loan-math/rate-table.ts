import { toCents } from './money';
import { assertInstallments, assertTna } from './rates';

/** A loan line's rates and amounts. Amounts in ARS, TNA in percent. */
export interface RateTable {
  /** Installment count -> TNA percent, e.g. { 6: 79, 12: 85.5 }. Only these counts are offered. */
  tnaByInstallments: Readonly<Record<number, number>>;
  minAmount: number;
  maxAmount: number;
  /** Offered amounts are minAmount, minAmount + step, ... up to maxAmount. */
  step: number;
}

/** A line whose grid is bigger than this is a configuration mistake (a step of 1 peso, say). */
export const MAX_GRID_AMOUNTS = 5_000;

/** The table in cents with its installment counts sorted ascending; throws RangeError when invalid. */
export interface RateTableCents {
  rates: { installments: number; tnaPercent: number }[];
  minCents: number;
  maxCents: number;
  stepCents: number;
}

export function normalizeRateTable(table: RateTable): RateTableCents {
  const minCents = toCents(table.minAmount, 'minAmount');
  const maxCents = toCents(table.maxAmount, 'maxAmount');
  const stepCents = toCents(table.step, 'step');
  if (minCents <= 0) throw new RangeError('minAmount must be positive');
  if (maxCents < minCents) throw new RangeError('maxAmount must not be below minAmount');
  if (stepCents <= 0) throw new RangeError('step must be positive');
  if (Math.floor((maxCents - minCents) / stepCents) + 1 > MAX_GRID_AMOUNTS) {
    throw new RangeError(`the amount grid has more than ${MAX_GRID_AMOUNTS} amounts`);
  }
  const rates = Object.entries(table.tnaByInstallments).map(([key, tnaPercent]) => {
    const installments = Number(key);
    assertInstallments(installments);
    assertTna(tnaPercent);
    // Plans show the TNA with 2 decimals: a third one would be charged without being disclosed.
    if (Math.abs(tnaPercent * 100 - Math.round(tnaPercent * 100)) > 1e-9) {
      throw new RangeError(`TNA ${tnaPercent} has more than 2 decimals`);
    }
    return { installments, tnaPercent };
  });
  if (rates.length === 0) throw new RangeError('the rate table offers no installment count');
  rates.sort((a, b) => a.installments - b.installments);
  return { rates, minCents, maxCents, stepCents };
}

/** Throws a RangeError naming the problem; meant for the moment a line is stored or loaded. */
export function validateRateTable(table: RateTable): void {
  normalizeRateTable(table);
}
