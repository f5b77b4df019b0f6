import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessDatePaths, businessDateSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { businessDateKey, loansKey } from '../../../lib/query-keys';

/**
 * POST /api/console/business-date { fecha }: demo only, forward only; the server runs the days passed.
 * The loans' figures depend on the day (arrears, situations, payoffs): they are refreshed with it.
 */
export function useMoveBusinessDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fecha: string) =>
      apiPost(businessDatePaths.businessDate, { fecha }, { schema: businessDateSchema, session: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: businessDateKey }),
        client.invalidateQueries({ queryKey: loansKey }),
      ]),
  });
}
