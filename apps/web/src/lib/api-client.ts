import { ApiError, statusFallbackMessage } from '@portal/ui/api-error';
import { sendJson, type CallOptions, type Transport } from '@portal/ui/api-transport';
import type { AnswerAt, RequestAt } from '@portal/contract/calls';
import type { CallPath } from '@portal/contract/paths';
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
 * ApiError. With `session`, the call carries a session token: a 401 means the session ended. The path
 * names the call's definition in @portal/contract/calls, which types the body and the answer (types only:
 * the schemas stay out of the app's first download).
 */
export async function apiPost<P extends CallPath>(
  path: P,
  body: RequestAt<P>,
  options?: CallOptions,
): Promise<AnswerAt<P>> {
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
  return data as AnswerAt<P>;
}
