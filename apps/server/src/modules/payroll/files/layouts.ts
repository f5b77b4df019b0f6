import { resultStates } from '@portal/contract';
import * as f from './fields';

/**
 * The three payroll files of docs/product.md#payroll-files: UTF-8, ';'-separated, one record a line, a
 * type letter first (H header, D detail, T trailer), amounts in integer cents.
 */
export interface Field<N extends string = string, T = unknown> {
  name: N;
  parse: f.FieldParser<T>;
}
const field = <N extends string, T>(name: N, parse: f.FieldParser<T>): Field<N, T> => ({ name, parse });

export type RecordOf<F extends readonly Field[]> = {
  [E in F[number] as E['name']]: E extends Field<string, infer T> ? T : never;
};

export interface FileLayout<
  H extends readonly Field[] = readonly Field[],
  D extends readonly Field[] = readonly Field[],
  T extends readonly Field[] = readonly Field[],
> {
  /** How staff call the file, in messages. */
  name: string;
  header: H;
  detail: D;
  trailer: T;
  /** The detail field the header and trailer total, when the file has totals. */
  amount: (D[number]['name'] & string) | null;
  /** The header's and trailer's count and total fields (null when that record has none). */
  headerCount: H[number]['name'] & string;
  headerTotal: (H[number]['name'] & string) | null;
  trailerCount: T[number]['name'] & string;
  trailerTotal: (T[number]['name'] & string) | null;
}

const layout = <
  const H extends readonly Field[],
  const D extends readonly Field[],
  const T extends readonly Field[],
>(
  l: FileLayout<H, D, T>,
) => l;

export const capacitiesLayout = layout({
  name: 'capacidades',
  header: [field('ORGANISMO_ID', f.id), field('PERIODO', f.period), field('CANTIDAD', f.count)],
  detail: [
    field('DNI', f.dni),
    field('CUIL', f.cuil),
    field('LEGAJO', f.legajo),
    field('HABER_NETO', f.cents),
    field('MARGEN', f.optionalCents),
  ],
  trailer: [field('CANTIDAD', f.count)],
  amount: null,
  headerCount: 'CANTIDAD',
  headerTotal: null,
  trailerCount: 'CANTIDAD',
  trailerTotal: null,
});

export const movementCodes = ['A', 'M', 'B'] as const;

export const ordersLayout = layout({
  name: 'órdenes de descuento',
  header: [
    field('ORGANISMO_ID', f.id),
    field('PERIODO', f.period),
    field('GENERADO', f.date),
    field('CANTIDAD', f.count),
    field('TOTAL', f.totalCents),
  ],
  // CUIL and LEGAJO come from the organismo's capacities: empty for someone it never reported.
  detail: [
    field('DNI', f.dni),
    field('CUIL', f.optional(f.cuil)),
    field('LEGAJO', f.optional(f.legajo)),
    field('CODIGO_DESCUENTO', f.text(20)),
    field('MOV', f.oneOf(movementCodes)),
    field('PRESTAMO_ID', f.id),
    field('CUOTA', f.count),
    field('CUOTAS', f.count),
    field('IMPORTE', f.cents),
  ],
  trailer: [field('CANTIDAD', f.count), field('TOTAL', f.totalCents)],
  amount: 'IMPORTE',
  headerCount: 'CANTIDAD',
  headerTotal: 'TOTAL',
  trailerCount: 'CANTIDAD',
  trailerTotal: 'TOTAL',
});

export const resultsLayout = layout({
  name: 'resultados',
  header: [
    field('ORGANISMO_ID', f.id),
    field('PERIODO', f.period),
    field('CANTIDAD', f.count),
    field('TOTAL_APLICADO', f.totalCents),
  ],
  detail: [
    field('DNI', f.dni),
    field('PRESTAMO_ID', f.id),
    field('CUOTA', f.count),
    field('SOLICITADO', f.cents),
    field('APLICADO', f.cents),
    field('ESTADO', f.oneOf(resultStates)),
    field('MOTIVO', f.text(200, true)),
  ],
  trailer: [field('CANTIDAD', f.count), field('TOTAL_APLICADO', f.totalCents)],
  amount: 'APLICADO',
  headerCount: 'CANTIDAD',
  headerTotal: 'TOTAL_APLICADO',
  trailerCount: 'CANTIDAD',
  trailerTotal: 'TOTAL_APLICADO',
});

export type ResultRecord = RecordOf<typeof resultsLayout.detail>;

/** One record as a line of the file (no newline): the type letter, then the fields in layout order. */
export function formatRecord<F extends readonly Field[]>(
  type: 'H' | 'D' | 'T',
  fields: F,
  values: RecordOf<F>,
): string {
  const byName = values as Record<string, unknown>;
  const texts = fields.map((fld) => {
    const value = byName[fld.name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
  // A separator or a line break inside a value would shift every field after it.
  const broken = texts.findIndex((t) => /[;\r\n]/.test(t));
  if (broken !== -1) throw new Error(`payroll file: ${fields[broken]?.name} holds a separator`);
  return [type, ...texts].join(';');
}
