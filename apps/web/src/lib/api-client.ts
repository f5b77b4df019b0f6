import { ApiError, statusFallbackMessage } from '@portal/ui/api-error';
import { sendJson, type CallOptions, type Transport } from '@portal/ui/api-transport';
import type { CallAnswer, CallRequest } from '@portal/contract/calls';
import { paths, type CallName } from '@portal/contract/paths';
import { takeEarlyResponse } from './early-calls';

export const connectionErrorMessage = 'Error de conexión: No se puede conectar con el servidor...';

interface Envelope {
  Status?: unknown;
  Mensaje?: unknown;
  Message?: unknown;
}

const envelopeMessage = (body: Envelope | null) => {
  const text = body?.Mensaje ?? body?.Message;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
};

/** The member API answers every call with an envelope: a success is a body whose Status is 200. */
const memberApi: Transport = {
  connectionMessage: connectionErrorMessage,
  failure(response, data, path) {
    // A body that is not an object (a bare number, a string) has none of the envelope's fields.
    const body = data as Envelope | null;
    const bodyStatus = typeof body?.Status === 'number' ? body.Status : null;
    if (response.ok && bodyStatus === 200) return null;
    const Status = response.ok ? (bodyStatus ?? 500) : response.status;
    return new ApiError({
      Status,
      Mensaje: envelopeMessage(body) ?? statusFallbackMessage(Status),
      kind: 'status',
      path,
    });
  },
};

/**
 * POST JSON to the same origin. Resolves only with a body whose Status is 200; everything else is an
 * ApiError. With `session`, the call carries a session token: a 401 means the session ended.
 */
export async function apiPost(path: string, body: unknown, options?: CallOptions): Promise<unknown> {
  const text = JSON.stringify(body ?? {});
  // A signed-in page's HTML may have sent this very call already (early-calls.ts): its answer is taken.
  const early = takeEarlyResponse(path, text);
  const data = await sendJson(
    memberApi,
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: text,
    },
    early ? { ...options, early } : options,
  );
  return data;
}

/**
 * A call without a session, by its name in @portal/contract/calls: the body and the answer are typed by
 * the call's schemas (type-only: the schemas themselves stay out of the app's first download).
 */
export const publicCall = <N extends CallName>(name: N, body: CallRequest<N>, options?: CallOptions) =>
  apiPost(paths[name], body, options) as Promise<CallAnswer<N>>;
