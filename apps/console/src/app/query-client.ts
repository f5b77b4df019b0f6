import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@portal/ui/api-error';

/** One retry, 30 s stale time; a 4xx answer is final: retrying cannot fix it. Mutations never retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.Status >= 400 && error.Status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
