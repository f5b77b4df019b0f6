import { z } from 'zod';
import { consoleApiPrefix } from './session';
import { filterText } from './params';

/**
 * Collections (issue 24, month-end.md section 5): the loans in arrears that cobranzas works, and each
 * loan's contact log with the member's promises to pay.
 */
export const collectionsPaths = {
  /** GET the arrears list (collections.work). */
  list: `${consoleApiPrefix}/collections`,
  /** GET the same list as a file: `?format=csv|xlsx` with the list's filters (collections.work). */
  export: `${consoleApiPrefix}/collections/export`,
  /** GET a loan's contacts, newest first (loans.read); POST records one (collections.work). */
  contacts: `${consoleApiPrefix}/loans/:id/contacts`,
} as const;

export const contactChannels = ['telefono', 'whatsapp', 'correo', 'presencial', 'otro'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels = {
  telefono: 'Teléfono',
  whatsapp: 'WhatsApp',
  correo: 'Correo electrónico',
  presencial: 'Presencial',
  otro: 'Otro',
} as const satisfies Record<ContactChannel, string>;

export const collectionsMessages = {
  contactSaved: 'Contacto registrado',
  notRepaying: 'El préstamo no está en repago: no se registran contactos de cobranza',
  promiseInPast: 'La fecha de la promesa no puede ser anterior a la fecha de negocio',
  exportFormat: "El formato del archivo es 'csv' o 'xlsx'",
} as const;

const days = z.coerce
  .number({ error: 'Los días son un número entero' })
  .int({ error: 'Los días son un número entero' })
  .min(0, { error: 'Los días no pueden ser negativos' })
  .max(36_500, { error: 'Demasiados días' });

/** The list's filters, every one optional and combined with AND. */
const collectionsFilters = {
  organismoId: z.coerce
    .number({ error: 'Elija un organismo de la lista' })
    .int({ error: 'Elija un organismo de la lista' })
    .positive({ error: 'Elija un organismo de la lista' })
    .max(2_147_483_647, { error: 'Elija un organismo de la lista' })
    .optional(),
  situacion: z.coerce
    .number({ error: 'La situación va de 1 a 5' })
    .int({ error: 'La situación va de 1 a 5' })
    .min(1, { error: 'La situación va de 1 a 5' })
    .max(5, { error: 'La situación va de 1 a 5' })
    .optional(),
  /** At least so many days late. */
  diasDesde: days.optional(),
  /** At most so many days late. */
  diasHasta: days.optional(),
  /** The member's DNI (digits: its start) or words of the name and surname, accents aside. */
  q: filterText(50).min(2, { error: 'Escriba al menos 2 letras del nombre o dígitos del DNI' }).optional(),
};

const bothDays = (f: { diasDesde?: number | undefined; diasHasta?: number | undefined }) =>
  f.diasDesde === undefined || f.diasHasta === undefined || f.diasDesde <= f.diasHasta;
const bothDaysError = {
  error: 'Los días desde no pueden ser más que los días hasta',
  path: ['diasHasta'],
};

/**
 * The keyset of the list's order: the promise group (0 broken, 1 none, 2 still ahead), the oldest unpaid
 * due date and the loan id, as '1.2026-11-30.123'.
 */
const collectionsCursor = z
  .string()
  .regex(/^[0-2]\.\d{4}-\d{2}-\d{2}\.[1-9]\d{0,9}$/, { error: 'El cursor no es válido' });

export const collectionsQuerySchema = z
  .strictObject({
    ...collectionsFilters,
    cursor: collectionsCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine(bothDays, bothDaysError);
export type CollectionsQuery = z.infer<typeof collectionsQuerySchema>;
/** The filters alone (what the screen keeps in its address). */
export type CollectionsFilters = Omit<CollectionsQuery, 'cursor' | 'limit'>;

export const collectionsExportQuerySchema = z
  .strictObject({
    ...collectionsFilters,
    format: z.enum(['csv', 'xlsx'], { error: collectionsMessages.exportFormat }),
  })
  .refine(bothDays, bothDaysError);
export type CollectionsExportQuery = z.infer<typeof collectionsExportQuerySchema>;

const money = z.number();

export const collectionItemSchema = z.object({
  /** The loan. */
  id: z.number(),
  socio: z.object({
    id: z.number(),
    nombre: z.string(),
    dni: z.string(),
    celular: z.string().nullable(),
    mail: z.string(),
  }),
  organismo: z.string(),
  producto: z.string(),
  /** The due date of the oldest installment not fully paid, AAAA-MM-DD. */
  vencidaDesde: z.string(),
  diasAtraso: z.number().int(),
  situacion: z.number().int().min(1).max(5),
  /** Due, past its date and unpaid. */
  montoAdeudado: money,
  saldo: money,
  /** The latest contact; `fecha` is the business date it was recorded on, AAAA-MM-DD. */
  ultimoContacto: z
    .object({ fecha: z.string(), canal: z.enum(contactChannels), nota: z.string() })
    .nullable(),
  /**
   * The latest promise to pay made during these arrears; `incumplida` once its day passed with the loan
   * still in arrears (the list brings those back to the top).
   */
  promesa: z.object({ fecha: z.string(), importe: money.nullable(), incumplida: z.boolean() }).nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

export const collectionsResponseSchema = z.object({
  items: z.array(collectionItemSchema),
  next: z.string().nullable(),
  /** Of every loan the filters find, not only this page. */
  totals: z.object({ prestamos: z.number().int(), montoAdeudado: money, saldo: money }),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

const promiseAmount = z
  .number({ error: 'Escriba el importe prometido' })
  .positive({ error: 'El importe prometido debe ser mayor que cero' })
  .max(999_999_999_999.99, { error: 'El importe prometido es demasiado grande' })
  // Read as the decimal the JSON carried (591712.57 * 100 is not an integer in binary floating point).
  .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), {
    error: 'El importe prometido tiene más de dos decimales',
  });

/** A contact with the member; the promise's day is the business date or later (the server checks it). */
export const newContactSchema = z
  .strictObject({
    canal: z.enum(contactChannels, { error: 'Elija el canal del contacto' }),
    nota: z
      .string({ error: 'Escriba una nota del contacto' })
      .trim()
      .min(1, { error: 'Escriba una nota del contacto' })
      .max(1000, { error: 'La nota no puede superar los 1000 caracteres' }),
    promesaFecha: z.iso.date({ error: 'La fecha de la promesa debe ser AAAA-MM-DD' }).optional(),
    promesaImporte: promiseAmount.optional(),
  })
  .refine((c) => c.promesaImporte === undefined || c.promesaFecha !== undefined, {
    error: 'Indique para qué día es la promesa de pago',
    path: ['promesaFecha'],
  });
export type NewContact = z.infer<typeof newContactSchema>;

export const contactSchema = z.object({
  id: z.number(),
  /** When it was recorded (ISO instant). */
  fecha: z.string(),
  /** The business date it was recorded on, AAAA-MM-DD. */
  fechaNegocio: z.string(),
  canal: z.enum(contactChannels),
  nota: z.string(),
  promesaFecha: z.string().nullable(),
  promesaImporte: money.nullable(),
  /** Who recorded it (the staff member's e-mail). */
  personal: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'El cursor no es válido' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const contactsResponseSchema = z.object({
  items: z.array(contactSchema),
  next: z.string().nullable(),
});

export const contactSavedSchema = z.object({
  Status: z.number(),
  Mensaje: z.string(),
  contacto: contactSchema,
});
