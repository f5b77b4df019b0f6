import { z } from 'zod';
import { loanSearchQuerySchema, loanStates } from '@portal/contract';
import { addressFilters, blankIsNone } from '../../../lib/address-filters';
import type { LoanFilters } from '../api/search-loans';

const query = loanSearchQuerySchema.shape;
const states: readonly string[] = Object.values(loanStates);

/** A number typed in a field, checked in Spanish before the contract coerces it. */
const positiveNumber = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: message })
    .optional();

/** Days typed in a field (0 or more). */
const daysNumber = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'Escriba los días, solo dígitos' })
  .optional();

const situaciones: readonly string[] = ['1', '2', '3', '4', '5'];

/** Read by the contract's own (coercing) schema, its messages kept: `pipe` cannot take a coercion. */
const byContract =
  <T>(schema: z.ZodType<T>) =>
  (value: unknown, ctx: z.RefinementCtx) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, input: value });
    return z.NEVER;
  };

/**
 * The search form: text fields in, the contract's filters out (loanSearchQuerySchema's rules and
 * messages). The DNI may be typed with dots; organismo and situation come from lists, 'En mora' from a
 * checkbox ('true' or blank, as the address holds it).
 */
export const loanFiltersFormSchema = z
  .object({
    dni: z
      .string()
      .transform((v) => blankIsNone(v.replace(/[.\s]/g, '')))
      .pipe(query.dni),
    apellido: z.string().transform(blankIsNone).pipe(query.apellido),
    prestamoId: z
      .string()
      .transform(blankIsNone)
      .pipe(positiveNumber('Escriba el número del préstamo, solo dígitos'))
      .transform(byContract(query.prestamoId)),
    estado: z
      .string()
      .transform(blankIsNone)
      .pipe(
        z
          .string()
          .refine((s) => states.includes(s), { error: 'Elija un estado de la lista' })
          .optional(),
      )
      .pipe(query.estado),
    organismoId: z
      .string()
      .transform(blankIsNone)
      .pipe(positiveNumber('Elija un organismo de la lista'))
      .transform(byContract(query.organismoId)),
    enMora: z.string().transform(blankIsNone).pipe(query.enMora),
    diasDesde: z.string().transform(blankIsNone).pipe(daysNumber).transform(byContract(query.diasDesde)),
    diasHasta: z.string().transform(blankIsNone).pipe(daysNumber).transform(byContract(query.diasHasta)),
    situacion: z
      .string()
      .transform(blankIsNone)
      .pipe(
        z
          .string()
          .refine((s) => situaciones.includes(s), { error: 'Elija una situación de la lista' })
          .optional(),
      )
      .transform(byContract(query.situacion)),
    otorgadoDesde: z.string().transform(blankIsNone).pipe(query.otorgadoDesde),
    otorgadoHasta: z.string().transform(blankIsNone).pipe(query.otorgadoHasta),
  })
  .refine((f) => f.diasDesde === undefined || f.diasHasta === undefined || f.diasDesde <= f.diasHasta, {
    error: "Los días 'hasta' no pueden ser menos que los días 'desde'",
    path: ['diasHasta'],
  })
  .refine((f) => !f.otorgadoDesde || !f.otorgadoHasta || f.otorgadoDesde <= f.otorgadoHasta, {
    error: "La fecha 'Otorgado hasta' no puede ser anterior a 'Otorgado desde'",
    path: ['otorgadoHasta'],
  });
export type LoanFiltersForm = z.input<typeof loanFiltersFormSchema>;

/** The filters in the address (?dni=…&estado=…), the form's values and its blank state. */
export const {
  empty: emptyFilters,
  formValuesOf,
  filtersOf,
} = addressFilters<keyof LoanFiltersForm, LoanFilters>(loanFiltersFormSchema, [
  'dni',
  'apellido',
  'prestamoId',
  'estado',
  'organismoId',
  'enMora',
  'diasDesde',
  'diasHasta',
  'situacion',
  'otorgadoDesde',
  'otorgadoHasta',
]);
