import { consoleLoanPaths } from '@portal/contract';
import { apiGetBlob } from '../../../lib/api-client';
import { loanPath } from './loan-detail';

export const libreDeudaFileName = (loanId: number) => `libre-deuda-${loanId}.pdf`;

/**
 * GET /api/console/loans/:id/libre-deuda: the certificate's PDF as stored (issued first if it was not
 * yet), never from a cache (every read is audited), handed to the browser as 'libre-deuda-<id>.pdf'.
 */
export async function downloadLibreDeuda(loanId: number): Promise<void> {
  const { blob } = await apiGetBlob(loanPath(consoleLoanPaths.libreDeuda, loanId), {
    headers: { Accept: 'application/pdf' },
    cache: 'no-store',
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = libreDeudaFileName(loanId);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference to the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
