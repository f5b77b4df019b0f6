import { z } from 'zod';
import { auditQuerySchema } from '@portal/contract';
import { addressFilters, blankIsNone } from '../../../lib/address-filters';
import type { AuditFilters } from '../api/audit-log';

const query = auditQuerySchema.shape;

/** The filter form: text fields in, the contract's filters out (auditQuerySchema's rules and messages). */
export const auditFiltersFormSchema = z
  .object({
    staff: z.string().transform(blankIsNone).pipe(query.staff),
    action: z.string().transform(blankIsNone).pipe(query.action),
    entity: z.string().transform(blankIsNone).pipe(query.entity),
    entityId: z.string().transform(blankIsNone).pipe(query.entityId),
    from: z.string().transform(blankIsNone).pipe(query.from),
    to: z.string().transform(blankIsNone).pipe(query.to),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    error: "La fecha 'Hasta' no puede ser anterior a 'Desde'",
    path: ['to'],
  });
export type AuditFiltersForm = z.input<typeof auditFiltersFormSchema>;

/** The filters in the address (?staff=…&from=…), the form's values and its blank state. */
export const {
  empty: emptyFilters,
  formValuesOf,
  filtersOf,
} = addressFilters<keyof AuditFiltersForm, AuditFilters>(auditFiltersFormSchema, [
  'staff',
  'action',
  'entity',
  'entityId',
  'from',
  'to',
]);
