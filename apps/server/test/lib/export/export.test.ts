import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  csvLines,
  formatDate,
  formatDateTime,
  formatDecimal,
  guardText,
  writeXlsx,
  type Column,
} from '../../../src/lib/export/index';
import { expectNoFormulaCells, parseCsv, readXlsx } from '../../support/spreadsheet';

interface Row {
  id: number;
  text: string;
  amount: string;
  day: string;
  at: Date;
}

const columns: Column<Row>[] = [
  { header: 'N°', kind: 'integer', value: (r) => r.id },
  { header: 'Texto', kind: 'text', width: 30, value: (r) => r.text },
  { header: 'Importe', kind: 'decimal', value: (r) => r.amount },
  { header: 'Día', kind: 'date', value: (r) => r.day },
  { header: 'Momento', kind: 'datetime', value: (r) => r.at },
];

/** The attacks: a formula at the start, after each separator a spreadsheet may split on, in quotes. */
const attacks = [
  '=1+1',
  'x;=1+1;y',
  'x,=1+1,y',
  'a;+1',
  'a,-1',
  'a,@SUM(A1)',
  'x\t=1',
  '\t=1',
  '\r=1',
  'a\r\n=1',
  'a;\t=1',
  'a "=1"',
  'a,"=1"',
  'a,""=1',
  '{"a":1,"b":"=HYPERLINK(\\"http://x\\")"}',
  '-5',
  '@x',
  'a | =1',
  'Pedido del socio',
];

const rows: Row[] = attacks.map((text, i) => ({
  id: i + 1,
  text,
  amount: i % 2 ? '-1234.5' : '1234.567',
  day: '2026-12-01',
  at: new Date('2026-12-01T02:30:05Z'),
}));

async function* pages() {
  yield rows.slice(0, 5);
  yield rows.slice(5);
}

const csvOf = async () => {
  let text = '';
  for await (const chunk of csvLines(columns, pages())) text += chunk;
  return text;
};

describe('exports for Argentina', () => {
  it('formats numbers with a decimal comma from their text, dates and times in Buenos Aires', () => {
    expect(formatDecimal('1234.5')).toBe('1234,50');
    expect(formatDecimal('-1234.505')).toBe('-1234,51');
    expect(formatDecimal('0.004')).toBe('0,00');
    expect(formatDecimal('-0.001')).toBe('0,00');
    expect(formatDecimal('1000000')).toBe('1000000,00');
    expect(formatDecimal('0.1')).toBe('0,10');
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
    // 02:30 UTC is still the day before in Buenos Aires (UTC-3).
    expect(formatDate(new Date('2026-12-01T02:30:05Z'))).toBe('30/11/2026');
    expect(formatDateTime(new Date('2026-12-01T02:30:05Z'))).toBe('30/11/2026 23:30:05');
  });

  it('guards text at its start and after every separator', () => {
    expect(guardText('x;=1+1;y').text).toBe("x;'=1+1;y");
    expect(guardText('=1').text).toBe("'=1");
    expect(guardText('\t=1').text).toBe("'\t'=1");
    expect(guardText('Pedido del socio')).toEqual({ text: 'Pedido del socio', changed: false });
  });

  it("writes `;` CSV with a BOM and CRLF that yields no formula cell split on ';' or on ','", async () => {
    const csv = await csvOf();
    expect(csv.startsWith('\uFEFFN°;Texto;Importe;Día;Momento\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/(?<!")\n/); // no bare LF outside the guarded fields
    const records = parseCsv(csv.slice(1), ';');
    expect(records).toHaveLength(attacks.length + 1);
    expect(records[2]).toEqual(['2', "x;'=1+1;y", '-1234,50', '01/12/2026', '30/11/2026 23:30:05']);
    expect(records[1]![2]).toBe('1234,57');
    expect(records.at(-1)).toEqual([
      String(attacks.length),
      'Pedido del socio',
      '1234,57',
      '01/12/2026',
      '30/11/2026 23:30:05',
    ]);
    // Every text comes back as written, but for the apostrophes the guard put in.
    for (const [i, text] of attacks.entries())
      expect(records[i + 1]![1]!.replace(/'/g, '')).toBe(text.replace(/'/g, ''));
    expectNoFormulaCells(csv);
  });

  it('writes the same columns as a typed XLSX: strings, numbers with two decimals, dates, a frozen bold header', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeXlsx(out, 'Prueba', columns, pages());
    const sheet = await readXlsx(Buffer.concat(chunks));
    expect(sheet.name).toBe('Prueba');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'N°', 'Texto', 'Importe', 'Día', 'Momento']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(30);
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe(2);
    expect(second.getCell(2).value).toBe('x;=1+1;y'); // a string cell: never a formula
    expect(second.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(second.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(second.getCell(3).value).toBe(-1234.5);
    expect(second.getCell(3).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(3).value).toBe(1234.57);
    expect(second.getCell(4).value).toEqual(new Date(Date.UTC(2026, 11, 1)));
    expect(second.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(second.getCell(5).value).toEqual(new Date(Date.UTC(2026, 10, 30, 23, 30, 5)));
    expect(sheet.rowCount).toBe(attacks.length + 1);
    for (let r = 2; r <= sheet.rowCount; r++)
      expect(sheet.getRow(r).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('reads no more pages while the client has not taken the XLSX written so far (flat memory)', async () => {
    let pulled = 0;
    async function* many() {
      for (let p = 0; p < 60; p++) {
        pulled++;
        yield Array.from({ length: 500 }, (_, i) => ({
          ...rows[0]!,
          id: p * 500 + i,
          text: `fila ${p} ${i} ${'x'.repeat(100)}`,
        }));
      }
    }
    const out = new PassThrough();
    const done = writeXlsx(out, 'Grande', columns, many());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pulled).toBeLessThan(20);
    let bytes = 0;
    out.on('data', (c: Buffer) => (bytes += c.length));
    await done;
    expect(pulled).toBe(60);
    expect(bytes).toBeGreaterThan(0);
  });
});
