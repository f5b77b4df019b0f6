import { z } from 'zod';
import {
  argentineMobile,
  birthDateSchema,
  emailSchema,
  normalizeMail,
  normalizePhone,
} from '@portal/contract/rules';
import type { UpdateProfileRequest } from '@portal/contract/accounts';
import { toIsoDate, toServerDate } from '@portal/ui/format';
import { checkNewPassword } from '../../../components/form/new-password-check';

/** The profile edit form (docs/product.md#calls). birthdate is yyyy-mm-dd, as input type=date gives it. */
export interface ProfileFormValues {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  birthdate: string;
  password: string;
  confirmPassword: string;
  /** The member's password today: asked only to change the e-mail or the password (sent as PasswordActual). */
  currentPassword: string;
}

/** The address the member typed names another account than the one on file (same rule as the server). */
export const mailChanged = (
  initial: Pick<ProfileFormValues, 'email'>,
  values: Pick<ProfileFormValues, 'email'>,
) => normalizeMail(values.email) !== normalizeMail(initial.email);

/**
 * A new e-mail or a new password needs the current password: a stolen session alone must not take the
 * account. The form shows the 'Contraseña actual' field exactly when this is true.
 */
export const needsCurrentPassword = (
  initial: Pick<ProfileFormValues, 'email'>,
  values: Pick<ProfileFormValues, 'email' | 'password' | 'confirmPassword'>,
) => mailChanged(initial, values) || values.password !== '' || values.confirmPassword !== '';

export const currentPasswordRequired = 'Ingrese su contraseña actual';

/** The form's rules; the current password is required only when `needsCurrentPassword` (see above). */
export const createProfileFormSchema = (initial: Pick<ProfileFormValues, 'email'>) =>
  z
    .object({
      name: z.string(),
      lastName: z.string(),
      email: emailSchema,
      phone: z
        .string()
        .trim()
        .refine(
          (v) => v === '' || argentineMobile.test(normalizePhone(v)),
          'Ingrese un número de celular argentino válido',
        ),
      birthdate: z
        .string()
        .refine(
          (v) => v === '' || birthDateSchema.safeParse(toServerDate(v)).success,
          'La fecha de nacimiento no es válida',
        ),
      password: z.string(),
      confirmPassword: z.string(),
      currentPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      if (needsCurrentPassword(initial, values) && values.currentPassword === '') {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: currentPasswordRequired });
      }
      // Both password fields empty: the password stays as it is.
      if (values.password || values.confirmPassword)
        checkNewPassword(values, ctx, 'Completá ambos campos de contraseña');
    });

/** A lone full name is split on whitespace: the last word is the surname (docs/product.md#validation). */
export function splitFullName(fullName: string): { name: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { name: words[0] ?? '', lastName: '' };
  return { name: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

export interface ProfileSource {
  name: string;
  email: string;
  phone: string | null;
  birthdate: string | null;
  nombres?: string | null;
  apellido?: string | null;
}

export function initialProfileValues(source: ProfileSource): ProfileFormValues {
  const names =
    source.nombres || source.apellido
      ? { name: source.nombres ?? '', lastName: source.apellido ?? '' }
      : splitFullName(source.name);
  return {
    ...names,
    email: source.email,
    phone: source.phone ?? '',
    birthdate: toIsoDate(source.birthdate),
    password: '',
    confirmPassword: '',
    currentPassword: '',
  };
}

export type ProfileChanges = Omit<UpdateProfileRequest, 'uat' | 'UAT'>;

/**
 * Only the fields that changed, named as ActualizaDatosPersona wants them. Emptied phone or birth date are
 * not sent (the server keeps what it has); passwords only when both are present. Names are support-only.
 * An e-mail that differs only in case or spacing is the same account's address: not sent. The current
 * password travels (as PasswordActual) only with a new e-mail or a new password.
 */
export function diffProfile(initial: ProfileFormValues, values: ProfileFormValues): ProfileChanges {
  const changes: ProfileChanges = {};
  if (mailChanged(initial, values)) changes.Mail = values.email.trim();
  const phone = values.phone.trim();
  if (phone && phone !== initial.phone.trim()) changes.Celular = phone;
  if (values.birthdate && values.birthdate !== initial.birthdate)
    changes.FechaNacimiento = toServerDate(values.birthdate);
  if (values.password && values.confirmPassword) {
    changes.Password1 = values.password;
    changes.Password2 = values.confirmPassword;
  }
  if (changes.Mail !== undefined || changes.Password1 !== undefined)
    changes.PasswordActual = values.currentPassword;
  return changes;
}
