import { z } from 'zod';
import { consoleApiPrefix } from './session';

/** The organismos whose payroll deducts the installments (docs/decisions/010-payroll.md). */
export const organismoPaths = {
  /**
   * GET: every organismo, by name; any signed-in staff member (filters and forms name them). POST: a new
   * organismo (parametros), with a reason.
   */
  list: `${consoleApiPrefix}/organismos`,
  /** POST: the payroll settings (parametros), with a reason. */
  payroll: `${consoleApiPrefix}/organismos/:id/payroll`,
  /** POST: name, short name, income documents, army, CFT cap (parametros), with a reason. */
  general: `${consoleApiPrefix}/organismos/:id/general`,
  /** GET: how many of its loans in 'Descontando' the orders would carry without CUIL and LEGAJO (tesorería). */
  ordersCheck: `${consoleApiPrefix}/organismos/:id/orders-check`,
} as const;

export const organismoMessages = {
  notFound: 'No existe el organismo',
  nothingChanged: 'No hay cambios para guardar',
  saved: 'Datos de haberes del organismo guardados',
  generalSaved: 'Datos del organismo guardados',
  created: (nombre: string) => `Organismo creado: ${nombre}`,
  duplicateName: 'Ya existe un organismo con ese nombre',
} as const;

export const consoleOrganismoSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  nombreCorto: z.string(),
  requiereHaberes: z.boolean(),
  esEjercito: z.boolean(),
  codigoDescuento: z.string().nullable(),
  diaCorte: z.number().nullable(),
  capacidadPorcentaje: z.number(),
  capacidadValidezDias: z.number(),
  /** Highest CFT (effective annual, percent) its members may be offered; null: no cap. */
  cftMaximo: z.number().nullable(),
  /**
   * Without a deduction code, its loans in 'Descontando' (no orders can be generated for them); 0 when
   * it has a code.
   */
  descontandoSinCodigo: z.number().int(),
});
export type ConsoleOrganismo = z.infer<typeof consoleOrganismoSchema>;

export const consoleOrganismosResponseSchema = z.object({ items: z.array(consoleOrganismoSchema) });

export const organismoPayrollSchema = z.strictObject({
  codigoDescuento: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,20}$/, {
      error: 'El código de descuento tiene hasta 20 letras, dígitos o guiones',
    })
    .nullable(),
  diaCorte: z
    .number()
    .int()
    .min(1, { error: 'El día de corte va del 1 al 28' })
    .max(28, { error: 'El día de corte va del 1 al 28' })
    .nullable(),
  capacidadPorcentaje: z
    .number()
    .gt(0, { error: 'El porcentaje del haber debe ser mayor que 0' })
    .max(100, { error: 'El porcentaje del haber no puede superar 100' })
    .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), {
      error: 'El porcentaje admite hasta dos decimales',
    }),
  capacidadValidezDias: z
    .number()
    .int()
    .min(1, { error: 'La vigencia va de 1 a 366 días' })
    .max(366, { error: 'La vigencia va de 1 a 366 días' }),
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo del cambio' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});

const reasonSchema = organismoPayrollSchema.shape.reason;

export const organismoGeneralSchema = z.strictObject({
  nombre: z
    .string()
    .trim()
    .min(2, { error: 'Escriba el nombre del organismo' })
    .max(120, { error: 'El nombre no puede superar los 120 caracteres' }),
  nombreCorto: z
    .string()
    .trim()
    .min(2, { error: 'Escriba el nombre corto' })
    .max(30, { error: 'El nombre corto no puede superar los 30 caracteres' }),
  requiereHaberes: z.boolean(),
  esEjercito: z.boolean(),
  cftMaximo: z
    .number()
    .gt(0, { error: 'El tope de CFT debe ser mayor que 0' })
    .max(10000, { error: 'El tope de CFT no puede superar 10000 %' })
    .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), { error: 'El tope admite hasta dos decimales' })
    .nullable(),
  reason: reasonSchema,
});

/** A new organismo: the general data and the payroll code and cut-off day; capacity starts at its defaults. */
export const organismoCreateSchema = organismoGeneralSchema.extend({
  codigoDescuento: organismoPayrollSchema.shape.codigoDescuento,
  diaCorte: organismoPayrollSchema.shape.diaCorte,
});

export const organismoCreatedSchema = z.object({ Status: z.number(), Mensaje: z.string(), id: z.number() });

/**
 * Before generating orders: of the organismo's loans in 'Descontando' (`prestamos`), those whose member
 * no imported capacities line identifies, so their order lines would go with CUIL or LEGAJO empty.
 */
export const organismoOrdersCheckSchema = z.object({
  prestamos: z.number().int(),
  sinCuil: z.number().int(),
  sinLegajo: z.number().int(),
});
export type OrganismoOrdersCheck = z.infer<typeof organismoOrdersCheckSchema>;
