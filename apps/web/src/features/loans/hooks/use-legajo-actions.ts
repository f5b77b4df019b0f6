import { loanErrorDefaults } from '../api/loan-error-texts';
import { useLoanFile } from '../api/loan-file';
import { legajoFileName } from '../utils/pdf-blob';
import { usePdfActions } from './use-pdf-actions';

const popupBlockedMessage =
  'El navegador bloqueó la ventana emergente. Permita las ventanas emergentes para este sitio o use "Descargar legajo".';

/** Download ('legajo-<id>.pdf') and view (a new tab) of the legajo electrónico. */
export function useLegajoActions(loanId: number) {
  const loadFile = useLoanFile();
  return usePdfActions({
    load: () => loadFile(loanId),
    fileName: legajoFileName(loanId),
    errors: {
      download: loanErrorDefaults.download,
      view: loanErrorDefaults.file,
      popupBlocked: popupBlockedMessage,
    },
  });
}
