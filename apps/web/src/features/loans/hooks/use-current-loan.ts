import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Loan } from '@portal/contract/loans';
import { loansQueryKey } from '../../../lib/loans-refresh';
import { useUser } from '../../../lib/session/session-context';
import { loansQueryOptions } from '../api/loans';
import { useLoanFromState } from './use-loan-from-state';

/** Whether this document was reloaded or came back from the browser's history (not a tap in the app). */
function documentReopened() {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * The loan the detail shows: the one in the navigation state, replaced by the same loan from the loans
 * query when the app holds a newer list (after a confirmation or a cancel refreshed it). A reloaded or
 * restored page has no list in memory and its navigation state is the old snapshot, so it asks
 * TraePrestamos once and shows the loan as it is now.
 */
export function useCurrentLoan(): Loan | null {
  const fromState = useLoanFromState();
  const { uat } = useUser();
  const client = useQueryClient();
  const [askServer] = useState(
    () => fromState !== null && client.getQueryData(loansQueryKey(uat)) === undefined && documentReopened(),
  );
  // Disabled, the query still answers what the app already holds; the local-storage placeholder is left
  // out: it is no newer than the navigation state.
  const loans = useQuery({ ...loansQueryOptions(uat), enabled: askServer, placeholderData: undefined });
  if (!fromState) return null;
  return loans.data?.find((loan) => loan.Id === fromState.Id) ?? fromState;
}
