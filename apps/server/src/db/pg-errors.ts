/** A unique-constraint violation (SQLSTATE 23505), optionally on a given index; pg and PGlite both expose code and constraint. */
export function isUniqueViolation(error: unknown, constraint?: string) {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/**
 * SQLSTATEs of a connection the server ended or lost (admin/crash shutdown, cannot connect now, connection
 * exceptions) and the socket errors of a database that is restarting (reset, or refusing new connections).
 */
const connectionLostCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
]);
const connectionLostMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/** An error meaning the database connection is gone (restart, failover, pg_terminate_backend, timeout). */
export function isConnectionLost(error: unknown) {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e.code === 'string' && connectionLostCodes.has(e.code)) return true;
  return (
    typeof e.message === 'string' &&
    connectionLostMessages.some((m) => e.message === m || (e.message as string).startsWith(m))
  );
}
