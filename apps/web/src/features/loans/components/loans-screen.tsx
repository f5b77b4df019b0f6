import { useState } from 'react';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { errorText } from '../../../lib/session-call';
import { loanErrorDefaults } from '../api/loan-error-texts';
import { useLoans } from '../api/loans';
import { useLingering } from '../hooks/use-lingering';
import { useLoansRefreshTriggers } from '../hooks/use-loans-refresh';
import { isActiveLoan, totalDebt } from '../utils/loan-rules';
import { LoadingDialog } from './loading-dialog';
import { LoanCard } from './loan-card';
import { LoansEmpty } from './loans-empty';
import { LoansError } from './loans-error';
import { LoansHeader } from './loans-header';

// docs/product.md#caching: loans pull-to-refresh past 80 px, the drag capped below 120 px.
const PULL_THRESHOLD = 80;
const PULL_MAX = 119;

/** /loans (docs/product.md#route-table). */
export function LoansScreen() {
  const query = useLoans();
  const refetch = () => query.refetch({ cancelRefetch: false });
  useLoansRefreshTriggers(refetch);
  const [pulling, setPulling] = useState(false);
  const loans = query.data;
  // A pull shows its own indicator; the banner is for the other refreshes over cached data.
  const updating = useLingering(query.isFetching && loans !== undefined && !pulling, 1000);

  async function onPull() {
    setPulling(true);
    try {
      await refetch();
    } finally {
      setPulling(false);
    }
  }

  return (
    <PullToRefresh onRefresh={onPull} threshold={PULL_THRESHOLD} maxPull={PULL_MAX} className="pb-4">
      <LoansHeader
        count={loans?.length ?? 0}
        debt={totalDebt(loans ?? [])}
        activeCount={loans?.filter(isActiveLoan).length}
      />
      {updating && (
        <p
          role="status"
          className="mx-4 mt-3 rounded-xl bg-brand-50 px-3 py-2 text-center text-sm font-medium text-brand-800"
        >
          Actualizando préstamos...
        </p>
      )}
      <div className="space-y-3 px-4 pt-4">
        {loans === undefined && query.isError && (
          <LoansError
            message={errorText(query.error, loanErrorDefaults.loans)}
            onRetry={() => void refetch()}
          />
        )}
        {loans !== undefined && query.isError && !query.isFetching && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {loanErrorDefaults.loans}: {errorText(query.error, loanErrorDefaults.loans)}
          </p>
        )}
        {loans?.length === 0 && <LoansEmpty />}
        {loans && loans.length > 0 && (
          <ul className="space-y-3" aria-label="Préstamos">
            {loans.map((loan) => (
              <LoanCard key={loan.Id} loan={loan} />
            ))}
          </ul>
        )}
      </div>
      {loans === undefined && query.isPending && <LoadingDialog message="Cargando préstamos..." />}
    </PullToRefresh>
  );
}
