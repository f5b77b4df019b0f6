import { lineReference, type BankFileLayout } from './layout';

/** Cents as the file writes them: a decimal point and two decimals, no thousands separator. */
export const decimalAmount = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The generic layout (README.md beside this file): UTF-8 CSV, comma-separated, CRLF line ends, a header
 * line, then one line per payment: CBU or alias, holder CUIT, amount, reference. No field needs quoting:
 * a CBU and a CUIT are digits, an alias letters, digits, dots and dashes, the reference ours.
 */
export const genericLayout: BankFileLayout = {
  name: 'generico',
  extension: 'csv',
  contentType: 'text/csv; charset=utf-8',
  render({ id, rows }) {
    const lines = [
      'cbu_o_alias,cuit,importe,referencia',
      ...rows.map((r) =>
        [r.cbu ?? r.alias, r.cuit, decimalAmount(r.importeCents), lineReference(id, r.prestamo)].join(','),
      ),
    ];
    return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  },
};
