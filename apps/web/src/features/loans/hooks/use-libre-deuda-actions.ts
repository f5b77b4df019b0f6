import { loanErrorDefaults } from '../api/loan-error-texts';
import { useLibreDeudaFile } from '../api/libre-deuda';
import { libreDeudaFileName } from '../utils/pdf-blob';
import { usePdfActions } from './use-pdf-actions';

const popupBlockedMessage =
  'El navegador bloqueó la ventana emergente. Permita las ventanas emergentes para este sitio o use "Descargar libre deuda".';

/** Download ('libre-deuda-<id>.pdf') and view (a new tab) of a cancelled loan's libre deuda. */
export function useLibreDeudaActions(loanId: number) {
  const loadFile = useLibreDeudaFile();
  return usePdfActions({
    load: () => loadFile(loanId),
    fileName: libreDeudaFileName(loanId),
    errors: {
      download: loanErrorDefaults.downloadLibreDeuda,
      view: loanErrorDefaults.libreDeuda,
      popupBlocked: popupBlockedMessage,
    },
  });
}
