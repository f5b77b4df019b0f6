import { describe, expect, it } from 'vitest';
import { cuitCheckDigitOk } from '@portal/contract';
import { fileLines } from '../../../src/modules/payroll/files/lines';
import {
  capacitiesLayout,
  formatRecord,
  ordersLayout,
  resultsLayout,
  type FileLayout,
} from '../../../src/modules/payroll/files/layouts';
import { maxLineChars, readPayrollFile, type FileEvent } from '../../../src/modules/payroll/files/read-file';

const expected = { organismoId: 2, period: '202611' };

async function* chunksOf(text: string, size = 7) {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size);
}

async function* chunksOfBytes(bytes: Uint8Array) {
  yield bytes;
}

async function read<L extends FileLayout>(text: string, layout: L, size?: number) {
  const events: FileEvent<L>[] = [];
  for await (const e of readPayrollFile(chunksOf(text, size), layout, expected)) events.push(e);
  const problems = events.flatMap((e) => (e.type === 'problem' ? [e.problem] : []));
  const details = events.flatMap((e) => (e.type === 'detail' ? [e.record] : []));
  const end = events.at(-1);
  if (end?.type !== 'end') throw new Error('no end event');
  return { problems, details, summary: end.summary };
}

const results = [
  'H;2;202611;3;4500000',
  'D;30111222;101;3;2000000;2000000;OK;',
  'D;28999888;102;1;1500000;1000000;PARCIAL;Haber insuficiente',
  'D;31222333;103;5;1500000;1500000;OK;',
  'T;3;4500000',
].join('\n');

describe('reading a payroll file', () => {
  it('reads a right results file, however the bytes are cut, with CRLF and a BOM', async () => {
    for (const text of [results, `\uFEFF${results.replaceAll('\n', '\r\n')}\r\n`]) {
      for (const size of [1, 3, 64, 4096]) {
        const { problems, details, summary } = await read(text, resultsLayout, size);
        expect(problems).toEqual([]);
        expect(summary).toEqual({ details: 3, total: 4_500_000n, problems: 0 });
        expect(details[1]).toEqual({
          DNI: '28999888',
          PRESTAMO_ID: 102,
          CUOTA: 1,
          SOLICITADO: 1_500_000,
          APLICADO: 1_000_000,
          ESTADO: 'PARCIAL',
          MOTIVO: 'Haber insuficiente',
        });
      }
    }
  });

  it('names each wrong field by line: separators, missing and extra fields, DNI, decimals and signs', async () => {
    const text = [
      'H;2;202611;5;4500000',
      'D,30111222,101,3,2000000,2000000,OK,',
      'D;28999888;102;1;1500000;1000000',
      'D;31222333;103;5;1500000;1500000;OK;;extra',
      'D;3122;103;5;1500000;15000.00;OK;',
      'D;31222333;103;5;-1500000;1500000;BIEN;',
      'T;5;4500000',
    ].join('\n');
    const { problems, details } = await read(text, resultsLayout);
    expect(details).toEqual([]);
    expect(problems).toEqual(
      expect.arrayContaining([
        { line: 2, field: null, message: expect.stringContaining('Tipo de registro desconocido') },
        { line: 3, field: 'ESTADO', message: expect.stringContaining('Faltan campos (ESTADO, MOTIVO)') },
        { line: 4, field: null, message: expect.stringContaining('Sobra 1 campo') },
        { line: 5, field: 'DNI', message: 'El DNI tiene 7 u 8 dígitos, sin puntos' },
        { line: 5, field: 'APLICADO', message: expect.stringContaining('sin decimales') },
        { line: 6, field: 'SOLICITADO', message: expect.stringContaining('ni signo') },
        { line: 6, field: 'ESTADO', message: 'Debe ser OK, PARCIAL o RECHAZADO' },
      ]),
    );
  });

  it('checks header and trailer against the details: counts, totals, organismo and period', async () => {
    const text = [
      'H;7;202610;2;4500000',
      'D;30111222;101;3;2000000;2000000;OK;',
      'D;28999888;102;1;1500000;1000000;PARCIAL;',
      'T;3;3000001',
    ].join('\n');
    const { problems, summary } = await read(text, resultsLayout);
    expect(summary.total).toBe(3_000_000n);
    expect(problems).toEqual([
      { line: 1, field: 'ORGANISMO_ID', message: 'El archivo es del organismo 7, no del 2' },
      { line: 1, field: 'PERIODO', message: 'El archivo es del período 202610, no del 202611' },
      {
        line: 1,
        field: 'TOTAL_APLICADO',
        message: 'El encabezado dice 4500000 centavos y los detalles suman 3000000',
      },
      { line: 4, field: 'CANTIDAD', message: 'El trailer dice 3 registros de detalle y el archivo tiene 2' },
      {
        line: 4,
        field: 'TOTAL_APLICADO',
        message: 'El trailer dice 3000001 centavos y los detalles suman 3000000',
      },
    ]);
  });

  it("takes a large organismo's totals of more than 12 digits of cents, up to 15, each line still up to 12", async () => {
    // 3 lines of $ 9.000.000.000,00 each: $ 27.000.000.000,00, 13 digits of cents.
    const line = (n: number) => `D;3011122${n};10${n};1;900000000000;900000000000;OK;`;
    const text = ['H;2;202611;3;2700000000000', line(1), line(2), line(3), 'T;3;2700000000000'].join('\n');
    const { problems, summary } = await read(text, resultsLayout);
    expect(problems).toEqual([]);
    expect(summary.total).toBe(2_700_000_000_000n);

    const tooLong = ['H;2;202611;1;1234567890123456', line(1), 'T;1;900000000000'].join('\n');
    expect((await read(tooLong, resultsLayout)).problems).toContainEqual(
      expect.objectContaining({ line: 1, field: 'TOTAL_APLICADO' }),
    );
    const lineTooLarge = [
      'H;2;202611;1;1000000000000',
      'D;30111221;101;1;1000000000000;1000000000000;OK;',
      'T;1;1000000000000',
    ].join('\n');
    expect((await read(lineTooLarge, resultsLayout)).problems).toContainEqual(
      expect.objectContaining({ line: 2, field: 'SOLICITADO' }),
    );
  });

  it('wants the header first, once, and the trailer last', async () => {
    const noHeader = await read('D;30111222;101;3;1;1;OK;\nT;1;1', resultsLayout);
    expect(noHeader.problems).toContainEqual({
      line: 1,
      field: null,
      message: 'Falta el H (encabezado) en la primera línea',
    });
    const late = await read('H;2;202611;0;0\nT;0;0\nD;30111222;101;3;1;1;OK;\nH;2;202611;0;0', resultsLayout);
    expect(late.problems.map((p) => p.line)).toEqual([3, 4]);
    const noTrailer = await read('H;2;202611;1;1\nD;30111222;101;3;1;1;OK;', resultsLayout);
    expect(noTrailer.problems).toContainEqual({
      line: 0,
      field: null,
      message: 'Falta el T (trailer) al final del archivo',
    });
    expect((await read('', resultsLayout)).problems).toEqual([
      { line: 0, field: null, message: 'El archivo está vacío' },
    ]);
  });

  it('reads capacities with an empty MARGEN and checks the CUIL', async () => {
    const text = [
      'H;2;202611;2',
      'D;30111222;20301112220;A-1234;85000000;',
      'D;30111222;20301112229;77;1;2',
      'T;2',
    ];
    const { problems, details } = await read(text.join('\n'), capacitiesLayout);
    expect(details).toEqual([
      { DNI: '30111222', CUIL: '20301112220', LEGAJO: 'A-1234', HABER_NETO: 85_000_000, MARGEN: null },
    ]);
    expect(problems).toEqual([
      { line: 3, field: 'CUIL', message: 'El dígito verificador del CUIL no es válido' },
    ]);
  });

  it('survives garbage: one long line costs one problem and a bounded read, not megabytes', async () => {
    const garbage = 'x'.repeat(5_000_000);
    const { problems } = await read(`H;2;202611;0;0\n${garbage}\nT;0;0`, resultsLayout, 65536);
    expect(problems).toEqual([
      { line: 2, field: null, message: `La línea supera los ${maxLineChars} caracteres` },
    ]);
    const binary = new Uint8Array([0x48, 0x3b, 0xff, 0xfe, 0x0a]);
    const events = [];
    for await (const e of readPayrollFile(chunksOfBytes(binary), resultsLayout, expected)) events.push(e);
    expect(events[0]).toEqual({
      type: 'problem',
      problem: { line: 0, field: null, message: 'El archivo no está en UTF-8' },
    });
  });

  it('writes records that it reads back the same', async () => {
    const header = {
      ORGANISMO_ID: 2,
      PERIODO: '202611',
      GENERADO: '2026-11-20',
      CANTIDAD: 1,
      TOTAL: 1234567,
    };
    const detail = {
      DNI: '30111222',
      CUIL: '20301112220',
      LEGAJO: 'A-1',
      CODIGO_DESCUENTO: '341',
      MOV: 'A' as const,
      PRESTAMO_ID: 101,
      CUOTA: 1,
      CUOTAS: 12,
      IMPORTE: 1234567,
    };
    const text = [
      formatRecord('H', ordersLayout.header, header),
      formatRecord('D', ordersLayout.detail, detail),
      formatRecord('T', ordersLayout.trailer, { CANTIDAD: 1, TOTAL: 1234567 }),
    ].join('\n');
    const { problems, details } = await read(text, ordersLayout);
    expect(problems).toEqual([]);
    expect(details).toEqual([detail]);
    expect(() => formatRecord('D', ordersLayout.detail, { ...detail, LEGAJO: 'A;1' })).toThrow();
  });
});

describe('the pieces', () => {
  it('numbers lines as an editor does, blank ones included', async () => {
    const lines = [];
    for await (const l of fileLines(chunksOf('a\r\n\nb\nc'), 10)) lines.push([l.number, l.text]);
    expect(lines).toEqual([
      [1, 'a'],
      [2, ''],
      [3, 'b'],
      [4, 'c'],
    ]);
  });

  it("checks CUILs with AFIP's digit", () => {
    expect(cuitCheckDigitOk('20301112220')).toBe(true);
    expect(cuitCheckDigitOk('27123456781')).toBe(false);
    expect(cuitCheckDigitOk('27123456780')).toBe(true);
  });
});
