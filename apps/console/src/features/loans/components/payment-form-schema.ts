import { z } from 'zod';
import { paymentChannels, paymentSchema } from '@portal/contract';
import { pesosText } from './transfer-form-schema';

/**
 * The payment form: the fields as typed (the amount as es-AR text), then the contract's paymentSchema, so
 * the form refuses what the server would (a transfer without its reference, three decimals, ...).
 */
export const paymentFormSchema = z
  .object({
    fecha: z.string().min(1, { error: 'Elija la fecha del pago' }),
    importe: pesosText('Escriba el importe pagado'),
    canal: z.enum(paymentChannels, { error: 'Elija cómo llegó el pago' }),
    referencia: z.string().optional(),
  })
  .pipe(paymentSchema);
export type PaymentForm = z.input<typeof paymentFormSchema>;
