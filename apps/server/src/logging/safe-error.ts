/**
 * What of an error may reach the log. Database drivers attach the statement and its parameters (PGlite:
 * `query`, `params`) or the offending values (pg: `detail` 'Key (dni)=(…)', `where`), and their messages
 * quote values ('invalid input syntax for type integer: "…"'): a password hash once reached the log that
 * way. Only named, value-free fields are kept, and quoted parts of a database message are masked.
 */
const SAFE_DB_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

const isDatabaseError = (e: Record<string, unknown>) =>
  (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) ||
  'severity' in e ||
  'query' in e ||
  'params' in e;

const maskQuoted = (text: string) =>
  text
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeError(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: String(error), stack: '' };
  const e = error as Record<string, unknown>;
  const type = (e.constructor as { name?: string } | undefined)?.name ?? 'Error';
  const message = typeof e.message === 'string' ? e.message : '';
  const stack = typeof e.stack === 'string' ? e.stack : undefined;
  if (!isDatabaseError(e)) {
    return { type, message, stack: stack ?? '', ...(typeof e.code === 'string' ? { code: e.code } : {}) };
  }
  const out: LoggedError = { type, message: maskQuoted(message), stack: '' };
  for (const field of SAFE_DB_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  // The first line of a stack repeats the message; the frames hold no values.
  if (stack)
    out.stack = [
      `${type}: ${maskQuoted(message)}`,
      ...stack.split('\n').filter((l) => /^\s+at /.test(l)),
    ].join('\n');
  return out;
}
