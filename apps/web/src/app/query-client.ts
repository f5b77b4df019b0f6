import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@portal/ui/api-error';

/**
 * Global defaults of docs/product.md#caching: 1 retry, 30 s stale time. A 4xx answer is final: retrying
 * cannot fix it. Actions run even offline ('always'): TanStack would otherwise hold them paused with the
 * button spinning, while the call refuses them at once with a message (lib/offline/needs-connection.ts).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.Status >= 400 && error.Status < 500),
      },
      mutations: { networkMode: 'always' },
    },
  });
}
