import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * An id or cursor field (UltimaId, NotificacionId, AvisoId): a number or a string of digits, 0 to MAX_ID
 * (the database's integer). Every way of getting it wrong answers the same plain Spanish sentence that
 * names the field, rather than the generic 'Entrada inválida' of a failed union.
 */
export const idField = (name: string) => {
  const message = `${name} debe ser un número entero entre 0 y ${MAX_ID}`;
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined ? `Falta el campo ${name}` : message;
  return z.union(
    [
      z.number({ error }).int({ error }).min(0, { error }).max(MAX_ID, { error }),
      z
        .string({ error })
        .regex(/^\d{1,10}$/, { error })
        .transform(Number)
        .pipe(z.number().max(MAX_ID, { error })),
    ],
    { error },
  );
};
