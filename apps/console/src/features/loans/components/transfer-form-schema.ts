import { z } from 'zod';
import { transferFutureDate, transferSchema } from '@portal/contract';

/** Pesos as a person types them: '150000,50', '150.000,50' or '150000.50' (dots of thousands in threes). */
const amountPattern = /^(\d+|\d{1,3}(\.\d{3})+)(,\d{1,2})?$|^\d+\.\d{1,2}$/;

const toNumber = (text: string) =>
  Number(text.includes(',') || /\.\d{3}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text);

/** Pesos typed in a text field, read as a number (then checked by the contract's schema). */
export const pesosText = (empty: string) =>
  z
    .string()
    .transform((v) => v.replace(/[\s$]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: empty })
        .regex(amountPattern, { error: 'Escriba el importe en pesos, por ejemplo 150000,50' }),
    )
    .transform(toNumber);

/** An amount in es-AR as the field shows it: decimal comma, no thousands dots ('591712,57'). */
export const amountText = (amount: number) => amount.toFixed(2).replace('.', ',');

/**
 * The transfer form: the contract's transferSchema, with the amount and date read from text fields; the
 * date no later than the business date `today` (the server checks it too).
 */
export const transferFormSchema = (today: string) =>
  z.object({
    date: z
      .string()
      .min(1, { error: 'Elija la fecha de la transferencia' })
      .pipe(transferSchema.shape.date)
      .refine((d) => d <= today, { error: transferFutureDate }),
    amount: pesosText('Escriba el importe transferido').pipe(transferSchema.shape.amount),
    reference: transferSchema.shape.reference,
  });
export type TransferForm = z.input<ReturnType<typeof transferFormSchema>>;
