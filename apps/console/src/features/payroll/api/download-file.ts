import { ApiError, statusFallbackMessage } from '@portal/ui/api-error';
import { connectionErrorMessage } from '../../../lib/api-client';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const filenameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GETs a file the server answers as an attachment (the deduction orders, the portfolio snapshot as CSV or XLSX) and
 * hands it to the browser as a download with the server's file name. The bytes are kept as they came:
 * the orders file is the same each time, and the organismo may check its hash.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: fallbackName.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv' },
    });
  } catch {
    throw new ApiError({ Status: 0, Mensaje: connectionErrorMessage, kind: 'network', path });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { Mensaje?: unknown } | null;
    const mensaje = typeof body?.Mensaje === 'string' ? body.Mensaje : statusFallbackMessage(response.status);
    throw new ApiError({ Status: response.status, Mensaje: mensaje, kind: 'status', path });
  }
  const name = filenameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference to the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
