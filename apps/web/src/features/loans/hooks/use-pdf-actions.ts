import { useState } from 'react';
import { notifyError } from '../../../lib/toasts';
import { errorText, isConnectionFailure } from '../../../lib/session-call';

// Blob URLs hold the PDF in memory until revoked; a minute is plenty for the browser to take it over.
const REVOKE_AFTER_MS = 60_000;
const revokeLater = (url: string) => setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);

export type PdfAction = 'download' | 'view';

export interface PdfDocument {
  /** The PDF as a Blob (a call of its own, cached by its query options). */
  load: () => Promise<Blob>;
  fileName: string;
  /** The texts shown when the download or the new tab fails, or the browser blocks the tab. */
  errors: { download: string; view: string; popupBlocked: string };
}

/** Download (an <a download>) and view (a new tab) of one of the loan's PDFs. */
export function usePdfActions({ load, fileName, errors }: PdfDocument) {
  const [busy, setBusy] = useState<PdfAction | null>(null);

  async function download() {
    setBusy('download');
    try {
      const url = URL.createObjectURL(await load());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      revokeLater(url);
    } catch (error) {
      notifyError('Error al descargar', errorText(error, errors.download), {
        connection: isConnectionFailure(error),
      });
    } finally {
      setBusy(null);
    }
  }

  async function view() {
    // The tab is opened inside the tap, before the PDF arrives: a window opened after an await is
    // treated as an unrequested popup and blocked by mobile browsers.
    const tab = window.open('', '_blank');
    if (!tab) {
      notifyError('Ventana emergente bloqueada', errors.popupBlocked);
      return;
    }
    tab.opener = null;
    setBusy('view');
    try {
      const url = URL.createObjectURL(await load());
      tab.location.href = url;
      revokeLater(url);
    } catch (error) {
      tab.close();
      notifyError('Error al abrir', errorText(error, errors.view), {
        connection: isConnectionFailure(error),
      });
    } finally {
      setBusy(null);
    }
  }

  return { busy, download, view };
}
