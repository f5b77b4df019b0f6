import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '@portal/contract';
import { HttpError } from '../lib/http-error';

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
}

/** The first problem; its message is Spanish already (contract rules or lib/zod-spanish.ts). */
function describe(issue: Issue, context: string | undefined): { status: number; mensaje: string } {
  if (issue.instancePath === '/Foto' && issue.keyword === 'too_big')
    return { status: 413, mensaje: serverMessages.photoTooLarge };
  const field = issue.instancePath.slice(1).replace(/\//g, '.');
  // A path or query value: zod's own wording ("field: ..." from lib/zod-spanish.ts) may show a pattern
  // or a number limit of the code (2^53), so it is said plainly; the contract's own messages stay.
  if (
    (context === 'params' || context === 'querystring') &&
    (!issue.message || issue.message.startsWith(`${field}: `))
  )
    return {
      status: 400,
      mensaje: field ? `Valor inválido en la dirección: ${field}` : serverMessages.invalidInput,
    };
  return { status: 400, mensaje: issue.message ?? serverMessages.invalidInput };
}

/**
 * The envelope, serialized here: a route's own response schema for the status (a 400 that lists a file's
 * problems, say) must not be applied to it, which failed as FST_ERR_FAILED_ERROR_SERIALIZATION (a 500)
 * for a malformed query or path value. A JSON string is sent as it is.
 */
export function send(reply: FastifyReply, status: number, mensaje: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ Status: status, Mensaje: mensaje }));
}

const byStatus: Record<number, string> = {
  400: serverMessages.invalidInput,
  401: serverMessages.noSession,
  404: serverMessages.notFound,
  405: serverMessages.notFound,
  413: serverMessages.tooLarge,
  415: serverMessages.unsupportedMediaType,
  429: serverMessages.tooManyAttempts,
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return send(reply.headers(error.headers), error.status, error.mensaje);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0] as unknown as Issue;
    const { status, mensaje } = describe(first, error.validationContext);
    return send(reply, status, mensaje);
  }
  // A value the database refuses (SQLSTATE class 22: bad encoding, a date or number out of range).
  if (isDataException(error)) return send(reply, 400, serverMessages.invalidText);
  const status = error.statusCode ?? 500;
  if (status === 503) return send(reply, 503, serverMessages.restarting);
  if (status === 400 && error.code?.startsWith('FST_ERR_CTP'))
    return send(reply, 400, serverMessages.invalidJson);
  if (status >= 400 && status < 500)
    return send(reply, status, byStatus[status] ?? serverMessages.invalidInput);
  // The details stay in the log, keyed by the request id; the member gets a generic message.
  request.log.error({ err: error, reqId: request.id }, 'unexpected error');
  return send(reply, 500, serverMessages.unexpected);
}

/**
 * The router's own refusals (a path value longer than it takes, a broken %-encoding) come before any
 * hook, in Fastify's English body naming its error code: answered in the envelope instead (app.ts).
 */
export function frameworkErrorHandler(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void send(reply, 400, serverMessages.invalidInput);
}

export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'errors' },
);

function isDataException(error: unknown) {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
