import { z } from 'zod';
import { consoleApiPrefix } from './session';
import { pendingProposalSchemaOf } from './proposals';
import { situaciones } from './situations';

/** The provision rate of each arrears situation (month-end.md section 3; parametros, four eyes). */
export const provisionPaths = {
  /** GET the five rates and the change waiting, if any; POST a change with a reason (kind provisions.rates). */
  rates: `${consoleApiPrefix}/provision-rates`,
} as const;

export const provisionMessages = {
  proposed: 'Cambio de las tasas de previsión propuesto: rige cuando otra persona de Parámetros lo apruebe',
  pending:
    'Ya hay un cambio de las tasas de previsión esperando aprobación: apruébelo o recházelo antes de proponer otro',
  unchanged: 'Las tasas propuestas son las vigentes: no hay cambios para proponer',
  situations: 'Indique una tasa para cada situación, de la 1 a la 5',
  rate: 'Cada tasa va de 0 a 100 %',
  decimals: 'Cada tasa admite hasta dos decimales',
  order: (situacion: number) =>
    `La tasa de la situación ${situacion} no puede ser menor que la de la situación ${situacion - 1}`,
} as const;

/** A rate in percent as the JSON carried it: 0 to 100, at most two decimals (a whole number of basis points). */
export const provisionRateSchema = z
  .number({ error: provisionMessages.rate })
  .min(0, { error: provisionMessages.rate })
  .max(100, { error: provisionMessages.rate })
  // Read as the decimal the JSON carried: 0.29 * 100 is not an integer in binary floating point.
  .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), { error: provisionMessages.decimals });

const reasonSchema = z
  .string({ error: 'Escriba el motivo del cambio' })
  .trim()
  .min(3, { error: 'Escriba el motivo del cambio' })
  .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' });

/**
 * The five rates proposed, one per situation from 1 to 5 in that order, none below the one before (a
 * later situation is never safer), with the reason the audit keeps.
 */
export const proposeProvisionRatesSchema = z.strictObject({
  tasas: z
    .array(z.strictObject({ situacion: z.number().int(), tasa: provisionRateSchema }), {
      error: provisionMessages.situations,
    })
    .check((ctx) => {
      const tasas = ctx.value;
      if (tasas.length !== situaciones.length || tasas.some((t, i) => t.situacion !== situaciones[i])) {
        ctx.issues.push({ code: 'custom', input: tasas, message: provisionMessages.situations });
        return;
      }
      tasas.forEach((t, i) => {
        const before = tasas[i - 1];
        if (before && t.tasa < before.tasa)
          ctx.issues.push({
            code: 'custom',
            input: tasas,
            path: [i, 'tasa'],
            message: provisionMessages.order(t.situacion),
          });
      });
    }),
  reason: reasonSchema,
});
export type ProposeProvisionRates = z.input<typeof proposeProvisionRatesSchema>;

/** One situation's rate, in percent. */
const provisionRateRowSchema = z.object({
  situacion: z.number().int().min(1).max(5),
  tasa: z.number(),
});

export const provisionRatesSchema = z.object({
  /** Situations 1 to 5, in order. */
  tasas: z.array(provisionRateRowSchema),
  /** When the rates last changed, and who approved it (null: the installation's INAES defaults). */
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** A change waiting for a second parametros, if any (at most one). */
  propuesta: pendingProposalSchemaOf('provisions.rates').nullable(),
});
export type ProvisionRatesView = z.infer<typeof provisionRatesSchema>;
