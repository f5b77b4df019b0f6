import { z } from 'zod';
import { envelopeFields, intLike, withSession } from './envelope';

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
export const notificationsRequestSchema = withSession({
  NotificacionId: z.union([z.string().regex(/^\d{1,9}$/, 'Debe ser un número entero'), z.number().int().min(0)]).default('0'),
});
export const notificationsResponseSchema = z.object({
  ...envelopeFields,
  Notificaciones: z.array(notificationSchema),
});
export type NotificationsRequest = z.input<typeof notificationsRequestSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

// 12. GrabaConocimientoAviso and 13. GrabaVistoAviso
export const noticeActionRequestSchema = withSession({ AvisoId: intLike });
export type NoticeActionRequest = z.input<typeof noticeActionRequestSchema>;
