const byDecimals = {
  1: new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  2: new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} as const;

/**
 * Every percent the member app shows, in one form: es-AR digits and the sign right after them, as
 * Intl's es-AR percent style writes it ("79,59%", "1.234,57%"). Rates (TNA, TEA, CFT) come from the
 * server as percents with 2 decimals; the payment progress has one decimal (docs/product.md#route-table).
 * The number is formatted as given, not divided by 100 first, so 1,005 never becomes 1,00.
 */
export function formatPercent(percent: number, decimals: 1 | 2 = 2): string {
  return `${byDecimals[decimals].format(percent)}%`;
}
