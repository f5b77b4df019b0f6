/*
 * The amount is typed the es-AR way: "." groups thousands, "," starts the cents ("150.000,50").
 * The field keeps what the member typed, regrouped; the number is read from it.
 */

/** The number in an es-AR amount ("$ 150.000,5" -> 150000.5); NaN when it is not one. */
export function parseArsAmount(text: string): number {
  const cleaned = text.replace(/[$\s.]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Regroups what is being typed: digits get thousands dots, at most one comma and two decimals. */
export function formatArsInput(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d,]/g, '').split(',');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rest.length > 0 ? `${grouped},${rest.join('').slice(0, 2)}` : grouped;
}

/** docs/product.md#validation: a positive number ('Continuar' is disabled otherwise). */
export const isValidAmount = (value: number) => Number.isFinite(value) && value > 0;
