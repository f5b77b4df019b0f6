import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, payrollPaths, payrollPeriodSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { pathOf } from './paths';
import { periodsQueryOptions } from './periods';

/** POST .../periods/:period/orders: the period's deduction orders, generated and stored. */
export const generateOrders = (organismoId: number, period: string) =>
  apiPost(pathOf(payrollPaths.orders, organismoId, period), undefined, {
    schema: payrollPeriodSchema,
    session: true,
    // The whole portfolio of the organismo is read and written in one transaction.
    timeoutMs: 120_000,
  });

/** POST .../periods/:period/close: the portfolio frozen as it stands. */
export const closePeriod = (organismoId: number, period: string) =>
  apiPost(pathOf(payrollPaths.close, organismoId, period), undefined, {
    schema: messageSchema,
    session: true,
    timeoutMs: 120_000,
  });

/** The periods are read again after any of these, also after a refusal (the list may be out of date). */
function useRefreshPeriods(organismoId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: periodsQueryOptions(organismoId).queryKey });
}

export function useGenerateOrders(organismoId: number) {
  const refresh = useRefreshPeriods(organismoId);
  return useMutation({
    mutationFn: (period: string) => generateOrders(organismoId, period),
    onSettled: refresh,
  });
}

export function useClosePeriod(organismoId: number) {
  const refresh = useRefreshPeriods(organismoId);
  return useMutation({
    mutationFn: (period: string) => closePeriod(organismoId, period),
    onSettled: refresh,
  });
}
