import { z } from 'zod';
import { staffRoles } from './roles';
import { passwordSchema } from '../rules';

/** The console's API lives under one prefix; its session cookie is scoped to it. */
export const consoleApiPrefix = '/api/console';

export const consolePaths = {
  session: `${consoleApiPrefix}/session`,
  me: `${consoleApiPrefix}/me`,
  totp: `${consoleApiPrefix}/totp`,
  setup: `${consoleApiPrefix}/setup`,
  unlock: `${consoleApiPrefix}/auth/unlock`,
} as const;

export const staffSessionCookie = 'portal_console';

export const consoleMessages = {
  badCredentials: 'Correo, contraseña o código incorrectos',
  totpRequired: 'Ingrese el código de su aplicación de autenticación',
  wrongTotp: 'El código no es correcto o ya fue usado',
  noSession: 'La sesión de consola no es válida o venció. Ingrese nuevamente.',
  forbidden: 'Su rol no permite esta operación',
  crossSite: 'Solicitud rechazada: no proviene de la consola',
  signedOut: 'Sesión cerrada',
  invalidSetupToken: 'El enlace para crear la contraseña es inválido o venció',
  passwordSet: 'Contraseña creada. Ya puede ingresar.',
  invalidUnlockToken: 'El enlace para desbloquear la cuenta es inválido, ya fue usado o venció',
  unlocked: 'Cuenta desbloqueada. Ya puede ingresar.',
  unlockMailSubject: 'Su cuenta de la consola fue bloqueada',
} as const;

const email = z.string().trim().toLowerCase().min(3).max(254);
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'El código tiene 6 dígitos' });

export const staffSignInSchema = z.strictObject({
  email,
  password: z.string().min(1).max(256),
  totp: totpCode.optional(),
});
export type StaffSignIn = z.input<typeof staffSignInSchema>;

const staffMe = { email: z.string(), roles: z.array(z.enum(staffRoles)) };
export const staffMeSchema = z.object(staffMe);
export type StaffMe = z.infer<typeof staffMeSchema>;

/**
 * A sign-in answers one of three steps: signed in; a code is needed (the password was right, nothing is
 * open yet); or the account has no second factor yet, so a secret to enrol comes with a half-open
 * session that only POST /totp accepts.
 */
export const staffSignInResponseSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('done'), ...staffMe }),
  z.object({ step: z.literal('totp') }),
  z.object({ step: z.literal('enrol'), otpauthUri: z.string(), secret: z.string() }),
]);
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;

export const staffTotpSchema = z.strictObject({ code: totpCode });

export const staffSetupSchema = z.strictObject({
  token: z.string().trim().min(1).max(256),
  password: passwordSchema,
});

export const staffUnlockSchema = z.strictObject({ token: z.string().trim().min(1).max(256) });

export const messageSchema = z.object({ Status: z.number(), Mensaje: z.string() });
