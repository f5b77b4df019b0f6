import { z } from 'zod';

/**
 * Field rules of docs/product.md "Validation", shared by the registration/profile forms and the server.
 * Messages are the spec's where it gives them; the rest follow its tone.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_EMPRESA_ID = 2;
export const DEFAULT_ORGANISMO_ID = 2;
/** Sent by the registration screen; the spec says it is fixed and not shown. */
export const FIXED_NROTARJETA = '0';

const lettersAndSpaces = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ' ]+$/;
/** Optional +54 or 0, optional 9, then 8 to 10 digits (spaces and dashes ignored). */
export const argentineMobile = /^(?:\+54|0)?9?\d{8,10}$/;
export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '');

export const dniSchema = z
  .string()
  .trim()
  .regex(/^\d*$/, 'El DNI solo debe contener números')
  .min(7, 'El DNI debe tener al menos 7 dígitos')
  .max(8, 'El DNI no puede tener más de 8 dígitos');

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(2, `${label} debe tener al menos 2 caracteres`)
    .max(50, `${label} no puede tener más de 50 caracteres`)
    .regex(lettersAndSpaces, `${label} solo puede contener letras y espacios`);

export const namesSchema = personName('El nombre');
export const surnameSchema = personName('El apellido');

/**
 * The one form of an e-mail address used to find an account, to key its limits and to keep it unique:
 * compatibility forms folded (NFKC: full-width letters, the Kelvin sign), invisible format characters
 * dropped, trimmed, lower-cased. Accounts are only created with ASCII addresses (emailSchema), so an
 * address with anything else left after this cannot name an existing account, nor create a look-alike.
 */
export const normalizeMail = (mail: string) =>
  mail
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .toLowerCase();

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Por favor ingrese un correo electrónico válido')
  .pipe(z.email('Por favor ingrese un correo electrónico válido'));

export const mobileSchema = z
  .string()
  .trim()
  .min(1, 'El número de celular es obligatorio')
  .refine((v) => argentineMobile.test(normalizePhone(v)), 'Ingrese un número de celular argentino válido');

export const passwordSchema = z
  .string()
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(128, 'La contraseña no puede tener más de 128 caracteres')
  .regex(/[a-z]/, 'La contraseña debe tener al menos una letra minúscula')
  .regex(/[A-Z]/, 'La contraseña debe tener al menos una letra mayúscula')
  .regex(/\d/, 'La contraseña debe tener al menos un número');

/** Staff passwords also pass a strength estimate on the server (zxcvbn, score 3 or more). */
export const weakPasswordMessage =
  'La contraseña es demasiado fácil de adivinar: use una frase más larga o menos común.';

/** dd/mm/yyyy, a real calendar date, not in the future. */
export const birthDateSchema = z
  .string()
  .trim()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'La fecha debe tener el formato dd/mm/aaaa')
  .refine(isRealPastDate, 'La fecha de nacimiento no es válida');

function isRealPastDate(value: string) {
  const [d, m, y] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() <= Date.now();
}
