/**
 * Money crosses the database as numeric(14,2) text and is worked in integer cents. A numeric with two
 * decimals times 100 lands within a rounding step of its integer, so Math.round gives it exactly.
 */
export const centsOf = (numeric: string | number) => Math.round(Number(numeric) * 100);

/** Integer cents as the numeric text a query parameter takes ('1234.50'). */
export const numericOf = (cents: number) => (cents / 100).toFixed(2);
