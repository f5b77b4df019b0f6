import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessDatePaths, businessDateSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/console/business-date: the day a promise to pay may start from (the settings' key). */
export const businessDateQueryOptions = () =>
  queryOptions({
    queryKey: ['business-date'],
    queryFn: () => apiGet(businessDatePaths.businessDate, { schema: businessDateSchema, session: true }),
    staleTime: 60_000,
  });

export const useBusinessDate = () => useQuery(businessDateQueryOptions());
