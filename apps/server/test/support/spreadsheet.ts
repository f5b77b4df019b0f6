import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/**
 * Splits CSV text as a spreadsheet does with the given separator: a quote opens a quoted field only at
 * the field's start, `""` inside it is a quote, and anything after the closing quote is kept as is.
 * Line breaks inside quotes stay in the field. Answers the records' cells.
 */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
      continue;
    }
    if (atStart && c === '"') {
      quoted = true;
      atStart = false;
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
      atStart = true;
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
      atStart = true;
    } else {
      cell += c;
      atStart = false;
    }
  }
  if (cell || cells.length) records.push([...cells, cell]);
  return records;
}

/** A cell a spreadsheet reads as a number we wrote: optional minus, digits, optional decimal comma. */
const NUMBER = /^-?\d+(,\d+)?$/;

/**
 * The test: split on `;` and again on `,`, no cell starts a formula (=, +, -, @, tab, CR). A cell
 * that starts with '-' is allowed only when it is a plain number (a negative amount we wrote from a
 * numeric value; split on ',', '-1234,50' gives '-1234' and '50', both numbers).
 */
export function expectNoFormulaCells(csv: string) {
  const body = csv.replace(/^\uFEFF/, '');
  for (const separator of [';', ',']) {
    for (const cells of parseCsv(body, separator))
      for (const cell of cells) {
        if (cell.startsWith('-')) expect(cell, `split on ${separator}`).toMatch(NUMBER);
        else expect(cell, `split on ${separator}`).not.toMatch(/^[=+@\t\r]/);
      }
  }
}

/** The first sheet of an XLSX body, read back with exceljs. */
export async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
