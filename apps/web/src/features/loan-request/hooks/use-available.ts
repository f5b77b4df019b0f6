import { useQueries } from '@tanstack/react-query';
import { useUser } from '../../../lib/session/session-context';
import { plansQueryOptions } from '../api/plans';
import { useLoanLines } from '../api/loan-lines';
import { isNoAvailableCredit } from '../utils/no-available-credit';

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
  // A line without credit (NO_AVAILABLE_CREDIT) counts as 0; a line that failed otherwise is unknown, and
  // 0 is only said when it is known (the amount step tells the member they cannot request).
  const largest = results.reduce((max, result) => Math.max(max, result.data?.available ?? 0), 0);
  const unknown = results.some((result) => result.isError && !isNoAvailableCredit(result.error));
  return largest === 0 && unknown ? undefined : largest;
}
