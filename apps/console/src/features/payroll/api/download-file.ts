import { apiGetBlob } from '../../../lib/api-client';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const filenameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GETs a file the server answers as an attachment (the deduction orders, the portfolio snapshot as CSV or XLSX) and
 * hands it to the browser as a download with the server's file name. The bytes are kept as they came:
 * the orders file is the same each time, and the organismo may check its hash.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, headers } = await apiGetBlob(path, {
    headers: { Accept: fallbackName.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv' },
  });
  const name = filenameOf(headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
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
