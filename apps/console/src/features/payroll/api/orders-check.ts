import { queryOptions, useQuery } from '@tanstack/react-query';
import { organismoOrdersCheckSchema, organismoPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { pathOf } from './paths';

/** GET .../organismos/:id/orders-check: the loans the next orders would carry without CUIL or LEGAJO. */
export const ordersCheckQueryOptions = (organismoId: number) =>
  queryOptions({
    queryKey: ['payroll', 'orders-check', organismoId],
    queryFn: () =>
      apiGet(pathOf(organismoPaths.ordersCheck, organismoId), {
        schema: organismoOrdersCheckSchema,
        session: true,
      }),
    // A capacities import approved by another tesorería changes it: read again soon.
    staleTime: 30_000,
  });

export const useOrdersCheck = (organismoId: number) => useQuery(ordersCheckQueryOptions(organismoId));
