import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  consoleLoanPaths,
  loanSearchResponseSchema,
  type LoanSearchFilters,
  type exportFormats,
} from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { filterParams, withQuery } from '../../../lib/address-filters';
import { loansKey } from '../../../lib/query-keys';

/** The search's filters (the contract's query without paging); every one optional, combined with AND. */
export type LoanFilters = Partial<LoanSearchFilters>;

/** GET /api/console/loans: loans matching the filters, newest first, 25 a page after `cursor`. */
export const fetchLoans = (filters: LoanFilters, cursor: string | null) => {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  return apiGet(withQuery(consoleLoanPaths.search, params), {
    schema: loanSearchResponseSchema,
    session: true,
  });
};

/**
 * GET /api/console/loans/export?format=…: every loan the same filters find, as a spreadsheet. A plain
 * link: the session cookie goes with it and the browser downloads the server's file as it streams.
 */
export const loansExportHref = (filters: LoanFilters, format: (typeof exportFormats)[number]) =>
  withQuery(consoleLoanPaths.export, filterParams({ format, ...filters }));

export const loanSearchQueryOptions = (filters: LoanFilters) =>
  infiniteQueryOptions({
    queryKey: [...loansKey, 'search', filters],
    queryFn: ({ pageParam }) => fetchLoans(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** `filters` null: the address holds filters that are not valid, so nothing is asked. */
export const useLoanSearch = (filters: LoanFilters | null) =>
  useInfiniteQuery({ ...loanSearchQueryOptions(filters ?? {}), enabled: filters !== null });
