import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { Loan } from '@portal/contract/loans';
import { Button } from '@portal/ui/button';
import { signatureRequiredMessage, useLoanConfirmation } from '../hooks/use-loan-confirmation';
import { useLoanFromState } from '../hooks/use-loan-from-state';
import { clearLoansCache, requestLoansRefresh } from '../utils/loans-cache';
import { ConfirmedDialog } from './confirmed-dialog';
import { BackToLoans } from './loan-detail-header';
import { LoanTermsCard } from './loan-terms-card';
import { SignatureNotice } from '../../../components/ui/signature-notice';
import { SignaturePad, type SignaturePadHandle } from '../../../components/ui/signature-pad';
import { TokenDialog } from './token-dialog';

export const abandonQuestion =
  '¿Desea anular la confirmación? El préstamo quedará pendiente de confirmación.';

function Confirmation({ loan }: { loan: Loan }) {
  const navigate = useNavigate();
  const pad = useRef<SignaturePadHandle>(null);
  const [signatureError, setSignatureError] = useState<string | undefined>();
  const flow = useLoanConfirmation(loan);

  function onConfirm() {
    if (!pad.current || pad.current.isEmpty()) {
      setSignatureError(signatureRequiredMessage);
      return;
    }
    void flow.requestToken(pad.current.toPng());
  }

  // docs/product.md#route-table: 'Anular Prestamo' asks, then only returns to the list (no call).
  function onAbandon() {
    if (window.confirm(abandonQuestion)) void navigate('/loans');
  }

  function onAccept() {
    clearLoansCache();
    requestLoansRefresh();
    void navigate('/loans');
  }

  return (
    <div className="pb-4">
      <header className="rounded-b-3xl bg-brand-800 px-5 pt-4 pb-6 text-white">
        <BackToLoans />
        <h1 className="mt-1 text-2xl font-bold">Confirmar Préstamo</h1>
        <p className="mt-1 text-sm text-brand-100">Revise las condiciones y firme para confirmar.</p>
      </header>
      <div className="space-y-4 px-4 pt-4">
        <SignatureNotice signingFor="confirmation" />
        <LoanTermsCard loan={loan} />
        <section
          aria-labelledby="signature-title"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
        >
          <h2 id="signature-title" className="mb-3 text-base font-semibold text-slate-900">
            Firma Holográfica
          </h2>
          <SignaturePad
            ref={pad}
            label="Recuadro de firma"
            onChange={(signed) => signed && setSignatureError(undefined)}
          />
          {signatureError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {signatureError}
            </p>
          )}
        </section>
        <Button onClick={onConfirm} disabled={flow.requesting}>
          {flow.requesting ? 'Solicitando token...' : 'Confirmar'}
        </Button>
        <Button variant="danger" onClick={onAbandon}>
          Anular Prestamo
        </Button>
      </div>
      <TokenDialog
        key={flow.attempt}
        open={flow.step === 'token'}
        maskedEmail={flow.maskedEmail}
        busy={flow.confirming}
        failure={flow.failure}
        onSubmit={(token) => void flow.confirm(token)}
        onClose={flow.closeToken}
      />
      <ConfirmedDialog open={flow.step === 'confirmed'} loan={loan} onAccept={onAccept} />
    </div>
  );
}

/** /loan-confirmation: without a loan in the navigation state there is nothing to confirm (docs/product.md#route-table). */
export function LoanConfirmationScreen() {
  const loan = useLoanFromState();
  return loan ? <Confirmation loan={loan} /> : <Navigate to="/loans" replace />;
}
