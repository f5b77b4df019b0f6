import { formatDate, formatDateTime, formatDecimal, type CellValue, type Column } from './columns';

/**
 * CSV for a spreadsheet set for Argentina: UTF-8 with a BOM (so the accents read right), `;` between
 * fields, CRLF after every line, decimal comma without thousands separator, dates dd/mm/aaaa and times
 * in Buenos Aires; quoted as RFC 4180 says, with `;` as the separator.
 *
 * The formula guard (OWASP's CSV injection advice), on every text field: a spreadsheet may split a line
 * on any of ; , tab, CR, LF, space, | or a quote, whatever separator it was set to, so a formula may start
 * after any of them, not only at the field's start. Wherever = + - @ tab or CR follows one of them, an
 * apostrophe goes in between; a field that starts that way gets the apostrophe first; a guarded field
 * is always quoted. Text therefore never yields a cell that starts a formula, split on `;` or on `,`.
 *
 * Numbers are written only from numeric values (never from text), so a negative amount is `-1234,50`:
 * every spreadsheet reads that as a number, not a formula, and no text can take that shape through a
 * numeric column. (Split on `,` it becomes the numbers `-1234` and `50`: still numbers.)
 */
const TRIGGER = /[=+\-@\t\r]/;
const AFTER_SPLIT = /([;,\t\r\n |"])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[;",\r\n]/;

export function guardText(text: string) {
  let guarded = text.replace(AFTER_SPLIT, "$1'");
  if (TRIGGER.test(guarded.charAt(0))) guarded = `'${guarded}`;
  return { text: guarded, changed: guarded !== text };
}

const textField = (text: string) => {
  const g = guardText(text);
  return g.changed || NEEDS_QUOTES.test(g.text) ? `"${g.text.replace(/"/g, '""')}"` : g.text;
};

export function csvField<T>(column: Column<T>, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'decimal':
      return formatDecimal(value as string | number);
    case 'integer': {
      const text = String(value);
      if (!/^-?\d+$/.test(text)) throw new TypeError(`Not an integer: ${text}`);
      return text;
    }
    case 'date':
      return formatDate(value as string | Date);
    case 'datetime':
      return formatDateTime(value instanceof Date ? value : new Date(String(value)));
    default:
      return textField(value instanceof Date ? value.toISOString() : String(value));
  }
}

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** The header line, after the BOM. */
export const csvHeader = <T>(columns: readonly Column<T>[]) =>
  '\uFEFF' + columns.map((c) => textField(c.header)).join(';') + '\r\n';

export const csvRow = <T>(columns: readonly Column<T>[], row: T) =>
  columns.map((c) => csvField(c, c.value(row))).join(';') + '\r\n';

/** The whole file as text chunks, a page of rows at a time, so a large export never sits in memory. */
export async function* csvLines<T>(columns: readonly Column<T>[], pages: AsyncIterable<readonly T[]>) {
  yield csvHeader(columns);
  for await (const page of pages) {
    let chunk = '';
    for (const row of page) chunk += csvRow(columns, row);
    if (chunk) yield chunk;
  }
}
