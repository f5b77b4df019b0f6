import { cuitCheckDigitOk } from '@portal/contract';

/**
 * The field types of the payroll files (docs/product.md#payroll-files): each turns the text between two
 * ';' into a value, or says in Spanish what is wrong with it.
 */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };
export type FieldParser<T> = (raw: string) => FieldResult<T>;

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const bad = (message: string): FieldResult<never> => ({ ok: false, message });

export const dni: FieldParser<string> = (raw) =>
  /^\d{7,8}$/.test(raw) ? ok(raw) : bad('El DNI tiene 7 u 8 dígitos, sin puntos');

export const cuil: FieldParser<string> = (raw) => {
  if (!/^\d{11}$/.test(raw)) return bad('El CUIL tiene 11 dígitos, sin guiones');
  // The CUIL's last digit checks the other ten, as a CUIT's does (modulo 11, AFIP's weights).
  return cuitCheckDigitOk(raw) ? ok(raw) : bad('El dígito verificador del CUIL no es válido');
};

/** A positive whole number that fits the database's integer ids. */
export const id: FieldParser<number> = (raw) =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647
    ? ok(Number(raw))
    : bad('Debe ser un número entero positivo');

export const count: FieldParser<number> = (raw) =>
  /^\d{1,9}$/.test(raw) ? ok(Number(raw)) : bad('Debe ser una cantidad: solo dígitos');

/** Integer cents: at most 10^12 - 1, so sums of a whole file stay exact. */
export const cents: FieldParser<number> = (raw) =>
  /^\d{1,12}$/.test(raw)
    ? ok(Number(raw))
    : bad('El importe va en centavos: solo dígitos, sin decimales, separadores ni signo');

/**
 * A header's or trailer's total of a file, in integer cents: up to 15 digits ($ 9.999.999.999.999,99), as
 * the orders of a large organismo add up to more than 12 (140,000 installments: $ 24.000 millones). Still
 * exact as a JavaScript number (below 2^53); the details are summed as bigint.
 */
export const totalCents: FieldParser<number> = (raw) =>
  /^\d{1,15}$/.test(raw)
    ? ok(Number(raw))
    : bad('El importe va en centavos: solo dígitos, sin decimales, separadores ni signo');

export const optionalCents: FieldParser<number | null> = (raw) => (raw === '' ? ok(null) : cents(raw));

/** AAAAMM, a real month. */
export const period: FieldParser<string> = (raw) => {
  const match = /^(\d{4})(\d{2})$/.exec(raw);
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 && Number(match[1]) >= 2000
    ? ok(raw)
    : bad('El período es AAAAMM (por ejemplo 202611)');
};

/** AAAA-MM-DD, a real calendar date. */
export const date: FieldParser<string> = (raw) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const day = new Date(Date.UTC(y, m - 1, d));
    if (day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d) return ok(raw);
  }
  return bad('La fecha es AAAA-MM-DD y debe existir');
};

export const oneOf =
  <const T extends string>(values: readonly T[]): FieldParser<T> =>
  (raw) =>
    (values as readonly string[]).includes(raw)
      ? ok(raw as T)
      : bad(`Debe ser ${values.slice(0, -1).join(', ')} o ${values[values.length - 1]}`);

/** Free text without control characters, up to `max` characters; empty allowed when `optional`. */
export const text =
  (max: number, optional = false): FieldParser<string> =>
  (raw) => {
    if (raw === '' && !optional) return bad('No puede estar vacío');
    if (raw.length > max) return bad(`No puede superar los ${max} caracteres`);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    return /[\u0000-\u001f\u007f]/.test(raw) ? bad('Tiene caracteres no válidos') : ok(raw);
  };

/** The employee number as the organismo writes it. */
export const legajo: FieldParser<string> = (raw) =>
  /^[0-9A-Za-z/-]{1,20}$/.test(raw)
    ? ok(raw)
    : bad('El legajo tiene hasta 20 letras o dígitos, sin espacios');

/** The same field, or empty (e.g. a CUIL the association does not know yet). */
export const optional =
  <T>(parse: FieldParser<T>): FieldParser<T | null> =>
  (raw) =>
    raw === '' ? ok(null) : parse(raw);
