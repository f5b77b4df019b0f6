import { ApiError, statusFallbackMessage } from '@portal/ui/api-error';
import { connectionErrorMessage } from '../../../lib/api-client';

/** How far an upload is: the share of the file sent, then null while the server reads it. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'checking' };

export interface UploadAnswer {
  status: number;
  data: unknown;
}

/**
 * POSTs a payroll file as a raw text/csv body (the server streams it to disk, up to 50 MB). fetch cannot
 * report how much of a request body was sent, so this uses XMLHttpRequest for the progress bar. Any
 * answer with a JSON body is returned for the caller's schema (a 400 carries the file's verdict); no
 * answer at all is the console's connection error.
 */
export function uploadCsv(
  path: string,
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', 'text/csv');
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
      reject(new ApiError({ Status: 0, Mensaje: connectionErrorMessage, kind: 'network', path }));
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (data === null && (xhr.status < 200 || xhr.status >= 300)) {
        reject(
          new ApiError({
            Status: xhr.status,
            Mensaje: statusFallbackMessage(xhr.status),
            kind: 'status',
            path,
          }),
        );
        return;
      }
      resolve({ status: xhr.status, data });
    };
    onProgress({ phase: 'sending', fraction: 0 });
    xhr.send(file);
  });
}

const parseJson = (text: string): unknown => {
  try {
    return text.trim() === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
};

/** A failed answer that is not a verdict: its Spanish Mensaje, or the status's own text. */
export function failureOf(answer: UploadAnswer, path: string) {
  const body = answer.data as { Mensaje?: unknown } | null;
  const mensaje =
    typeof body?.Mensaje === 'string' && body.Mensaje.trim() !== ''
      ? body.Mensaje
      : statusFallbackMessage(answer.status);
  return new ApiError({ Status: answer.status, Mensaje: mensaje, kind: 'status', path });
}
