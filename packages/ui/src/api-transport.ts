import { ApiError, htmlResponseMessage, invalidResponseMessage } from './api-error';

/*
 * What both apps' API clients share: one JSON call to the same origin with a timeout, its answer read as
 * JSON, and a 401 of a call made with the session reported to the app. What a failed answer is (the
 * member API's `Status` envelope, the console's HTTP status) is each client's own rule.
 */

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface CallOptions {
  /** Milliseconds before the call is abandoned as a connection error. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The call is made with the session: a 401 means the session ended (see setUnauthorizedListener). */
  session?: boolean;
  /**
   * The answer of this very call, already on its way (the member app's early calls): awaited instead of
   * sending the call again, with the same timeout, abort and checks.
   */
  early?: Promise<Response>;
}

export interface Transport {
  /** The text of a call that got no answer (each app has its own wording). */
  connectionMessage: string;
  /**
   * An HTML answer (a proxy's error page, an app's index.html) keeps its HTTP error status; otherwise its
   * Status is 500, as the member app's spec says.
   */
  htmlKeepsStatus?: boolean;
  /** The API's rule: the error an answer stands for, or null for a success. */
  failure: (response: Response, data: unknown, path: string) => ApiError | null;
}

type UnauthorizedListener = (error: ApiError) => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The app registers itself here so that a 401 from any call made with the session ends it on screen. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

/**
 * Sends one call and answers its JSON body (null when empty) when `transport.failure` finds no error in
 * it. No answer (network down, timeout) is an ApiError with the transport's connection message; an HTML
 * page or unreadable JSON is an ApiError too. Aborting through `signal` rejects with the AbortError itself.
 */
export async function sendJson(
  transport: Transport,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  options: CallOptions = {},
): Promise<unknown> {
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
      response = await (options.early
        ? untilAborted(options.early, controller.signal)
        : fetch(path, { ...init, signal: controller.signal, credentials: 'same-origin' }));
      text = await response.text();
    } catch (cause) {
      if (options.signal?.aborted && !timedOut) throw cause;
      throw new ApiError({
        Status: 0,
        Mensaje: transport.connectionMessage,
        kind: timedOut ? 'timeout' : 'network',
        path,
      });
    }
    const data = parseBody(response, text, path, transport.htmlKeepsStatus);
    const error = transport.failure(response, data, path);
    if (error) {
      if (error.Status === 401 && options.session) onUnauthorized?.(error);
      throw error;
    }
    return data;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** `response`, or an AbortError as soon as `signal` aborts (as fetch itself would reject). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function parseBody(response: Response, text: string, path: string, htmlKeepsStatus = false): unknown {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/html') || /^\s*</.test(text)) {
    throw new ApiError({
      Status: htmlKeepsStatus && !response.ok ? response.status : 500,
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
