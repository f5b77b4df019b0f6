import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@portal/ui/api-error';

/** Global defaults of docs/product.md#caching: 1 retry, 30 s stale time. A 4xx answer is final: retrying cannot fix it. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.Status >= 400 && error.Status < 500),
      },
    },
  });
}
