import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { loanTokenRequestKey } from '../../../lib/storage-keys';
import { clearLoansCache } from '../utils/loans-cache';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';
import { loansQueryOptions } from './loans';

export interface ConfirmLoanInput {
  loanId: number;
  /** The code as typed; sent as an integer. */
  token: string;
  /** canvas.toDataURL('image/png'); the prefix is stripped before sending. */
  signaturePng: string;
}

/** ConfirmarPrestamo (call 22): Token as an integer, FirmaOlografica as base64 PNG without the data-URL prefix. */
export async function confirmLoan(uat: string, { loanId, token, signaturePng }: ConfirmLoanInput) {
  const response = await sessionCall(
    paths.confirmLoan,
    uat,
    {
      PrestamoId: loanId,
      Token: Number.parseInt(token.trim(), 10),
      FirmaOlografica: signaturePng.replace(/^data:image\/png;base64,/, ''),
    },
    { fallback: loanErrorDefaults.confirm },
  );
  localStorage.removeItem(loanTokenRequestKey(loanId));
  return response;
}

/** After a confirm the loans cache is cleared, local and in memory; 'Aceptar' then sets refreshLoans. */
export function useConfirmLoan() {
  const { uat } = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmLoanInput) => confirmLoan(uat, input),
    onSuccess: () => {
      clearLoansCache();
      queryClient.removeQueries({ queryKey: loansQueryOptions(uat).queryKey, exact: true });
    },
  });
}
