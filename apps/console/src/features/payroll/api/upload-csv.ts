import { ApiError, statusFallbackMessage } from '@portal/ui/api-error';
import type { UploadAnswer, UploadProgress } from '@portal/ui/api-transport';
import { apiUpload } from '../../../lib/api-client';

export type { UploadProgress };

/**
 * POSTs a payroll file as a raw text/csv body (the server streams it to disk, up to 50 MB), with its
 * progress. A 400 carries the file's verdict, so its body is returned for the caller's schema; any other
 * failure is the console's ApiError (a 401 takes the person to sign in).
 */
export const uploadCsv = (path: string, file: Blob, onProgress: (progress: UploadProgress) => void) =>
  apiUpload(path, file, { contentType: 'text/csv', onProgress, keepStatuses: [400] });

/** An answer of the wrong shape: its Spanish Mensaje, or the status's own text. */
export function failureOf(answer: UploadAnswer, path: string) {
  const body = answer.data as { Mensaje?: unknown } | null;
  const mensaje =
    typeof body?.Mensaje === 'string' && body.Mensaje.trim() !== ''
      ? body.Mensaje
      : statusFallbackMessage(answer.status);
  return new ApiError({ Status: answer.status, Mensaje: mensaje, kind: 'status', path });
}
