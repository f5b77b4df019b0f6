import { z } from 'zod';
import { consoleApiPrefix } from './session';
import { bankAccountInputSchema, bankAccountSchema } from '../bank-account';
import { associationIdentityInputSchema, associationIdentitySchema } from '../association';
import { pendingProposalSchemaOf } from './proposals';

export const settingsPaths = {
  /** GET the settings; POST new ones with a reason (settings.manage). */
  settings: `${consoleApiPrefix}/settings`,
  /** POST a new bank account with a reason: a four-eyes proposal (kind settings.bank). */
  bankAccount: `${consoleApiPrefix}/settings/bank-account`,
  /** POST the association's identity with a reason (settings.manage: administrador), audited. */
  identity: `${consoleApiPrefix}/settings/identity`,
} as const;

export const settingsMessages = {
  saved: 'Ajustes guardados: los socios ven el contacto nuevo al abrir su perfil',
  nothingChanged: 'No hay cambios para guardar',
  bankAccountProposed:
    'Cambio de la cuenta bancaria propuesto: se aplica cuando otro administrador lo apruebe',
  bankAccountPending:
    'Ya hay un cambio de la cuenta bancaria esperando aprobación: apruébelo o recházelo antes de proponer otro',
  bankAccountUnchanged: 'La cuenta propuesta es la que ya está cargada',
  identitySaved:
    'Identidad de la asociación guardada: se imprime en los documentos y correos que se emitan desde ahora',
  identityUnchanged: 'Los datos de la asociación son los que ya están cargados',
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
  /** Where members send a payment the payroll did not deduct; null until one is approved. */
  bankAccount: bankAccountSchema.nullable(),
  /** A change of it waiting for a second administrador, if any. */
  bankAccountProposal: pendingProposalSchemaOf('settings.bank').nullable(),
  /** Legal name, CUIT, INAES registration and address; null until an administrador sets them. */
  identity: associationIdentitySchema.nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

const reasonSchema = z
  .string()
  .trim()
  .min(3, { error: 'Escriba el motivo del cambio' })
  .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' });

export const updateSettingsSchema = z.strictObject({
  supportEmail: supportEmailSchema,
  supportWhatsapp: supportWhatsappSchema,
  reason: reasonSchema,
});
export type UpdateSettings = z.input<typeof updateSettingsSchema>;

/** A new bank account for the association, with the reason the audit keeps. */
export const proposeBankAccountSchema = bankAccountInputSchema.extend({ reason: reasonSchema });
export type ProposeBankAccount = z.input<typeof proposeBankAccountSchema>;

/** The association's identity, with the reason the audit keeps. */
export const updateIdentitySchema = associationIdentityInputSchema.extend({ reason: reasonSchema });
export type UpdateIdentity = z.input<typeof updateIdentitySchema>;
