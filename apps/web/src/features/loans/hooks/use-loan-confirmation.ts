import { useState } from 'react';
import type { Loan } from '@portal/contract/loans';
import { useUser } from '../../../lib/session/session-context';
import { toastDurations } from '../../../lib/toast-durations';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { errorText, isConnectionFailure } from '../../../lib/session-call';
import { loanErrorDefaults } from '../api/loan-error-texts';
import { useConfirmLoan } from '../api/confirm-loan';
import { useRequestLoanToken } from '../api/request-token';
import { maskEmail } from '../utils/mask-email';

export const signatureRequiredMessage = 'Debe firmar antes de confirmar';
export const wrongTokenHint = 'Verifique que el token sea correcto e intente nuevamente';

type Step = 'signing' | 'token' | 'confirmed';

/** docs/product.md#confirmation-code: signature captured -> token requested -> token entered -> confirmed -> success. */
export function useLoanConfirmation(loan: Loan) {
  const user = useUser();
  const tokenCall = useRequestLoanToken();
  const confirmCall = useConfirmLoan();
  const [step, setStep] = useState<Step>('signing');
  const [signature, setSignature] = useState('');
  const [maskedEmail, setMaskedEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  /** Bumped on each token request so the modal opens with an empty field. */
  const [attempt, setAttempt] = useState(0);

  async function requestToken(signaturePng: string) {
    setSignature(signaturePng);
    try {
      const response = await tokenCall.mutateAsync(loan.Id);
      // The server says where the code went; the member's own address is the fallback.
      setMaskedEmail(response.MailEnmascarado || maskEmail(user.email));
    } catch (error) {
      notifyError('No se pudo solicitar el token', errorText(error, loanErrorDefaults.requestToken), {
        connection: isConnectionFailure(error),
      });
      return;
    }
    notifySuccess('Token solicitado', 'Se ha enviado un token a su correo electronico');
    setFailure(null);
    setAttempt((n) => n + 1);
    setStep('token');
  }

  async function confirm(token: string) {
    try {
      await confirmCall.mutateAsync({ loanId: loan.Id, token, signaturePng: signature });
    } catch (error) {
      const message = errorText(error, loanErrorDefaults.confirm);
      // The spec's hint covers a mistyped code; an expired or exhausted one gets the server's own words too.
      setFailure(message === wrongTokenHint ? null : message);
      notifyError('No se pudo confirmar el prestamo', wrongTokenHint, {
        duration: toastDurations.confirmFailure,
      });
      return;
    }
    notifySuccess('Prestamo confirmado');
    setStep('confirmed');
  }

  return {
    step,
    attempt,
    maskedEmail,
    failure,
    requesting: tokenCall.isPending,
    confirming: confirmCall.isPending,
    requestToken,
    confirm,
    closeToken: () => setStep('signing'),
  };
}
