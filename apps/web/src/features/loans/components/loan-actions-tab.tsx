import { useNavigate } from 'react-router';
import type { Loan } from '@portal/contract/loans';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { Button } from '@portal/ui/button';
import { errorText, isConnectionFailure } from '../../../lib/session-call';
import { loanErrorDefaults } from '../api/loan-error-texts';
import { useCancelLoan } from '../api/cancel-loan';
import { useLegajoActions } from '../hooks/use-legajo-actions';
import { useLibreDeudaActions } from '../hooks/use-libre-deuda-actions';
import { isCancelled, isCancelledByEntity, isPaidOff } from '../utils/loan-rules';
import { SignatureNotice } from '../../../components/ui/signature-notice';

export const cancelQuestion =
  '¿Está seguro de que desea anular este préstamo? Esta acción no se puede deshacer.';

function FileActions({ loanId }: { loanId: number }) {
  const legajo = useLegajoActions(loanId);
  return (
    <div className="space-y-3">
      <Button onClick={() => void legajo.download()} disabled={legajo.busy !== null}>
        {legajo.busy === 'download' ? 'Descargando...' : 'Descargar legajo'}
      </Button>
      <Button variant="secondary" onClick={() => void legajo.view()} disabled={legajo.busy !== null}>
        {legajo.busy === 'view' ? 'Abriendo...' : 'Ver legajo'}
      </Button>
    </div>
  );
}

/** A paid-off loan's certificate that it owes nothing: issued when it ended, or on this first tap. */
function LibreDeudaActions({ loanId }: { loanId: number }) {
  const libreDeuda = useLibreDeudaActions(loanId);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        El préstamo está cancelado: el libre deuda certifica que no registra deuda por él.
      </p>
      <Button onClick={() => void libreDeuda.download()} disabled={libreDeuda.busy !== null}>
        {libreDeuda.busy === 'download' ? 'Descargando...' : 'Descargar libre deuda'}
      </Button>
      <Button variant="secondary" onClick={() => void libreDeuda.view()} disabled={libreDeuda.busy !== null}>
        {libreDeuda.busy === 'view' ? 'Abriendo...' : 'Ver libre deuda'}
      </Button>
    </div>
  );
}

function FileUnavailable() {
  // The spec's note is half English ('files are not available for loans cancelled by the entity'):
  // members read it in Spanish.
  return (
    <div className="rounded-2xl bg-slate-100 p-4 text-center">
      <p className="font-semibold text-slate-900">Legajo no disponible</p>
      <p className="mt-1 text-sm text-slate-600">
        El legajo no está disponible para préstamos anulados por la entidad.
      </p>
    </div>
  );
}

/**
 * Acciones: libre deuda (if paid off), file, confirm (if Confirmable), cancel (if Anulable);
 * docs/product.md#route-table and #confirmation-code.
 */
export function LoanActionsTab({ loan }: { loan: Loan }) {
  const navigate = useNavigate();
  const cancel = useCancelLoan();

  async function onCancel() {
    if (!window.confirm(cancelQuestion)) return;
    try {
      await cancel.mutateAsync(loan.Id);
    } catch (error) {
      notifyError('No se pudo anular el prestamo', errorText(error, loanErrorDefaults.cancel), {
        connection: isConnectionFailure(error),
      });
      return;
    }
    notifySuccess('Préstamo anulado', 'Prestamo anulado correctamente');
    void navigate('/loans');
  }

  const byEntity = isCancelledByEntity(loan.Estado);
  // Only a loan with a stored legajo offers it: before the confirmation there is none to download.
  const showFiles = loan.TieneLegajo && !isCancelled(loan.Estado);
  const legajoLater = !loan.TieneLegajo && loan.Confirmable;
  const paidOff = isPaidOff(loan.Estado);
  const nothing = !byEntity && !paidOff && !showFiles && !loan.Confirmable && !loan.Anulable;
  return (
    <section
      aria-label="Acciones"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      {byEntity && <FileUnavailable />}
      {paidOff && <LibreDeudaActions loanId={loan.Id} />}
      {showFiles && <FileActions loanId={loan.Id} />}
      {legajoLater && (
        <p className="text-sm text-slate-600">
          El legajo electrónico se genera al confirmar el préstamo y se lo enviamos por correo.
        </p>
      )}
      {loan.Confirmable && (
        <>
          <SignatureNotice signingFor="confirmation" />
          <Button onClick={() => navigate('/loan-confirmation', { state: { loan } })}>
            Confirmar préstamo
          </Button>
        </>
      )}
      {loan.Anulable && (
        <Button variant="danger" onClick={() => void onCancel()} disabled={cancel.isPending}>
          {cancel.isPending ? 'Anulando...' : 'Anular préstamo'}
        </Button>
      )}
      {nothing && (
        <p className="text-center text-sm text-slate-600">No hay acciones disponibles para este préstamo.</p>
      )}
    </section>
  );
}
