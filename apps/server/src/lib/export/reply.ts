import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Column } from './columns';
import { CSV_TYPE, csvLines } from './csv-ar';
import { XLSX_TYPE, xlsxStream } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

/** Sends the export as a download named `<name>.csv` or `<name>.xlsx`, streamed a page at a time. */
export function exportReply<T>(
  reply: FastifyReply,
  format: ExportFormat,
  file: { name: string; sheet: string; columns: readonly Column<T>[]; pages: AsyncIterable<readonly T[]> },
) {
  const body =
    format === 'csv'
      ? Readable.from(csvLines(file.columns, file.pages))
      : xlsxStream(file.sheet, file.columns, file.pages);
  return reply
    .type(format === 'csv' ? CSV_TYPE : XLSX_TYPE)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${file.name}.${format}"`)
    .send(body);
}
