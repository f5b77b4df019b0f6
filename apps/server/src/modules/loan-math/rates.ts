/** IVA (VAT) charged on the interest of a consumer loan in Argentina: 21%. */
export const IVA_PERCENT = 21;

/** 40 years of monthly installments: far beyond any line, low enough to catch a unit mistake. */
export const MAX_INSTALLMENTS = 480;
/** A TNA above 1000% is a typo (a rate given per mil, or a fraction of 100 twice), not a product. */
export const MAX_TNA_PERCENT = 1000;

export function assertInstallments(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_INSTALLMENTS) {
    throw new RangeError(`installments must be an integer from 1 to ${MAX_INSTALLMENTS}, got ${n}`);
  }
}

export function assertTna(tnaPercent: number): void {
  if (!Number.isFinite(tnaPercent) || tnaPercent < 0 || tnaPercent > MAX_TNA_PERCENT) {
    throw new RangeError(`TNA must be a percent from 0 to ${MAX_TNA_PERCENT}, got ${tnaPercent}`);
  }
}

/** Monthly rate of a TNA given in percent: i = TNA / 12 (the design's convention, 12 equal periods). */
export function monthlyRate(tnaPercent: number): number {
  return tnaPercent / 1200;
}

/** Interest of one month on a balance, in whole cents. */
export function monthInterestCents(balanceCents: number, tnaPercent: number): number {
  // One division instead of balance * (tna / 1200) keeps one rounding step out of the product.
  return Math.round((balanceCents * tnaPercent) / 1200);
}

/** IVA on an interest amount, in whole cents; integer arithmetic so a half cent rounds up exactly. */
export function ivaCents(interestCents: number): number {
  return Math.round((interestCents * IVA_PERCENT) / 100);
}
