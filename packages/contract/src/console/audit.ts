import { z } from 'zod';
import { consoleApiPrefix } from './session';
import { isProposalKind, proposalKindLabels } from './proposals';
import { filterText } from './params';

export const auditPaths = {
  list: `${consoleApiPrefix}/audit`,
  csv: `${consoleApiPrefix}/audit.csv`,
  /** The same rows and columns as the CSV, as an XLSX workbook. */
  xlsx: `${consoleApiPrefix}/audit.xlsx`,
} as const;

const date = z.iso.date({ error: 'La fecha debe ser AAAA-MM-DD' });

/** Filters of the audit screen; every one optional, combined with AND. */
export const auditQuerySchema = z.strictObject({
  staff: filterText(254).toLowerCase().optional(),
  action: filterText(64).optional(),
  entity: filterText(32).optional(),
  entityId: filterText(32).optional(),
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

/**
 * Spanish names of the audited actions, as the timelines and the audit screen write them. A four-eyes
 * step is `<kind>.propose|approve|reject` and is named from proposalKindLabels; an action missing here
 * keeps its code.
 */
export const auditActionLabels: Record<string, string> = {
  'loan.approve': 'Aprobó la solicitud',
  'loan.reject': 'Rechazó la solicitud',
  'loan.cancel_by_entity': 'Anuló el préstamo',
  'loan.transfer.propose': 'Propuso la transferencia',
  'loan.transfer.approve': 'Aprobó la transferencia',
  'loan.transfer.reject': 'Rechazó la transferencia propuesta',
  'loan.transfer-reversal.propose': 'Propuso revertir la transferencia',
  'loan.transfer-reversal.approve': 'Aprobó revertir la transferencia',
  'loan.transfer-reversal.reject': 'Rechazó la reversión propuesta',
  'loan.transfer_reversed': 'Revirtió la transferencia',
  'loan.precancellation_reversed': 'Repuso el préstamo que la transferencia había cancelado',
  'loan.payment.propose': 'Propuso un pago del préstamo',
  'loan.payment.approve': 'Aprobó el pago propuesto',
  'loan.payment.reject': 'Rechazó el pago propuesto',
  'loan.payment': 'Imputó el pago al préstamo',
  'loan.payment-reversal.propose': 'Propuso revertir un pago del préstamo',
  'loan.payment-reversal.approve': 'Aprobó revertir el pago',
  'loan.payment-reversal.reject': 'Rechazó la reversión del pago propuesta',
  'loan.payment-reversal': 'Revirtió el pago del préstamo',
  'document.read': 'Vio un documento de la solicitud',
  'signature.read': 'Vio la firma de la solicitud',
  'member.correct': 'Corrigió datos del socio',
  'member.block': 'Bloqueó al socio',
  'member.unblock': 'Desbloqueó al socio',
  'member.revoke_sessions': 'Cerró las sesiones del socio',
  'member.password_mail': 'Envió un enlace para cambiar la contraseña',
  'member.export': 'Exportó los datos del socio',
  'member.read': 'Vio la ficha del socio',
  'member_self.bank_account': 'Puso en vigencia la cuenta para acreditar préstamos',
  'loan.read': 'Vio el legajo del préstamo',
  'staff.signin': 'Ingresó a la consola',
  'staff.signin.failed': 'Intento fallido de ingresar a la consola',
  'staff.lockout': 'Se bloqueó el ingreso de la cuenta',
  'staff.unlock': 'Desbloqueó la cuenta con el enlace por correo',
  'staff.signout': 'Salió de la consola',
  'staff.create.propose': 'Propuso una cuenta de personal',
  'staff.create.approve': 'Aprobó la cuenta de personal propuesta',
  'staff.create.reject': 'Rechazó la cuenta de personal propuesta',
  'staff.roles.propose': 'Propuso cambiar los roles de una cuenta',
  'staff.roles.approve': 'Aprobó el cambio de roles',
  'staff.roles.reject': 'Rechazó el cambio de roles propuesto',
  'staff.add': 'Creó la cuenta de personal',
  'staff.roles': 'Cambió los roles de la cuenta',
  'staff.password_set': 'Creó la contraseña de la cuenta',
  'staff.disable': 'Deshabilitó la cuenta de personal',
  'staff.enable': 'Habilitó la cuenta de personal',
  'organismo.create': 'Creó el organismo',
  'organismo.payroll': 'Cambió los datos de haberes del organismo',
  'organismo.general': 'Cambió los datos del organismo',
  'rates.version.propose': 'Propuso una nueva versión de la tabla de tasas',
  'rates.version.approve': 'Aprobó la nueva versión de la tabla de tasas',
  'rates.version.reject': 'Rechazó la versión de la tabla de tasas propuesta',
  'lines.create.propose': 'Propuso una nueva línea de préstamo',
  'lines.create.approve': 'Aprobó la nueva línea de préstamo',
  'lines.create.reject': 'Rechazó la nueva línea de préstamo propuesta',
  'lines.rename.propose': 'Propuso cambiar el nombre de la línea',
  'lines.rename.approve': 'Aprobó el cambio de nombre de la línea',
  'lines.rename.reject': 'Rechazó el cambio de nombre propuesto',
  'capacities.import': 'Importó las capacidades',
  'payroll.orders': 'Generó las órdenes de descuento',
  'payroll.close': 'Cerró el período de haberes',
  'settings.update': 'Cambió el contacto de soporte que ven los socios',
  'settings.bank_account': 'Cambió la cuenta bancaria de la asociación',
  'settings.identity': 'Cambió la identidad de la asociación',
  'libre_deuda.read': 'Descargó el libre deuda del préstamo',
  'provisions.rates': 'Cambió las tasas de previsión',
  'business_date.move': 'Adelantó la fecha de negocio',
  'news.create': 'Creó la novedad',
  'news.update': 'Editó la novedad',
  'news.publish': 'Publicó la novedad',
  'news.schedule': 'Programó la novedad',
  'news.unpublish': 'Despublicó la novedad',
  'campaign.send': 'Envió una campaña de notificaciones',
  'campaign.schedule': 'Programó una campaña de notificaciones',
  'campaign.cancel': 'Canceló la campaña programada',
  'campaign.sent': 'Se envió la campaña programada',
  'export.audit': 'Exportó el registro de auditoría',
  'export.snapshot': 'Exportó la foto de cartera del período',
  'export.loans': 'Exportó la búsqueda de préstamos',
  'download.orders': 'Descargó el archivo de órdenes de descuento',
  'loan.contact': 'Registró un contacto de cobranza',
  'export.collections': 'Exportó la lista de cobranzas',
};

/** Spanish names of what audit rows act on (their `entity`). */
export const auditEntityLabels: Record<string, string> = {
  loan: 'Préstamo',
  member: 'Socio',
  staff: 'Cuenta de personal',
  organismo: 'Organismo',
  periodo: 'Período de haberes',
  posting: 'Imputación',
  settings: 'Ajustes',
  business_date: 'Fecha de negocio',
  news: 'Novedad',
  campaign: 'Campaña de notificaciones',
  linea: 'Línea de préstamo',
  provisiones: 'Tasas de previsión',
  auditoria: 'Registro de auditoría',
  cobranzas: 'Lista de cobranzas',
};

const proposalSteps: Record<string, string> = { propose: 'Propuso', approve: 'Aprobó', reject: 'Rechazó' };

/**
 * An audited action in words: its own name, or for a four-eyes step the step and the kind's name
 * ('Aprobó: Imputación de resultados'); an unknown action keeps its code. The console and the exports
 * both name actions with it.
 */
export function auditActionName(action: string): string {
  const named = auditActionLabels[action];
  if (named) return named;
  const dot = action.lastIndexOf('.');
  const step = proposalSteps[action.slice(dot + 1)];
  const code = action.slice(0, dot);
  const kind = isProposalKind(code) ? proposalKindLabels[code] : undefined;
  return step && kind ? `${step}: ${kind}` : action;
}

/** Every four-eyes step's code (`<kind>.propose|approve|reject`). */
export const proposalStepActions = () =>
  Object.keys(proposalKindLabels).flatMap((kind) => Object.keys(proposalSteps).map((s) => `${kind}.${s}`));

export const auditEntityName = (entity: string) => auditEntityLabels[entity] ?? entity;

export const auditResponseSchema = z.object({ items: z.array(auditRowSchema), next: z.string().nullable() });

/** The audit chain's check (migration 027): every row's hash recomputed in id order. */
export const auditVerifyPath = `${consoleApiPrefix}/audit/verify`;
export const auditVerifyResponseSchema = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  /** The first row changed, or the row after one deleted (a deleted last row: the last id); null when ok. */
  firstBroken: z.number().int().nullable(),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponseSchema>;

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
