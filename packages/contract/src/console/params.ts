import { z } from 'zod';

/**
 * A row id in a console path: digits only (no `1e3`, `0x1f`, ` 1` or `1.0`, which a plain coercion
 * takes), from 1 to the database's integer limit.
 */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'El identificador de la dirección no es válido' })
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, { error: 'El identificador de la dirección no es válido' }));

/** Free text of a query filter: no control characters (a NUL, which the database refuses mid-export). */
export const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'El filtro tiene caracteres no permitidos' });
