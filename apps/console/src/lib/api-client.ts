import type { z } from 'zod';
import {
  ApiError,
  connectionErrorMessage,
  genericRequestError,
  htmlResponseMessage,
  invalidResponseMessage,
} from './api-error';

/*
 * The console's API is REST-style JSON under /api/console: a success is any 2xx whose body the
 * contract's schema accepts; a failure is { Status, Mensaje } with the HTTP status. The session is an
 * HttpOnly cookie scoped to /api/console, so nothing here holds a token.
 */

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface RequestOptions<T> {
  /** The contract's schema of the success answer: the answer is parsed (and typed) with it. */
  schema: z.ZodType<T>;
  body?: unknown;
  /**
   * The call needs a signed-in session (not the sign-in calls, whose 401 means wrong credentials or
   * code): a 401 means the session ended, and the registered listener takes the person to sign in.
   */
  session?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

type UnauthorizedListener = (error: ApiError) => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The app registers itself here so that a 401 from any session call ends the session on screen. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: RequestOptions<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  const hasBody = options.body !== undefined;
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(path, {
        method,
        // No content type without a body: the server refuses an empty JSON body.
        headers: hasBody
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
        ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      text = await response.text();
    } catch (cause) {
      if (options.signal?.aborted && !timedOut) throw cause;
      throw new ApiError({
        Status: 0,
        Mensaje: connectionErrorMessage,
        kind: timedOut ? 'timeout' : 'network',
        path,
      });
    }
    const data = parseBody(response, text, path);
    if (!response.ok) {
      const error = new ApiError({
        Status: response.status,
        Mensaje: mensajeOf(data) ?? statusFallback(response.status),
        kind: 'status',
        path,
      });
      if (error.Status === 401 && options.session) onUnauthorized?.(error);
      throw error;
    }
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({ Status: 500, Mensaje: invalidResponseMessage, kind: 'invalid-response', path });
    }
    return parsed.data;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest('GET', path, options);
export const apiPost = <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest('POST', path, { ...options, body });
export const apiDelete = <T>(path: string, options: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest('DELETE', path, options);

const statusFallback = (status: number) =>
  status >= 500 ? `Error del servidor (${status}): ${genericRequestError}` : genericRequestError;

const mensajeOf = (data: unknown) => {
  const text = typeof data === 'object' && data !== null ? (data as { Mensaje?: unknown }).Mensaje : null;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
};

function parseBody(response: Response, text: string, path: string): unknown {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/html') || /^\s*</.test(text)) {
    throw new ApiError({
      Status: response.ok ? 500 : response.status,
      Mensaje: htmlResponseMessage,
      kind: 'html',
      path,
    });
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError({
      Status: response.ok ? 500 : response.status,
      Mensaje: invalidResponseMessage,
      kind: 'invalid-response',
      path,
    });
  }
}
