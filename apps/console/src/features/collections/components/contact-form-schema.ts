import { z } from 'zod';
import { collectionsMessages, contactChannels, newContactSchema } from '@portal/contract';

const contract = newContactSchema.shape;

/** Pesos as a person types them: '15000,50', '15.000,50' or '15000.50' (dots of thousands in threes). */
const amountPattern = /^(\d+|\d{1,3}(\.\d{3})+)(,\d{1,2})?$|^\d+\.\d{1,2}$/;
const toNumber = (text: string) =>
  Number(text.includes(',') || /\.\d{3}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text);

const channels: readonly string[] = contactChannels;

/**
 * The 'Registrar contacto' form: the contract's newContactSchema with the fields as text, and the
 * promise's day checked against the business date `today` when it is known (the server checks it too).
 */
export const contactFormSchema = (today: string | undefined) =>
  z
    .object({
      canal: z
        .string()
        .refine((c) => channels.includes(c), { error: 'Elija el canal del contacto' })
        .pipe(contract.canal),
      nota: contract.nota,
      promesaFecha: z
        .string()
        .transform((v) => (v.trim() === '' ? undefined : v.trim()))
        .pipe(contract.promesaFecha)
        .refine((d) => d === undefined || today === undefined || d >= today, {
          error: collectionsMessages.promiseInPast,
        }),
      promesaImporte: z
        .string()
        .transform((value, ctx) => {
          const text = value.replace(/[\s$]/g, '');
          if (text === '') return undefined;
          if (amountPattern.test(text)) return toNumber(text);
          ctx.issues.push({
            code: 'custom',
            message: 'Escriba el importe en pesos, por ejemplo 15000,50',
            input: value,
          });
          return z.NEVER;
        })
        .pipe(contract.promesaImporte),
    })
    .refine((c) => c.promesaImporte === undefined || c.promesaFecha !== undefined, {
      error: 'Indique para qué día es la promesa de pago',
      path: ['promesaFecha'],
    });
export type ContactForm = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactInput = z.output<ReturnType<typeof contactFormSchema>>;

export const emptyContact: ContactForm = { canal: '', nota: '', promesaFecha: '', promesaImporte: '' };
