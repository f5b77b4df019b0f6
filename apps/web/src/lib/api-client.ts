import { ApiError, connectionErrorMessage, genericRequestError, htmlResponseMessage } from './api-error';

export interface PostOptions {
  /** Milliseconds before the call is abandoned as a connection error. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The call carries a session token: a 401 means the session ended. */
  authenticated?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

type UnauthorizedListener = (error: ApiError) => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The session registers itself here so that a 401 from any call ends it. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

interface Envelope {
  Status?: unknown;
  Mensaje?: unknown;
  Message?: unknown;
}

const messageOf = (body: Envelope | null) => {
  const text = body?.Mensaje ?? body?.Message;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
};

/** POST JSON to the same origin. Resolves only with a body whose Status is 200; everything else is an ApiError. */
export async function apiPost<T>(path: string, body: unknown, options: PostOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body ?? {}),
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
    const error = toError(response, data, path);
    if (error) {
      if (error.Status === 401 && options.authenticated) onUnauthorized?.(error);
      throw error;
    }
    return data as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function parseBody(response: Response, text: string, path: string): Envelope | null {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/html') || /^\s*</.test(text)) {
    throw new ApiError({ Status: 500, Mensaje: htmlResponseMessage, kind: 'html', path });
  }
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    throw new ApiError({
      Status: response.ok ? 500 : response.status,
      Mensaje: 'La respuesta del servidor no es válida',
      kind: 'invalid-response',
      path,
    });
  }
}

function toError(response: Response, data: Envelope | null, path: string): ApiError | null {
  const bodyStatus = typeof data?.Status === 'number' ? data.Status : null;
  if (response.ok && bodyStatus === 200) return null;
  const Status = response.ok ? (bodyStatus ?? 500) : response.status;
  const fallback =
    Status >= 500 ? `Error del servidor (${Status}): ${genericRequestError}` : genericRequestError;
  return new ApiError({ Status, Mensaje: messageOf(data) ?? fallback, kind: 'status', path });
}
