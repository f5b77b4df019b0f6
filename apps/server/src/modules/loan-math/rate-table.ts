import { toCents } from './money';
import { assertInstallments, assertTna } from './rates';

/** One amount range of a loan line with its TNA per installment count. Amounts in ARS, TNA in percent. */
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

/**
 * A rate table version with several amount ranges (tiers), each with its own step and TNA per installment
 * count. A single RateTable is a version of one tier.
 */
export type RateTiers = readonly RateTable[];

const tiersOf = (rates: RateTable | RateTiers): RateTiers => ('tnaByInstallments' in rates ? [rates] : rates);

/**
 * The tiers in cents, by amount. Throws RangeError when a tier is invalid, when two ranges overlap (an
 * amount would have two prices, and a plan Id two meanings) or when all grids together are too big.
 * Gaps between ranges are the editor's business: the math simply offers no amount there.
 */
export function normalizeTiers(rates: RateTable | RateTiers): RateTableCents[] {
  const tiers = tiersOf(rates)
    .map(normalizeRateTable)
    .sort((a, b) => a.minCents - b.minCents);
  if (tiers.length === 0) throw new RangeError('the rate table has no amount range');
  let amounts = 0;
  tiers.forEach((tier, i) => {
    const previous = tiers[i - 1];
    if (previous && tier.minCents <= previous.maxCents) throw new RangeError('amount ranges overlap');
    amounts += Math.floor((tier.maxCents - tier.minCents) / tier.stepCents) + 1;
  });
  if (amounts > MAX_GRID_AMOUNTS)
    throw new RangeError(`the amount grids have more than ${MAX_GRID_AMOUNTS} amounts`);
  return tiers;
}

/** The smallest amount any tier offers. */
export const lowestAmount = (rates: RateTable | RateTiers) =>
  Math.min(...tiersOf(rates).map((t) => t.minAmount));

/** Throws a RangeError naming the problem; meant for the moment a line is stored or loaded. */
export function validateRateTable(table: RateTable | RateTiers): void {
  normalizeTiers(table);
}
