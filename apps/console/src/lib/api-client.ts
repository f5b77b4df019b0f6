import type { z } from 'zod';
import { ApiError, invalidResponseMessage, statusFallbackMessage } from '@portal/ui/api-error';
import {
  sendForBlob,
  sendJson,
  sendUpload,
  type CallOptions,
  type Transport,
  type UploadOptions,
} from '@portal/ui/api-transport';

/*
 * The console's API is REST-style JSON under /api/console: a success is any 2xx whose body the
 * contract's schema accepts; a failure is { Status, Mensaje } with the HTTP status. The session is an
 * HttpOnly cookie scoped to /api/console, so nothing here holds a token.
 */

export const connectionErrorMessage = 'Error de conexión: no se puede conectar con el servidor.';

const consoleApi: Transport = {
  connectionMessage: connectionErrorMessage,
  htmlKeepsStatus: true,
  failure: (response, data, path) =>
    response.ok
      ? null
      : new ApiError({
          Status: response.status,
          Mensaje: mensajeOf(data) ?? statusFallbackMessage(response.status),
          kind: 'status',
          path,
        }),
};

export interface RequestOptions<T> extends CallOptions {
  /** The contract's schema of the success answer: the answer is parsed (and typed) with it. */
  schema: z.ZodType<T>;
  body?: unknown;
  /**
   * The call needs a signed-in session (not the sign-in calls, whose 401 means wrong credentials or
   * code): a 401 means the session ended, and the registered listener takes the person to sign in.
   */
  session?: boolean;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: RequestOptions<T>,
): Promise<T> {
  const hasBody = options.body !== undefined;
  const data = await sendJson(
    consoleApi,
    path,
    // No content type without a body: the server refuses an empty JSON body.
    hasBody
      ? {
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(options.body),
        }
      : { method, headers: { Accept: 'application/json' } },
    options,
  );
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ Status: 500, Mensaje: invalidResponseMessage, kind: 'invalid-response', path });
  }
  return parsed.data;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest('GET', path, options);
export const apiPost = <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest('POST', path, { ...options, body });
export const apiDelete = <T>(path: string, options: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest('DELETE', path, options);

/** GETs a file with the session (a document, a download): its bytes and headers, or the call's ApiError. */
export const apiGetBlob = (
  path: string,
  init: { headers?: Record<string, string>; cache?: RequestCache } = {},
  options: Pick<CallOptions, 'signal' | 'timeoutMs'> = {},
) => sendForBlob(consoleApi, path, { method: 'GET', headers: {}, ...init }, { ...options, session: true });

/** POSTs a file with the session, reporting its progress; `keepStatuses` answers the caller reads itself. */
export const apiUpload = (path: string, file: Blob, options: Omit<UploadOptions, 'session'>) =>
  sendUpload(consoleApi, path, file, { ...options, session: true });

const mensajeOf = (data: unknown) => {
  const text = typeof data === 'object' && data !== null ? (data as { Mensaje?: unknown }).Mensaje : null;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
};
