import { z } from 'zod';
import { cuitSchema, formatCuit } from './bank-account';

/*
 * The association's identity (issue 25): legal name, CUIT, INAES registration number and legal address,
 * set by an administrador in Ajustes and printed on the legajo, the libre deuda, the receipts and the
 * e-mail footers. One definition of how it is printed, so that every document says the same.
 */

const text = (max: number, empty: string, long: string) =>
  z.string().trim().min(1, { error: empty }).max(max, { error: long });

/** As entered in the console: every field required, the CUIT's check digit verified. */
export const associationIdentityInputSchema = z.strictObject({
  razonSocial: text(
    160,
    'Escriba la razón social de la asociación',
    'La razón social no puede superar los 160 caracteres',
  ),
  cuit: cuitSchema,
  matriculaInaes: text(
    40,
    'Escriba el número de matrícula del INAES',
    'La matrícula no puede superar los 40 caracteres',
  ).pipe(
    z.string().regex(/^[\p{L}\d ./-]+$/u, {
      error: 'La matrícula solo lleva letras, números, espacios, puntos, barras y guiones',
    }),
  ),
  domicilio: text(200, 'Escriba el domicilio legal', 'El domicilio no puede superar los 200 caracteres'),
});

/** As stored and answered; null until an administrador sets it. */
export const associationIdentitySchema = z.object({
  razonSocial: z.string(),
  cuit: z.string(),
  matriculaInaes: z.string(),
  domicilio: z.string(),
});
export type AssociationIdentity = z.infer<typeof associationIdentitySchema>;

/** What a document prints when nothing better is known. */
export const DEFAULT_ASSOCIATION_NAME = 'Portal de Socios - Asociación de Mutuales';

/** What is known of the identity, field by field (none of it may be set yet). */
export type KnownIdentity = { [K in keyof AssociationIdentity]?: string | null };

/** The identity as documents print it: the name, and the details that are known, each on its own. */
export interface PrintedIdentity {
  nombre: string;
  /** 'CUIT 30-70912345-5', 'Matrícula INAES N° CBA 1234', the address: only those known. */
  datos: string[];
}

export function printedIdentity(known: KnownIdentity | null): PrintedIdentity {
  const datos = [
    known?.cuit ? `CUIT ${formatCuit(known.cuit)}` : null,
    known?.matriculaInaes ? `Matrícula INAES N° ${known.matriculaInaes}` : null,
    known?.domicilio || null,
  ].filter((d): d is string => d !== null);
  return { nombre: known?.razonSocial || DEFAULT_ASSOCIATION_NAME, datos };
}

/** One line: 'Asociación Mutual X - CUIT 30-70912345-5 - Matrícula INAES N° CBA 1234 - Av. Colón 123'. */
export const identityLine = (p: PrintedIdentity) => [p.nombre, ...p.datos].join(' - ');
