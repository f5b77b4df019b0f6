import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearLoansCache, loansQueryKey } from '../../../lib/loans-refresh';
import { useUser } from '../../../lib/session/session-context';
import { buildArmyLoanRequest, buildLoanRequest, type RequestDraft } from '../utils/request-body';
import { needsIncomeDocuments } from '../utils/wizard-steps';
import { sessionCall } from '../../../lib/session-call';
import { REQUEST_TIMEOUT_MS, requestErrorDefaults } from './request-error-texts';
import { paths } from '@portal/contract/paths';

/** SolicitaPrestamo (call 19), or SolicitaPrestamoEjercito for army members (docs/product.md#calls). */
export function useRequestLoan() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: RequestDraft) => {
      const { uat: _uat, ...body } = user.ejercito
        ? buildArmyLoanRequest(user.uat, draft)
        : buildLoanRequest(user.uat, draft, needsIncomeDocuments(user));
      const path = user.ejercito ? paths.requestLoanArmy : paths.requestLoan;
      return sessionCall(path, user.uat, body, {
        fallback: requestErrorDefaults.request,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
    },
    // docs/product.md#loans: cache cleared and loans refetched. The new loan and the capacity it takes change
    // the list, the pre-cancellable loans and every plan, so all of them are dropped.
    onSuccess: () => {
      clearLoansCache();
      queryClient.removeQueries({ queryKey: ['loan-request', 'plans', user.uat] });
      queryClient.removeQueries({ queryKey: ['loan-request', 'pre-cancellations', user.uat] });
      // Refetched even when no screen shows the list now, so /loans paints the new loan at once.
      void queryClient.invalidateQueries({
        queryKey: loansQueryKey(user.uat),
        exact: true,
        refetchType: 'all',
      });
    },
  });
}
