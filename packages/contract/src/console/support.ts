import { z } from 'zod';
import { idParam } from './params';
import { consoleApiPrefix } from './session';
import { dniSchema, namesSchema, surnameSchema } from '../rules';

export const supportPaths = {
  search: `${consoleApiPrefix}/members`,
  member: `${consoleApiPrefix}/members/:id`,
  correct: `${consoleApiPrefix}/members/:id/correct`,
  block: `${consoleApiPrefix}/members/:id/block`,
  unblock: `${consoleApiPrefix}/members/:id/unblock`,
  revokeSessions: `${consoleApiPrefix}/members/:id/revoke-sessions`,
  passwordMail: `${consoleApiPrefix}/members/:id/password-mail`,
  export: `${consoleApiPrefix}/members/:id/export`,
} as const;

export const supportMessages = {
  notFound: 'No existe el socio',
  blocked: 'Socio bloqueado: no puede ingresar y sus sesiones se cerraron',
  unblocked: 'Socio desbloqueado',
  sessionsRevoked: 'Se cerraron todas las sesiones del socio',
  passwordMailSent: 'Le enviamos al socio un enlace para crear una contraseña nueva',
  corrected: 'Datos corregidos',
  nothingToCorrect: 'No hay cambios para guardar',
  dniTaken: 'Otro socio ya tiene ese DNI',
  /** What a blocked member reads when signing in with the right password. */
  memberBlocked: 'Su cuenta está bloqueada. Comuníquese con la mutual.',
} as const;

export const memberSearchSchema = z.strictObject({
  q: z.string().trim().min(2, { error: 'Escriba al menos 2 caracteres' }).max(100),
});

export const memberIdParamsSchema = z.strictObject({
  id: idParam,
});

const reason = z
  .string()
  .trim()
  .min(3, { error: 'Escriba el motivo' })
  .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' });

export const correctMemberSchema = z.strictObject({
  nombres: namesSchema.optional(),
  apellido: surnameSchema.optional(),
  dni: dniSchema.optional(),
  reason,
});
export const supportReasonSchema = z.strictObject({ reason });

export const memberSummarySchema = z.object({
  id: z.number(),
  nombre: z.string(),
  dni: z.string(),
  mail: z.string(),
  organismo: z.string(),
  bloqueado: z.boolean(),
});
export const memberSearchResponseSchema = z.object({ items: z.array(memberSummarySchema) });

export const memberViewSchema = memberSummarySchema.extend({
  nombres: z.string(),
  apellido: z.string(),
  celular: z.string().nullable(),
  ejercito: z.boolean(),
  registradoEl: z.string(),
  /** When the member was blocked (ISO instant); null while not blocked. */
  bloqueadoDesde: z.string().nullable(),
  sesionesAbiertas: z.number(),
  prestamos: z.array(
    z.object({
      id: z.number(),
      producto: z.string(),
      estado: z.string(),
      saldo: z.number(),
      fecha: z.string(),
    }),
  ),
  notificaciones: z.array(
    z.object({
      id: z.number(),
      titulo: z.string(),
      fecha: z.string(),
      vista: z.boolean(),
      conocimiento: z.boolean(),
    }),
  ),
});
export type MemberView = z.infer<typeof memberViewSchema>;

export const supportMessageSchema = z.object({ Status: z.number(), Mensaje: z.string() });
