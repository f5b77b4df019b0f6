import { z } from 'zod';
import { organismoCreateSchema, organismoGeneralSchema, type ConsoleOrganismo } from '@portal/contract';

/**
 * The general data form: the contract's organismoGeneralSchema with the CFT cap read from a text input
 * (empty: no cap; a decimal comma is accepted).
 */
export const organismoFormSchema = organismoGeneralSchema.extend({
  cftMaximo: z
    .string()
    .regex(/^\s*(\d+([.,]\d+)?)?\s*$/, { error: 'Escriba el tope como número, por ejemplo 150 o 149,5' })
    .transform((v) => (v.trim() === '' ? null : Number(v.trim().replace(',', '.'))))
    .pipe(organismoGeneralSchema.shape.cftMaximo),
});
export type OrganismoForm = z.input<typeof organismoFormSchema>;

export const organismoFormValues = (o: ConsoleOrganismo): OrganismoForm => ({
  nombre: o.nombre,
  nombreCorto: o.nombreCorto,
  requiereHaberes: o.requiereHaberes,
  esEjercito: o.esEjercito,
  cftMaximo: o.cftMaximo === null ? '' : String(o.cftMaximo).replace('.', ','),
  reason: '',
});

/**
 * A new organismo: the general data form plus the deduction code and cut-off day, each empty for none
 * (the contract's organismoCreateSchema).
 */
export const newOrganismoFormSchema = organismoFormSchema.extend({
  codigoDescuento: z
    .string()
    .transform((v) => (v.trim() === '' ? null : v.trim()))
    .pipe(organismoCreateSchema.shape.codigoDescuento),
  diaCorte: z
    .string()
    .regex(/^\s*\d*\s*$/, { error: 'El día de corte va del 1 al 28' })
    .transform((v) => (v.trim() === '' ? null : Number(v)))
    .pipe(organismoCreateSchema.shape.diaCorte),
});
export type NewOrganismoForm = z.input<typeof newOrganismoFormSchema>;

export const newOrganismoValues: NewOrganismoForm = {
  nombre: '',
  nombreCorto: '',
  requiereHaberes: true,
  esEjercito: false,
  cftMaximo: '',
  codigoDescuento: '',
  diaCorte: '',
  reason: '',
};
