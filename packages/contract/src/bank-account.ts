import { z } from 'zod';

/*
 * A bank account members send money to: its holder, the holder's CUIT, the CBU and its alias. The check
 * digits are verified here, once, for the console's form and the server alike: a mistyped digit would send
 * a member's payment to nobody, or to someone else.
 */

const digitsAt = (s: string) => [...s].map(Number);

/**
 * The CUIT's (or CUIL's) last digit checks the other ten: modulo 11 with AFIP's weights. A remainder that
 * asks for 10 is written 9, as AFIP does for the 23/24/33/34 prefixes it gives in that case.
 */
export function cuitCheckDigitOk(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const d = digitsAt(cuit);
  const sum = weights.reduce((acc, w, i) => acc + w * d[i]!, 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? 0 : rest === 10 ? 9 : rest;
  return expected === d[10];
}

/**
 * A CBU block's check digit (BCRA): weights 3, 1, 7, 9 repeating from the digit next to the check digit
 * backwards (so 7, 1, 3, 9, ... from the start of the 7-digit first block), then ten minus the sum's last
 * digit.
 */
const blockCheckDigit = (block: string) => {
  const weights = [3, 1, 7, 9];
  const sum = digitsAt(block)
    .reverse()
    .reduce((acc, n, i) => acc + n * weights[i % 4]!, 0);
  return (10 - (sum % 10)) % 10;
};

/** Both check digits of a 22-digit CBU: the 8th (bank and branch) and the 22nd (the account). */
export function cbuCheckDigitsOk(cbu: string): boolean {
  if (!/^\d{22}$/.test(cbu)) return false;
  return (
    blockCheckDigit(cbu.slice(0, 7)) === Number(cbu[7]) &&
    blockCheckDigit(cbu.slice(8, 21)) === Number(cbu[21])
  );
}

/** Spaces, dots, dashes and slashes people copy from a bank's page are dropped. */
const digitsOnly = z.string().transform((s) => s.replace(/[\s./-]/g, ''));

export const cuitSchema = digitsOnly
  .pipe(z.string().regex(/^\d{11}$/, { error: 'El CUIT tiene 11 dígitos, por ejemplo 30-12345678-1' }))
  .refine(cuitCheckDigitOk, { error: 'El dígito verificador del CUIT no es válido: revíselo' });

export const cbuSchema = digitsOnly
  .pipe(z.string().regex(/^\d{22}$/, { error: 'El CBU tiene 22 dígitos' }))
  .refine(cbuCheckDigitsOk, { error: 'Los dígitos verificadores del CBU no son válidos: revíselo' });

/** Banks take an alias in any case: it is kept lower-cased. */
export const aliasSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z
      .string()
      .min(6, { error: 'El alias tiene de 6 a 20 caracteres' })
      .max(20, { error: 'El alias tiene de 6 a 20 caracteres' })
      .regex(/^[a-z0-9.-]+$/, { error: 'El alias solo lleva letras, números, puntos y guiones' }),
  );

export const titularSchema = z
  .string()
  .trim()
  .min(1, { error: 'Escriba el titular de la cuenta' })
  .max(120, { error: 'El titular no puede superar los 120 caracteres' });

/** The account as entered (checked and normalized): digits only, the alias lower-cased. */
export const bankAccountInputSchema = z.strictObject({
  titular: titularSchema,
  cuit: cuitSchema,
  cbu: cbuSchema,
  alias: aliasSchema,
});

/** The account as stored and answered. */
export const bankAccountSchema = z.object({
  titular: z.string(),
  cuit: z.string(),
  cbu: z.string(),
  alias: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** '20123456789' -> '20-12345678-9'; anything else is kept. */
export const formatCuit = (cuit: string) =>
  /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit;

/** The CBU in its two blocks, as banks print it: '28505909 40090418135201'. */
export const formatCbu = (cbu: string) =>
  /^\d{22}$/.test(cbu) ? `${cbu.slice(0, 8)} ${cbu.slice(8, 22)}` : cbu;
