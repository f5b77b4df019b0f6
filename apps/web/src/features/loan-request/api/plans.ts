import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer, CallRequest } from '@portal/contract/calls';
import type { Plan } from '@portal/contract/loan-request';
import { isApiError } from '@portal/ui/api-error';
import { useUser } from '../../../lib/session/session-context';
import { isNoCreditFailure, isNoCreditResponse, NoAvailableCreditError } from '../utils/no-available-credit';
import { sessionCall } from '../../../lib/session-call';
import { REQUEST_TIMEOUT_MS, requestErrorDefaults } from './request-error-texts';
import { paths } from '@portal/contract/paths';

export interface PlansQuery {
  lineId: number;
  /** Non-army: the amount typed on the first step. Army: none. */
  declared: number | null;
  /** Loans chosen for pre-cancellation (non-army only). */
  preCancellationIds: readonly number[];
}

export interface PlansResult {
  plans: Plan[];
  /** The largest amount offered. */
  available: number;
}

/** TraePlanesDisponibles (call 17). Nothing affordable throws NoAvailableCreditError (docs/product.md#errors). */
export async function fetchPlans(uat: string, query: PlansQuery, signal?: AbortSignal): Promise<PlansResult> {
  const body: CallRequest<'plans'> = {
    LineaId: query.lineId,
    Precancelaciones: query.preCancellationIds.map((PrestamoId) => ({ PrestamoId })),
  };
  if (query.declared !== null) body.DisponibleDeclarado = query.declared;
  let response: CallAnswer<'plans'>;
  try {
    response = await sessionCall(paths.plans, uat, body, {
      fallback: requestErrorDefaults.plans,
      timeoutMs: REQUEST_TIMEOUT_MS,
      signal,
    });
  } catch (error) {
    throw isNoCreditFailure(error) ? new NoAvailableCreditError() : error;
  }
  const plans = Array.isArray(response.PlanesDisponibles) ? response.PlanesDisponibles : [];
  if (plans.length === 0 || isNoCreditResponse(response)) throw new NoAvailableCreditError();
  return { plans, available: response.DisponibleDeclarado };
}

/** docs/product.md#caching: plans stay fresh 10 minutes; the key holds everything the answer depends on. */
export const plansQueryOptions = (uat: string, query: PlansQuery) =>
  queryOptions({
    queryKey: [
      'loan-request',
      'plans',
      uat,
      query.lineId,
      query.declared,
      [...query.preCancellationIds].sort((a, b) => a - b),
    ] as const,
    queryFn: ({ signal }) => fetchPlans(uat, query, signal),
    staleTime: 10 * 60_000,
    // Asking again cannot create credit nor fix a refused request; only a dropped connection is retried.
    retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.isConnectionError,
  });

/**
 * Army members always ask without pre-cancellations and without a declared amount (docs/product.md#users): one
 * code path for both, the army flow simply has neither.
 */
export function usePlans(
  lineId: number | null,
  declared: number | null,
  preCancellationIds: readonly number[],
) {
  const user = useUser();
  const query: PlansQuery = user.ejercito
    ? { lineId: lineId ?? 0, declared: null, preCancellationIds: [] }
    : { lineId: lineId ?? 0, declared, preCancellationIds };
  return useQuery({ ...plansQueryOptions(user.uat, query), enabled: lineId !== null && lineId > 0 });
}
