import { useMutation } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { loanTokenRequestKey } from '../../../lib/storage-keys';
import { loanCall, loanErrorDefaults } from './loan-call';

interface RequestTokenResponse {
  Status: number;
  Mensaje: string;
  /** Where the code went, masked by the server (e.g. "so***@demo.com.ar"). */
  MailEnmascarado?: string;
}

/** SolicitaToken (call 20): e-mails a 6-digit code and remembers, per loan, when it was asked for. */
export async function requestLoanToken(uat: string, loanId: number) {
  const response = await loanCall<RequestTokenResponse>(
    paths.requestToken,
    uat,
    { PrestamoId: loanId },
    loanErrorDefaults.requestToken,
  );
  localStorage.setItem(loanTokenRequestKey(loanId), String(Date.now()));
  return response;
}

export function useRequestLoanToken() {
  const { uat } = useUser();
  return useMutation({ mutationFn: (loanId: number) => requestLoanToken(uat, loanId) });
}
