import { z } from 'zod';
import { consoleApiPrefix } from './session';

export const settingsPaths = {
  /** GET the settings; POST new ones with a reason (settings.manage). */
  settings: `${consoleApiPrefix}/settings`,
} as const;

export const settingsMessages = {
  saved: 'Ajustes guardados: los socios ven el contacto nuevo al abrir su perfil',
  nothingChanged: 'No hay cambios para guardar',
} as const;

export const supportEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'El correo no puede superar los 254 caracteres' })
  .pipe(z.email({ error: 'Escriba un correo válido' }));

/** Digits with the country code; spaces, dashes and a leading + are dropped; empty: no chat. */
export const supportWhatsappSchema = z
  .string()
  .transform((s) => s.replace(/[\s+()-]/g, ''))
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z.string().regex(/^\d{10,15}$/, {
        error:
          'El número de WhatsApp lleva de 10 a 15 dígitos con el código de país, por ejemplo 5491122334455',
      }),
    ]),
  )
  .nullable();

export const settingsSchema = z.object({
  supportEmail: z.string(),
  supportWhatsapp: z.string().nullable(),
  updatedAt: z.string(),
  /** E-mail of the staff member who last changed them; null for the installation's defaults. */
  updatedBy: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsSchema = z.strictObject({
  supportEmail: supportEmailSchema,
  supportWhatsapp: supportWhatsappSchema,
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo del cambio' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});
export type UpdateSettings = z.input<typeof updateSettingsSchema>;
