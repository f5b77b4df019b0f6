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
function describe(issue: Issue): { status: number; mensaje: string } {
  if (issue.instancePath === '/Foto' && issue.keyword === 'too_big')
    return { status: 413, mensaje: serverMessages.photoTooLarge };
  return { status: 400, mensaje: issue.message ?? serverMessages.invalidInput };
}

export function send(reply: FastifyReply, status: number, mensaje: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ Status: status, Mensaje: mensaje });
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
    const { status, mensaje } = describe(first);
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
