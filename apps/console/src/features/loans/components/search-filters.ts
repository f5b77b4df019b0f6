import { z } from 'zod';
import { loanSearchQuerySchema, loanStates } from '@portal/contract';
import type { LoanFilters } from '../api/search-loans';

const query = loanSearchQuerySchema.shape;
const states: readonly string[] = Object.values(loanStates);

/** An empty field is no filter; what is typed is trimmed. */
const blankIsNone = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** A number typed in a field, checked in Spanish before the contract coerces it. */
const positiveNumber = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: message })
    .optional();

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
 * messages). The DNI may be typed with dots.
 */
export const loanFiltersFormSchema = z.object({
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
    .pipe(positiveNumber('Escriba el número del organismo, solo dígitos'))
    .transform(byContract(query.organismoId)),
});
export type LoanFiltersForm = z.input<typeof loanFiltersFormSchema>;

const filterKeys = ['dni', 'apellido', 'prestamoId', 'estado', 'organismoId'] as const;

/** The form's values as the address gives them (a shared or reloaded search). */
export const formValuesOf = (params: URLSearchParams): LoanFiltersForm =>
  Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as LoanFiltersForm;

/** The filters of the address, or null when one of them is not valid (the form then says which). */
export function filtersOf(params: URLSearchParams): LoanFilters | null {
  const parsed = loanFiltersFormSchema.safeParse(formValuesOf(params));
  if (!parsed.success) return null;
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
}
