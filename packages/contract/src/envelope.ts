import { z } from 'zod';

/** Every response is `{ Status, Mensaje, ...payload }` (docs/product.md, "Calls"). */
export const envelopeFields = {
  Status: z.number().int(),
  Mensaje: z.string(),
};

export const errorResponseSchema = z.object(envelopeFields);

export const okResponseSchema = z.object(envelopeFields);
export type OkResponse = z.infer<typeof okResponseSchema>;

/** The session token, accepted as `uat` or `UAT` (docs/product.md, "Calls"). The server answers 401 when absent. */
const token = z.string().max(256);
export const sessionFields = { uat: token.optional(), UAT: token.optional() };
/** The token fields of every member call's body. */
export type SessionFields = z.output<z.ZodObject<typeof sessionFields>>;

/** A request body that carries the session token plus `shape`; unknown fields are refused. */
export const withSession = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...sessionFields, ...shape });

/** An integer sent either as a number or as a string of digits (the spec sends EmpresaId as "2"). */
export const intLike = z.union([
  z.number().int().min(0).max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/, 'Debe ser un número entero')
    .transform(Number),
]);
