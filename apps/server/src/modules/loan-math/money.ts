/**
 * Money and rounding for the loan math.
 *
 * Public functions take and return ARS amounts as numbers with at most 2 decimals (pesos), which is
 * what the contract and a numeric(14,2) column hold. Inside, every amount is an integer number of
 * cents, so sums and differences are exact; only products with a rate produce fractions, and each
 * such product is rounded to the cent immediately, half away from zero (what a person doing the
 * schedule by hand, or a spreadsheet's ROUND(x; 2), does). See README.md beside this file.
 */

/** Largest amount we accept: keeps every cents value and every product with a rate exact-safe. */
export const MAX_AMOUNT_PESOS = 1e11;

/** Converts pesos to integer cents; refuses amounts with fractions of a cent instead of guessing. */
export function toCents(pesos: number, what = 'amount'): number {
  if (!Number.isFinite(pesos)) throw new RangeError(`${what} must be a finite number, got ${pesos}`);
  if (Math.abs(pesos) > MAX_AMOUNT_PESOS) throw new RangeError(`${what} is too large: ${pesos}`);
  const scaled = pesos * 100;
  const cents = Math.round(scaled);
  // 0.1 + 0.2 style noise is tolerated; a real third decimal (e.g. 10.005) is not.
  if (Math.abs(scaled - cents) > 1e-6) throw new RangeError(`${what} has fractions of a cent: ${pesos}`);
  return cents === 0 ? 0 : cents; // no -0
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Rounds to `decimals` places, half away from zero, after removing binary noise (1.005 is stored as
 * 1.00499999999999989...; toPrecision(15) gives back the decimal the value was meant to be).
 */
export function roundTo(value: number, decimals: number): number {
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(15));
  const r = (Math.sign(value) * Math.round(scaled)) / 10 ** decimals;
  return r === 0 ? 0 : r;
}
