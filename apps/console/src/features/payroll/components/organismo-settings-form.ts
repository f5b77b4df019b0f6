import { z } from 'zod';
import { organismoPayrollSchema, type ConsoleOrganismo } from '@portal/contract';

/** A number as a person types it in es-AR: '30', '27,5' or '27.5'. */
const decimal = (text: string) => Number(text.trim().replace(',', '.'));

const required = (message: string) => z.string().trim().min(1, { error: message });

/**
 * The payroll settings form: the contract's organismoPayrollSchema, with its fields read from text
 * inputs (an empty code or cut-off day is 'none'; numbers accept a decimal comma).
 */
export const organismoSettingsFormSchema = z.object({
  codigoDescuento: z
    .string()
    .transform((v) => (v.trim() === '' ? null : v.trim()))
    .pipe(organismoPayrollSchema.shape.codigoDescuento),
  diaCorte: z
    .string()
    .regex(/^\s*\d*\s*$/, { error: 'El día de corte va del 1 al 28' })
    .transform((v) => (v.trim() === '' ? null : Number(v)))
    .pipe(organismoPayrollSchema.shape.diaCorte),
  capacidadPorcentaje: required('Escriba el porcentaje del haber')
    .regex(/^\d+([.,]\d+)?$/, { error: 'Escriba el porcentaje como número, por ejemplo 30 o 27,5' })
    .transform(decimal)
    .pipe(organismoPayrollSchema.shape.capacidadPorcentaje),
  capacidadValidezDias: required('Escriba la vigencia en días')
    .regex(/^\d+$/, { error: 'La vigencia va de 1 a 366 días' })
    .transform(Number)
    .pipe(organismoPayrollSchema.shape.capacidadValidezDias),
  reason: organismoPayrollSchema.shape.reason,
});
export type OrganismoSettingsForm = z.input<typeof organismoSettingsFormSchema>;

/** The form as it opens: the organismo's current settings, and no reason yet. */
export const settingsFormValues = (o: ConsoleOrganismo): OrganismoSettingsForm => ({
  codigoDescuento: o.codigoDescuento ?? '',
  diaCorte: o.diaCorte === null ? '' : String(o.diaCorte),
  capacidadPorcentaje: String(o.capacidadPorcentaje).replace('.', ','),
  capacidadValidezDias: String(o.capacidadValidezDias),
  reason: '',
});
