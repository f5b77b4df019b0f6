import { z } from 'zod';
import { auditQuerySchema } from '@portal/contract';
import type { AuditFilters } from '../api/audit-log';

const query = auditQuerySchema.shape;

/** An empty field is no filter; what is typed is trimmed. */
const blankIsNone = (value: string) => (value.trim() === '' ? undefined : value.trim());

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

export const filterKeys = ['staff', 'action', 'entity', 'entityId', 'from', 'to'] as const;

export const emptyFilters: AuditFiltersForm = {
  staff: '',
  action: '',
  entity: '',
  entityId: '',
  from: '',
  to: '',
};

/** The form's values as the address gives them (a shared or reloaded search). */
export const formValuesOf = (params: URLSearchParams): AuditFiltersForm =>
  Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as AuditFiltersForm;

/** The filters of the address, or null when one of them is not valid (the form then says which). */
export function filtersOf(params: URLSearchParams): AuditFilters | null {
  const parsed = auditFiltersFormSchema.safeParse(formValuesOf(params));
  if (!parsed.success) return null;
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
}
