import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { consoleLoanPaths, loanSearchResponseSchema, type LoanSearchQuery } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

/** The search's filters (the contract's query without paging); every one optional, combined with AND. */
export type LoanFilters = Partial<
  Pick<LoanSearchQuery, 'dni' | 'apellido' | 'prestamoId' | 'estado' | 'organismoId'>
>;

/** Only the filters that are set, as query-string pairs (also the screen's own address). */
export const filterParams = (filters: LoanFilters) =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** GET /api/console/loans: loans matching the filters, newest first, 25 a page after `cursor`. */
export const fetchLoans = (filters: LoanFilters, cursor: string | null) => {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiGet(query ? `${consoleLoanPaths.search}?${query}` : consoleLoanPaths.search, {
    schema: loanSearchResponseSchema,
    session: true,
  });
};

export const loanSearchQueryOptions = (filters: LoanFilters) =>
  infiniteQueryOptions({
    queryKey: ['loans', 'search', filters],
    queryFn: ({ pageParam }) => fetchLoans(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** `filters` null: the address holds filters that are not valid, so nothing is asked. */
export const useLoanSearch = (filters: LoanFilters | null) =>
  useInfiniteQuery({ ...loanSearchQueryOptions(filters ?? {}), enabled: filters !== null });
