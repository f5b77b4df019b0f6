import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { argentineClock } from '@portal/contract/argentine-day';
import { dayOf, decimalParts, type CellValue, type Column } from './columns';

/**
 * The same export as an XLSX workbook, written by exceljs's streaming writer row by row, so memory stays
 * flat however long the export is. Cells are typed: text as strings (a string cell is never a formula),
 * decimals as numbers shown with two places, integers as numbers, dates as dates showing the day or the
 * time in Buenos Aires. Header row bold and frozen, columns sized.
 */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's longest cell text. */
const MAX_TEXT = 32_767;

const numFmt: Partial<Record<Column<unknown>['kind'], string>> = {
  decimal: '#,##0.00',
  integer: '0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm:ss',
};

/** A spreadsheet date has no zone: it is written as the wall clock in Buenos Aires, read as UTC. */
const wallClock = (value: string | Date, withTime: boolean) => {
  if (!withTime) {
    const d = dayOf(value);
    return new Date(Date.UTC(Number(d.year), Number(d.month) - 1, Number(d.day)));
  }
  const t = argentineClock(value instanceof Date ? value : new Date(value));
  return new Date(
    Date.UTC(
      Number(t.year),
      Number(t.month) - 1,
      Number(t.day),
      Number(t.hour),
      Number(t.minute),
      Number(t.second),
    ),
  );
};

export function xlsxValue<T>(column: Column<T>, value: CellValue): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'decimal': {
      const d = decimalParts(value as string | number);
      return Number(`${d.negative ? '-' : ''}${d.integer}.${d.fraction}`);
    }
    case 'integer':
      return Number(value);
    case 'date':
      return wallClock(value as string | Date, false);
    case 'datetime':
      return wallClock(value as string | Date, true);
    default:
      return String(value instanceof Date ? value.toISOString() : value).slice(0, MAX_TEXT);
  }
}

/**
 * exceljs never says when to wait (its buffers always accept), so the reply's stream is watched: after
 * each page, while the client has not taken what was written, nothing more is read from the database.
 * Answers false when the stream closed first (the client went away).
 */
const drained = async (out: Writable) => {
  await new Promise((resolve) => setImmediate(resolve)); // lets the zip and its compression move on
  return new Promise<boolean>((resolve) => {
    if (out.destroyed) return resolve(false);
    if (!out.writableNeedDrain) return resolve(true);
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve(!out.destroyed);
    };
    out.on('drain', done);
    out.on('close', done);
  });
};

/** Writes the workbook to `out`, a page of rows at a time; resolves once the file is complete. */
export async function writeXlsx<T>(
  out: Writable,
  sheet: string,
  columns: readonly Column<T>[],
  pages: AsyncIterable<readonly T[]>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? Math.max(12, c.header.length + 2),
    ...(numFmt[c.kind] ? { style: { numFmt: numFmt[c.kind]! } } : {}),
  }));
  const header = worksheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const row of page) worksheet.addRow(columns.map((c) => xlsxValue(c, c.value(row)))).commit();
    if (!(await drained(out))) return;
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * A stream to send as the reply: the workbook as it is written. A failure half-way ends the stream with
 * the error (the download breaks) rather than handing over a truncated file that looks whole.
 */
export function xlsxStream<T>(
  sheet: string,
  columns: readonly Column<T>[],
  pages: AsyncIterable<readonly T[]>,
) {
  const out = new PassThrough();
  writeXlsx(out, sheet, columns, pages).catch((error: unknown) => out.destroy(error as Error));
  return out;
}
