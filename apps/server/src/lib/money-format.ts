/**
 * es-AR money and percentages, written out instead of going through Intl.NumberFormat: the stored
 * legajo PDF must come out byte-identical for the same data, whatever ICU version a later Node ships
 * with, and mails and messages read the same everywhere.
 */

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 150000.5 -> "150.000,50" */
export function formatNumber(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const integer = groupThousands(String(Math.trunc(cents / 100)));
  const decimals = String(cents % 100).padStart(2, '0');
  return `${value < 0 && cents > 0 ? '-' : ''}${integer},${decimals}`;
}

/** 150000.5 -> "$ 150.000,50" */
export function formatMoney(value: number): string {
  return `$ ${formatNumber(value)}`;
}

/** 85.5 -> "85,50%" */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}
