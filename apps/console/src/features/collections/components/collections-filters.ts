import { z } from 'zod';
import { collectionsQuerySchema, type CollectionsFilters } from '@portal/contract';
import { addressFilters, blankIsNone } from '../../../lib/address-filters';

const query = collectionsQuerySchema.shape;

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

const days = z
  .string()
  .transform(blankIsNone)
  .pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, { error: 'Escriba los días, solo dígitos' })
      .optional(),
  )
  .transform(byContract(query.diasDesde));

/**
 * The filters form: text fields and selects in, the contract's filters out (collectionsQuerySchema's rules
 * and messages), with the same check that the days go from low to high.
 */
export const collectionsFiltersFormSchema = z
  .object({
    organismoId: z.string().transform(blankIsNone).transform(byContract(query.organismoId)),
    situacion: z.string().transform(blankIsNone).transform(byContract(query.situacion)),
    diasDesde: days,
    diasHasta: days,
    q: z.string().transform(blankIsNone).pipe(query.q),
  })
  .refine((f) => f.diasDesde === undefined || f.diasHasta === undefined || f.diasDesde <= f.diasHasta, {
    error: 'Los días desde no pueden ser más que los días hasta',
    path: ['diasHasta'],
  });
export type CollectionsFiltersForm = z.input<typeof collectionsFiltersFormSchema>;

/** The filters in the address (?situacion=2&diasDesde=30…), the form's values and its blank state. */
export const {
  empty: emptyFilters,
  formValuesOf,
  filtersOf,
} = addressFilters<keyof CollectionsFiltersForm, CollectionsFilters>(collectionsFiltersFormSchema, [
  'organismoId',
  'situacion',
  'diasDesde',
  'diasHasta',
  'q',
]);
