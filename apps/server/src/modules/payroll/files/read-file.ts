import { fileLines, NotUtf8Error } from './lines';
import type { Field, FileLayout, RecordOf } from './layouts';

/** What is wrong, named by line and field, as the dry run lists it. */
export interface FileProblem {
  /** 0 for the file as a whole (empty, missing trailer...). */
  line: number;
  field: string | null;
  message: string;
}

export interface FileExpectation {
  organismoId: number;
  /** null: any valid period (capacities are sent whenever the organismo has them). */
  period: string | null;
}

export interface FileSummary {
  /** Detail records (D lines) read, valid or not. */
  details: number;
  /** Sum of the detail amounts that could be read, in cents; null for files without totals. */
  total: bigint | null;
  problems: number;
}

export type FileEvent<L extends FileLayout> =
  | { type: 'header'; line: number; record: RecordOf<L['header']> }
  | { type: 'detail'; line: number; record: RecordOf<L['detail']> }
  | { type: 'problem'; problem: FileProblem }
  | { type: 'end'; summary: FileSummary };

/** Longer lines are garbage: the longest valid results line is about 300 characters. */
export const maxLineChars = 1000;

/**
 * Not a CSV library: these files are not RFC 4180 (no quoting, a fixed field list per record type
 * letter), and what matters is naming every wrong field by line, with a bound on each line's length.
 *
 * Reads a payroll file as it streams in, one event per line: its header and details when they are
 * right, a problem for each wrong field or record, and, at the end, the checks of the file as a whole
 * (header first and of the expected organismo and period, trailer last, counts and totals). A caller
 * that stops at the first problem, or one that lists them all, reads the same events.
 */
export async function* readPayrollFile<L extends FileLayout>(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  layout: L,
  expected: FileExpectation,
): AsyncGenerator<FileEvent<L>> {
  let problems = 0;
  const problem = (line: number, field: string | null, message: string): FileEvent<L> => {
    problems += 1;
    return { type: 'problem', problem: { line, field, message } };
  };

  let header: Record<string, unknown> | null = null;
  let trailer: Record<string, unknown> | null = null;
  let trailerLine = 0;
  let records = 0;
  let details = 0;
  let total = 0n;
  let totalKnown = layout.amount !== null;

  try {
    for await (const line of fileLines(chunks, maxLineChars)) {
      if (line.tooLong) {
        records += 1;
        if (line.text.startsWith('D;')) {
          details += 1;
          totalKnown = false;
        }
        yield problem(line.number, null, `La línea supera los ${maxLineChars} caracteres`);
        continue;
      }
      if (line.text.trim() === '') continue;
      records += 1;
      const [type = '', ...raw] = line.text.split(';');

      if (trailer) {
        yield problem(line.number, null, 'Hay registros después del T (trailer): el T va al final');
        continue;
      }
      if (type === 'H') {
        if (records !== 1) {
          yield problem(line.number, null, 'El H (encabezado) va una sola vez, en la primera línea');
          continue;
        }
        const read = readRecord(line.number, raw, layout.header, 'H');
        if (!read.ok) {
          for (const p of read.problems) yield problem(p.line, p.field, p.message);
          continue;
        }
        header = read.record;
        if (header.ORGANISMO_ID !== expected.organismoId)
          yield problem(
            line.number,
            'ORGANISMO_ID',
            `El archivo es del organismo ${String(header.ORGANISMO_ID)}, no del ${expected.organismoId}`,
          );
        if (expected.period !== null && header.PERIODO !== expected.period)
          yield problem(
            line.number,
            'PERIODO',
            `El archivo es del período ${String(header.PERIODO)}, no del ${expected.period}`,
          );
        yield { type: 'header', line: line.number, record: read.record as RecordOf<L['header']> };
        continue;
      }
      if (records === 1) yield problem(line.number, null, 'Falta el H (encabezado) en la primera línea');
      if (type === 'D') {
        details += 1;
        const read = readRecord(line.number, raw, layout.detail, 'D');
        // A line wrong in another field still counts its amount: the totals check stays meaningful.
        const amount = layout.amount ? read.record[layout.amount] : undefined;
        if (typeof amount === 'number') total += BigInt(amount);
        else totalKnown = false;
        if (!read.ok) {
          for (const p of read.problems) yield problem(p.line, p.field, p.message);
          continue;
        }
        yield { type: 'detail', line: line.number, record: read.record as RecordOf<L['detail']> };
        continue;
      }
      if (type === 'T') {
        const read = readRecord(line.number, raw, layout.trailer, 'T');
        trailerLine = line.number;
        trailer = read.ok ? read.record : {};
        if (!read.ok) for (const p of read.problems) yield problem(p.line, p.field, p.message);
        continue;
      }
      yield problem(
        line.number,
        null,
        `Tipo de registro desconocido "${type.slice(0, 10)}": cada línea empieza con H, D o T`,
      );
    }
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error;
    yield problem(0, null, error.message);
    yield { type: 'end', summary: { details, total: null, problems } };
    return;
  }

  if (records === 0) yield problem(0, null, 'El archivo está vacío');
  else if (!trailer) yield problem(0, null, 'Falta el T (trailer) al final del archivo');

  const checkCount = (record: Record<string, unknown> | null, name: string, line: number, what: string) => {
    const said = record?.[name];
    return typeof said === 'number' && said !== details
      ? problem(line, name, `${what} dice ${said} registros de detalle y el archivo tiene ${details}`)
      : null;
  };
  const checkTotal = (
    record: Record<string, unknown> | null,
    name: string | null,
    line: number,
    what: string,
  ) => {
    const said = name ? record?.[name] : undefined;
    return typeof said === 'number' && totalKnown && BigInt(said) !== total
      ? problem(line, name, `${what} dice ${said} centavos y los detalles suman ${total.toString()}`)
      : null;
  };
  const checks = [
    checkCount(header, layout.headerCount, 1, 'El encabezado'),
    checkTotal(header, layout.headerTotal, 1, 'El encabezado'),
    checkCount(trailer, layout.trailerCount, trailerLine, 'El trailer'),
    checkTotal(trailer, layout.trailerTotal, trailerLine, 'El trailer'),
  ];
  for (const check of checks) if (check) yield check;

  yield {
    type: 'end',
    summary: { details, total: layout.amount && totalKnown ? total : null, problems },
  };
}

/** A record that failed still carries the fields that could be read. */
type ReadRecord =
  | { ok: true; record: Record<string, unknown> }
  | { ok: false; problems: FileProblem[]; record: Record<string, unknown> };

function readRecord(line: number, raw: string[], fields: readonly Field[], type: string): ReadRecord {
  const layout = [type, ...fields.map((f) => f.name)].join(';');
  if (raw.length < fields.length) {
    const missing = fields.slice(raw.length).map((f) => f.name);
    return {
      ok: false,
      record: {},
      problems: [
        {
          line,
          field: missing[0] ?? null,
          message: `Faltan campos (${missing.join(', ')}): el registro ${type} es ${layout}`,
        },
      ],
    };
  }
  if (raw.length > fields.length) {
    const extra = raw.length - fields.length;
    return {
      ok: false,
      record: {},
      problems: [
        {
          line,
          field: null,
          message: `${extra === 1 ? 'Sobra 1 campo' : `Sobran ${extra} campos`}: el registro ${type} es ${layout}`,
        },
      ],
    };
  }
  const record: Record<string, unknown> = {};
  const problems: FileProblem[] = [];
  fields.forEach((fld, i) => {
    const result = fld.parse(raw[i] ?? '');
    if (result.ok) record[fld.name] = result.value;
    else problems.push({ line, field: fld.name, message: result.message });
  });
  return problems.length > 0 ? { ok: false, problems, record } : { ok: true, record };
}
