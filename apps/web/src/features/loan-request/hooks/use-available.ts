import { useQueries } from '@tanstack/react-query';
import { useUser } from '../../../lib/session/session-context';
import { plansQueryOptions } from '../api/plans';
import { useLoanLines } from '../api/loan-lines';

/**
 * 'Disponible' on the amount step: the largest amount any line offers the member now, without
 * pre-cancellations (choosing some on the next step can widen it). undefined while unknown.
 */
export function useAvailable(): number | undefined {
  const { uat } = useUser();
  const lines = useLoanLines();
  const results = useQueries({
    queries: (lines.data ?? []).map((line) =>
      plansQueryOptions(uat, { lineId: line.Id, declared: null, preCancellationIds: [] }),
    ),
  });
  if (!lines.data || results.some((result) => result.isPending)) return undefined;
  // A line without credit (NO_AVAILABLE_CREDIT) counts as 0 here; the modal belongs to the plan step.
  return results.reduce((max, result) => Math.max(max, result.data?.available ?? 0), 0);
}
