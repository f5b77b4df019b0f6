import { queryOptions, useQuery } from '@tanstack/react-query';
import { payrollPaths, payrollPeriodsResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { pathOf } from './paths';

/** GET the organismo's payroll periods, newest first, each with its state and pending proposals. */
export const fetchPeriods = (organismoId: number) =>
  apiGet(pathOf(payrollPaths.periods, organismoId), { schema: payrollPeriodsResponseSchema, session: true });

export const periodsQueryOptions = (organismoId: number) =>
  queryOptions({
    queryKey: ['payroll', 'periods', organismoId],
    queryFn: () => fetchPeriods(organismoId),
    select: (data) => data.items,
    // Another tesorería may approve or propose meanwhile: read again soon.
    staleTime: 20_000,
    refetchInterval: 60_000,
  });

export const usePeriods = (organismoId: number) => useQuery(periodsQueryOptions(organismoId));
