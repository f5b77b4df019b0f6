import { z } from 'zod';
import { envelopeFields, withSession } from './envelope';
import { idField } from './ids';

export const notificationSchema = z.object({
  Id: z.number().int(),
  Titulo: z.string(),
  Descripcion: z.string(),
  /** ISO 8601 date-time. */
  Fecha: z.string(),
  TomaConocimiento: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

// 11. TraeMisNotificaciones: the session member's notifications, newest first.
// NotificacionId '0' (default) lists them all; N > 0 lists only those created after notification N
// (Id > N), so a client holding the list can fetch just what is new.
export const notificationsRequestSchema = withSession({
  NotificacionId: idField('NotificacionId').default(0),
});
export const notificationsResponseSchema = z.object({
  ...envelopeFields,
  Notificaciones: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

// 12. GrabaConocimientoAviso and 13. GrabaVistoAviso: AvisoId is a notification Id of the session member.
export const noticeActionRequestSchema = withSession({ AvisoId: idField('AvisoId') });

/** Spanish texts of the notification calls (kept here, next to the calls they belong to). */
export const notificationMessages = {
  acknowledged: 'Se registró la toma de conocimiento',
  viewed: 'Se registró la lectura del aviso',
  /** The same answer for a missing notification and another member's one: ids cannot be probed. */
  notFound: 'No se encontró el aviso',
} as const;
