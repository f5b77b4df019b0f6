import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { clearLoansCache } from '../utils/loans-cache';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';
import { loansQueryOptions } from './loans';

/** AnulaPrestamo (call 21). */
export const cancelLoan = (uat: string, loanId: number) =>
  sessionCall(paths.cancelLoan, uat, { PrestamoId: loanId }, { fallback: loanErrorDefaults.cancel });

/**
 * After a cancel the loans cache is cleared, local and in memory, so the list reloads instead of
 * painting the loan in its old state (docs/product.md#loans).
 */
export function useCancelLoan() {
  const { uat } = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loanId: number) => cancelLoan(uat, loanId),
    onSuccess: () => {
      clearLoansCache();
      queryClient.removeQueries({ queryKey: loansQueryOptions(uat).queryKey, exact: true });
    },
  });
}
