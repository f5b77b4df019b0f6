import type { FastifyServerOptions } from 'fastify';
import { safeError } from './safe-error';

/**
 * Request bodies are never logged (Fastify does not by default and nothing here does); the redaction
 * is a second line of defence should an object carrying secrets reach a log call.
 */
const secretFields = ['Password', 'Password1', 'Password2', 'UAT', 'uat', 'Token', 'Foto', 'password_hash'];

export const loggerOptions = (
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] => ({
  level,
  ...(stream ? { stream } : {}),
  serializers: { err: safeError, error: safeError },
  redact: {
    paths: [
      'req.body',
      'body',
      'req.headers.authorization',
      'req.headers.cookie',
      ...secretFields,
      ...secretFields.map((f) => `*.${f}`),
    ],
    censor: '[oculto]',
  },
});
