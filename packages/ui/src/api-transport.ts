import { ApiError, htmlResponseMessage, invalidResponseMessage, statusFallbackMessage } from './api-error';

/*
 * What both apps' API clients share: one JSON call to the same origin with a timeout, its answer read as
 * JSON, and a 401 of a call made with the session reported to the app; a file downloaded as a Blob and a
 * file uploaded with its progress get the same errors and the same 401. What a failed answer is (the
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

/** What a transport's rule reads of an answer: fetch's Response, or an upload's XMLHttpRequest. */
export type AnswerStatus = Pick<Response, 'ok' | 'status'>;

export interface Transport {
  /** The text of a call that got no answer (each app has its own wording). */
  connectionMessage: string;
  /**
   * An HTML answer (a proxy's error page, an app's index.html) keeps its HTTP error status; otherwise its
   * Status is 500, as the member app's spec says.
   */
  htmlKeepsStatus?: boolean;
  /** The API's rule: the error an answer stands for, or null for a success. */
  failure: (response: AnswerStatus, data: unknown, path: string) => ApiError | null;
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

/** `error`, after telling the app that the session ended when it is a 401 of a call made with it. */
function reported(error: ApiError, options: CallOptions) {
  if (error.Status === 401 && options.session) onUnauthorized?.(error);
  return error;
}

/** A failed file answer's body: its JSON when it has some (the Mensaje), else null, never an error of its own. */
const jsonOrNull = (text: string): unknown => {
  try {
    return text.trim() === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
};

/** The transport's error for a failed answer, or the status's own text when its rule finds none. */
const failureOf = (transport: Transport, answer: AnswerStatus, data: unknown, path: string) =>
  transport.failure(answer, data, path) ??
  new ApiError({
    Status: answer.status,
    Mensaje: statusFallbackMessage(answer.status),
    kind: 'status',
    path,
  });

/** A file as the API answered it, with the headers that name it (Content-Disposition). */
export interface BlobAnswer {
  blob: Blob;
  headers: Headers;
}

/**
 * Asks for a file and answers its bytes as they came. A failed answer is judged by the transport's rule
 * from its JSON body, like any call (a 401 made with the session ends it); no answer is the connection
 * error. No timeout unless `timeoutMs` says so: a large file may take long to come.
 */
export async function sendForBlob(
  transport: Transport,
  path: string,
  init: { method: string; headers: Record<string, string>; cache?: RequestCache },
  options: CallOptions = {},
): Promise<BlobAnswer> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(path, { ...init, signal: controller.signal, credentials: 'same-origin' });
    } catch (cause) {
      if (options.signal?.aborted && !timedOut) throw cause;
      const kind = timedOut ? 'timeout' : 'network';
      throw new ApiError({ Status: 0, Mensaje: transport.connectionMessage, kind, path });
    }
    if (!response.ok) {
      const data = jsonOrNull(await response.text().catch(() => ''));
      throw reported(failureOf(transport, response, data, path), options);
    }
    return { blob: await response.blob(), headers: response.headers };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** How far an upload is: the share of the file sent, then `checking` while the server reads it. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'checking' };

export interface UploadOptions extends Pick<CallOptions, 'session'> {
  contentType: string;
  onProgress: (progress: UploadProgress) => void;
  /** Failed statuses whose JSON body is the caller's to read (a refused file's verdict), not an error. */
  keepStatuses?: readonly number[];
}

/** An upload's answer: a success, or one of the kept statuses, with its JSON body (null when none). */
export interface UploadAnswer {
  status: number;
  data: unknown;
}

/**
 * POSTs a file as the raw body, reporting how much of it was sent: fetch cannot tell, so this is
 * XMLHttpRequest. A failed answer is the transport's error (a 401 made with the session ends it), unless
 * its status is kept; no answer is the connection error. No timeout: a large file on a slow line may take
 * minutes.
 */
export function sendUpload(
  transport: Transport,
  path: string,
  body: Blob,
  options: UploadOptions,
): Promise<UploadAnswer> {
  const { onProgress } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress(
        event.loaded >= event.total
          ? { phase: 'checking' }
          : { phase: 'sending', fraction: event.loaded / event.total },
      );
    };
    xhr.upload.onload = () => onProgress({ phase: 'checking' });
    xhr.onerror = () =>
      reject(new ApiError({ Status: 0, Mensaje: transport.connectionMessage, kind: 'network', path }));
    xhr.onload = () => {
      const data = jsonOrNull(xhr.responseText);
      const answer = { ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status };
      if (answer.ok || options.keepStatuses?.includes(xhr.status)) {
        resolve({ status: xhr.status, data });
        return;
      }
      reject(reported(failureOf(transport, answer, data, path), options));
    };
    onProgress({ phase: 'sending', fraction: 0 });
    xhr.send(body);
  });
}
