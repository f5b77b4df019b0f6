/** A unique-constraint violation (SQLSTATE 23505), optionally on a given index; pg and PGlite both expose code and constraint. */
export function isUniqueViolation(error: unknown, constraint?: string) {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
