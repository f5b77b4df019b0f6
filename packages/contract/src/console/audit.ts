import { z } from 'zod';
import { consoleApiPrefix } from './session';

export const auditPaths = {
  list: `${consoleApiPrefix}/audit`,
  csv: `${consoleApiPrefix}/audit.csv`,
} as const;

const date = z.iso.date({ error: 'La fecha debe ser AAAA-MM-DD' });

/** Filters of the audit screen; every one optional, combined with AND. */
export const auditQuerySchema = z.strictObject({
  staff: z.string().trim().toLowerCase().max(254).optional(),
  action: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(32).optional(),
  entityId: z.string().trim().max(32).optional(),
  from: date.optional(),
  to: date.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  staff: z.string().nullable(),
  address: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditResponseSchema = z.object({ items: z.array(auditRowSchema), next: z.string().nullable() });

/** One line of a loan's or a member's history: what the member did and what staff did, in time order. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  /** 'socio', the staff member's e-mail, or 'sistema' (demo approval, command line). */
  who: z.string(),
  what: z.string(),
  detail: z.string().nullable(),
});
export const timelineResponseSchema = z.object({ items: z.array(timelineEntrySchema) });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePaths = {
  loan: `${consoleApiPrefix}/loans/:id/timeline`,
  member: `${consoleApiPrefix}/members/:id/timeline`,
} as const;
