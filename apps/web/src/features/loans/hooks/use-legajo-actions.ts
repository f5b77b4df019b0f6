import { useState } from 'react';
import { notifyError } from '../../../lib/toasts';
import { errorText, isConnectionFailure } from '../../../lib/session-call';
import { loanErrorDefaults } from '../api/loan-error-texts';
import { useLoanFile } from '../api/loan-file';
import { legajoFileName } from '../utils/pdf-blob';

export const popupBlockedMessage =
  'El navegador bloqueó la ventana emergente. Permita las ventanas emergentes para este sitio o use "Descargar legajo".';

// Blob URLs hold the PDF in memory until revoked; a minute is plenty for the browser to take it over.
const REVOKE_AFTER_MS = 60_000;
const revokeLater = (url: string) => setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);

export type LegajoAction = 'download' | 'view';

/** Download ('legajo-<id>.pdf') and view (a new tab) of the legajo electrónico. */
export function useLegajoActions(loanId: number) {
  const loadFile = useLoanFile();
  const [busy, setBusy] = useState<LegajoAction | null>(null);

  async function download() {
    setBusy('download');
    try {
      const url = URL.createObjectURL(await loadFile(loanId));
      const link = document.createElement('a');
      link.href = url;
      link.download = legajoFileName(loanId);
      document.body.append(link);
      link.click();
      link.remove();
      revokeLater(url);
    } catch (error) {
      notifyError('Error al descargar', errorText(error, loanErrorDefaults.download), {
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
      notifyError('Ventana emergente bloqueada', popupBlockedMessage);
      return;
    }
    tab.opener = null;
    setBusy('view');
    try {
      const url = URL.createObjectURL(await loadFile(loanId));
      tab.location.href = url;
      revokeLater(url);
    } catch (error) {
      tab.close();
      notifyError('Error al abrir', errorText(error, loanErrorDefaults.file), {
        connection: isConnectionFailure(error),
      });
    } finally {
      setBusy(null);
    }
  }

  return { busy, download, view };
}
