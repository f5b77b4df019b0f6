import { useMutation } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { loanTokenRequestKey } from '../../../lib/storage-keys';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';

/** SolicitaToken (call 20): e-mails a 6-digit code and remembers, per loan, when it was asked for. */
export async function requestLoanToken(uat: string, loanId: number) {
  const response = await sessionCall(
    paths.requestToken,
    uat,
    { PrestamoId: loanId },
    { fallback: loanErrorDefaults.requestToken },
  );
  localStorage.setItem(loanTokenRequestKey(loanId), String(Date.now()));
  return response;
}

export function useRequestLoanToken() {
  const { uat } = useUser();
  return useMutation({ mutationFn: (loanId: number) => requestLoanToken(uat, loanId) });
}
