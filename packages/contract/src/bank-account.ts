import { z } from 'zod';
import { envelopeFields, withSession } from './envelope';
import { bankAccountMessages } from './messages';

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
  return cuitCheckDigit(cuit.slice(0, 10)) === Number(cuit[10]);
}

/** 11 minus the weighted sum's remainder: 11 is written 0; 10 has no digit (see cuitCheckDigit). */
const cuitRest = (first10: string) => {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const d = digitsAt(first10);
  return 11 - (weights.reduce((acc, w, i) => acc + w * d[i]!, 0) % 11);
};

/** The check digit of a CUIT's first ten digits (see cuitCheckDigitOk). */
export function cuitCheckDigit(first10: string): number {
  const rest = cuitRest(first10);
  return rest === 11 ? 0 : rest === 10 ? 9 : rest;
}

/** A person's CUIL from the DNI: prefix 20 (27 for women), or 23 where that prefix asks for a 10 (AFIP). */
export function cuilOfDni(dni: string, prefix: '20' | '27' = '20'): string {
  const dni8 = dni.padStart(8, '0');
  const first10 = cuitRest(`${prefix}${dni8}`) === 10 ? `23${dni8}` : `${prefix}${dni8}`;
  return `${first10}${cuitCheckDigit(first10)}`;
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

/** A CBU from its bank and branch (7 digits) and its account (13 digits), with both check digits. */
export const cbuOf = (bankBranch: string, account: string) =>
  `${bankBranch}${blockCheckDigit(bankBranch)}${account}${blockCheckDigit(account)}`;

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

/*
 * The member's own account, where a loan is credited (issue 25): a CBU or CVU, or an alias, and the
 * holder's CUIT/CUIL, which must be the member's own (its middle eight digits are the DNI).
 */

/** A CVU (an account at a payment provider) is a CBU whose entity code is 000. */
export const isCvu = (cbu: string) => cbu.startsWith('000');

/** A person's CUIT/CUIL carries the DNI, padded to eight digits, between its prefix and its check digit. */
export const cuitHoldsDni = (cuit: string, dni: string) =>
  /^\d{11}$/.test(cuit) && /^\d{1,8}$/.test(dni) && cuit.slice(2, 10) === dni.padStart(8, '0');

/** How an account is shown once stored: only its last four digits, or an alias's ends. */
export const maskCbu = (cbu: string) => `···· ${cbu.slice(-4)}`;
export const maskAlias = (alias: string) =>
  alias.length <= 6
    ? `${alias.slice(0, 1)}***${alias.slice(-1)}`
    : `${alias.slice(0, 3)}***${alias.slice(-2)}`;
/** '20284567893' -> '20-****6789-3': the member recognizes it, a screen over the shoulder learns little. */
export const maskCuit = (cuit: string) =>
  /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-****${cuit.slice(6, 10)}-${cuit.slice(10)}` : '***';

/** Digits with the spaces and dashes people copy: a CBU or CVU; anything else: an alias. */
const looksLikeCbu = (typed: string) => /^[\d\s-]+$/.test(typed.trim());

/** What the member typed in the one 'CBU, CVU o alias' field, as the call's fields. */
export const cbuOrAliasFields = (typed: string): { CBU: string } | { Alias: string } =>
  looksLikeCbu(typed) ? { CBU: typed.replace(/[\s-]/g, '') } : { Alias: typed.trim().toLowerCase() };

/** The same field's rule: a CBU/CVU with both check digits right, or an alias of 6 to 20 characters. */
export const cbuOrAliasSchema = z
  .string()
  .trim()
  .min(1, { error: bankAccountMessages.cbuOrAlias })
  .superRefine((typed, ctx) => {
    const parsed = looksLikeCbu(typed) ? cbuSchema.safeParse(typed) : aliasSchema.safeParse(typed);
    const issue = parsed.error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  });

/** The profile's form: the account, its holder's CUIT/CUIL and the member's password. */
export const memberBankAccountFormSchema = z.object({
  Cuenta: cbuOrAliasSchema,
  CuitTitular: z.string().pipe(cuitSchema),
  PasswordActual: z.string().min(1, { error: bankAccountMessages.passwordRequired }).max(128),
});
export type MemberBankAccountFormValues = z.input<typeof memberBankAccountFormSchema>;

/** The account in force as TraeDatosUsuario and ConfirmaCuentaBancaria answer it: masked. */
export const memberBankAccountSchema = z.object({
  Tipo: z.enum(['CBU', 'CVU', 'Alias']),
  /** '···· 5201' for a CBU or CVU, 'mar***mp' for an alias. */
  Cuenta: z.string(),
  CuitTitular: z.string(),
  /** When it was put in force (ISO 8601). */
  VigenteDesde: z.string(),
});
export type MemberBankAccount = z.infer<typeof memberBankAccountSchema>;

// ActualizaCuentaBancaria: checks the account and the password and e-mails a 6-digit code.
export const updateBankAccountRequestSchema = withSession({
  PasswordActual: z.string().max(128).optional(),
  CBU: cbuSchema.optional(),
  Alias: aliasSchema.optional(),
  CuitTitular: cuitSchema,
})
  .refine((b) => b.CBU !== undefined || b.Alias !== undefined, {
    error: bankAccountMessages.cbuOrAlias,
    path: ['CBU'],
  })
  .refine((b) => b.CBU === undefined || b.Alias === undefined, {
    error: bankAccountMessages.oneOfCbuAlias,
    path: ['Alias'],
  });
export type UpdateBankAccountRequest = z.input<typeof updateBankAccountRequestSchema>;
export const updateBankAccountResponseSchema = z.object({ ...envelopeFields, MailEnmascarado: z.string() });

// ConfirmaCuentaBancaria: the e-mailed code puts the account in force.
export const confirmBankAccountRequestSchema = withSession({
  Codigo: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: bankAccountMessages.codeFormat }),
});
export const confirmBankAccountResponseSchema = z.object({
  ...envelopeFields,
  CuentaBancaria: memberBankAccountSchema,
});
