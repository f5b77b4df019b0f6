import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessDatePaths, businessDateSchema } from '@portal/contract';
import { apiGet } from './api-client';
import { businessDateKey } from './query-keys';

/** GET /api/console/business-date: `{ fecha, movible }` (any signed-in staff). */
export const businessDateQueryOptions = () =>
  queryOptions({
    queryKey: businessDateKey,
    queryFn: () => apiGet(businessDatePaths.businessDate, { schema: businessDateSchema, session: true }),
  });

export const useBusinessDate = () => useQuery(businessDateQueryOptions());
