import { z } from 'zod';
import { idParam } from './params';
import { consoleApiPrefix } from './session';
import { staffRoles } from './roles';

/** Staff accounts as the administrador manages them (docs/product.md#staff-console). */
export const staffAdminPaths = {
  list: `${consoleApiPrefix}/staff`,
  /** POST: proposes a new account (four eyes); on approval the setup link is e-mailed to it. */
  create: `${consoleApiPrefix}/staff`,
  /** POST: proposes new roles for an account (four eyes). */
  roles: `${consoleApiPrefix}/staff/:id/roles`,
  disable: `${consoleApiPrefix}/staff/:id/disable`,
  enable: `${consoleApiPrefix}/staff/:id/enable`,
} as const;

export const staffAdminMessages = {
  notFound: 'No existe esa cuenta de personal',
  emailTaken: 'Ya existe una cuenta de personal con ese correo',
  sameRoles: 'La cuenta ya tiene esos roles',
  pendingExists: 'Ya hay una propuesta pendiente para esta cuenta',
  ownAccount: 'No puede cambiar sus propios roles ni deshabilitar su propia cuenta',
  lastAdmin: 'Debe quedar al menos un administrador activo: el cambio no se hizo',
  disabled: 'Cuenta deshabilitada: sus sesiones se cerraron',
  enabled: 'Cuenta habilitada',
  setupMailSubject: 'Su cuenta en la consola de la mutual',
} as const;

const roles = z
  .array(z.enum(staffRoles, { error: 'Rol desconocido' }))
  .min(1, { error: 'Elija al menos un rol' })
  .max(staffRoles.length)
  .refine((r) => new Set(r).size === r.length, { error: 'Un rol aparece dos veces' });
const reason = z
  .string()
  .trim()
  .min(3, { error: 'Escriba el motivo' })
  .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' });

export const staffIdParamsSchema = z.strictObject({
  id: idParam,
});

export const staffRolesChangeSchema = z.strictObject({ roles, reason });

export const createStaffSchema = z.strictObject({
  email: z.email({ error: 'Escriba un correo válido' }).trim().toLowerCase().max(254),
  roles,
  reason,
});

export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(z.enum(staffRoles)),
  activo: z.boolean(),
  /** Whether the second factor is enrolled. */
  totp: z.boolean(),
  /** Whether the password was set from the one-time link. */
  contrasenaCreada: z.boolean(),
  creadoEl: z.string(),
  ultimoIngreso: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffListResponseSchema = z.object({ items: z.array(staffAccountSchema) });
