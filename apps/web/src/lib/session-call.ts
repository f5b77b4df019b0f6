import type { AnswerAt, RequestAt } from '@portal/contract/calls';
import { noSessionMessages } from '@portal/contract/messages';
import type { CallPath } from '@portal/contract/paths';
import { apiPost } from './api-client';
import { ApiError, genericRequestError, isApiError } from '@portal/ui/api-error';
import { refuseWhenOffline } from './offline/needs-connection';

export interface SessionCallOptions {
  /** The token's field as the call sends it: news and notification calls say `UAT`, the others `uat`. */
  tokenField?: 'uat' | 'UAT';
  /** What to say without a session (docs/product.md): `noSessionMessages.other` unless given. */
  noSession?: string;
  /** The call's default text, shown when the server gives no message of its own. None: errors as they come. */
  fallback?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A 401 ends the session (default). Logout says no: its late 401 must not end a session opened since. */
  endSessionOn401?: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** An ApiError whose text is the call's default unless the server (or the connection) said something better. */
function withDefaultMessage(error: unknown, fallback: string, path: string): unknown {
  if (isAbort(error)) return error;
  if (!isApiError(error)) return new ApiError({ Status: 500, Mensaje: fallback, kind: 'status', path });
  if (error.isConnectionError || !error.Mensaje.endsWith(genericRequestError)) return error;
  return new ApiError({ Status: error.Status, Mensaje: fallback, kind: error.kind, path });
}

/**
 * The one way the app makes a call that needs a session: POSTs `body` with the session token, refusing at
 * once without one. The call's path names its definition in @portal/contract/calls, which types its body and answer.
 */
export async function sessionCall<P extends CallPath>(
  path: P,
  uat: string | null | undefined,
  body: RequestAt<P>,
  options: SessionCallOptions = {},
): Promise<AnswerAt<P>> {
  const {
    tokenField = 'uat',
    noSession = noSessionMessages.other,
    fallback,
    endSessionOn401 = true,
    timeoutMs,
    signal,
  } = options;
  if (!uat) throw new ApiError({ Status: 401, Mensaje: noSession, kind: 'status', path });
  refuseWhenOffline(path);
  try {
    return await apiPost(
      path,
      { [tokenField]: uat, ...body },
      { timeoutMs, signal, session: endSessionOn401 },
    );
  } catch (error) {
    throw fallback === undefined ? error : withDefaultMessage(error, fallback, path);
  }
}

/** The text to show for a failed call. */
export const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.Mensaje : fallback);
export const isConnectionFailure = (error: unknown) => isApiError(error) && error.isConnectionError;
