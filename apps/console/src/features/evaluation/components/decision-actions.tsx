import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loanStates, type LoanDetail } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import type { Decision } from '../api/use-decision';
import { ApproveDialog } from './approve-dialog';
import { CancelDialog } from './cancel-dialog';
import type { DecisionNotice } from './decision-notice';
import { Panel } from './panel';
import { RejectDialog } from './reject-dialog';

/** The entity may cancel until the money moves (the server's rule, docs/product.md#staff-console). */
const cancellable: readonly string[] = [
  loanStates.pendingEvaluation,
  loanStates.approved,
  loanStates.awaitingTransfer,
];

type Open = 'approve' | 'reject' | 'cancel' | null;

/** 'Aprobar', 'Rechazar' and 'Anular', each through its dialog; back to the queue once decided. */
export function DecisionActions({ loan, mayDecide }: { loan: LoanDetail; mayDecide: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const navigate = useNavigate();
  const pending = loan.estado === loanStates.pendingEvaluation;
  const mayCancel = cancellable.includes(loan.estado);

  const onDone = (decided: Decision) => {
    const state: DecisionNotice = { decided };
    void navigate('/evaluacion', { state });
  };
  const onConflict = (message: string) => {
    setOpen(null);
    setConflict(message);
  };
  const dialogProps = { loan, onClose: () => setOpen(null), onDone, onConflict };

  return (
    <Panel title="Decisión">
      <div className="space-y-3">
        {conflict && (
          <Alert tone="error">
            Otra persona ya decidió sobre este préstamo: {conflict}. Se volvió a cargar con su estado actual.
          </Alert>
        )}
        {!mayDecide ? (
          <p className="text-sm text-slate-600">Su rol permite ver la solicitud, no decidir sobre ella.</p>
        ) : (
          <>
            {!pending && (
              <p className="text-sm text-slate-600">
                El préstamo está en estado <strong>{loan.estado}</strong>: ya no se evalúa
                {mayCancel ? ', pero la mutual todavía puede anularlo.' : ' y no admite decisiones.'}
              </p>
            )}
            {pending && (
              <div className="grid grid-cols-2 gap-2">
                <Button onClick={() => setOpen('approve')}>Aprobar</Button>
                <Button variant="secondary" onClick={() => setOpen('reject')}>
                  Rechazar
                </Button>
              </div>
            )}
            {mayCancel && (
              <Button variant="ghost" className="w-full" onClick={() => setOpen('cancel')}>
                Anular
              </Button>
            )}
          </>
        )}
      </div>
      {open === 'approve' && <ApproveDialog {...dialogProps} />}
      {open === 'reject' && <RejectDialog {...dialogProps} />}
      {open === 'cancel' && <CancelDialog {...dialogProps} />}
    </Panel>
  );
}
