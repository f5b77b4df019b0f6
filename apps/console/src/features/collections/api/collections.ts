import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { collectionsPaths, collectionsResponseSchema, type CollectionsFilters } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { filterParams, withQuery } from '../../../lib/address-filters';

/** Every query of the arrears list starts here, so a contact recorded refreshes all of them. */
export const collectionsKey = ['collections'] as const;

/** GET /api/console/collections: the loans in arrears matching the filters, 25 a page after `cursor`. */
export const fetchCollections = (filters: CollectionsFilters, cursor: string | null) => {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  return apiGet(withQuery(collectionsPaths.list, params), {
    schema: collectionsResponseSchema,
    session: true,
  });
};

/** GET /api/console/collections/export?format=…: every loan of the list, for a spreadsheet. */
export const collectionsExportHref = (filters: CollectionsFilters, format: 'csv' | 'xlsx') =>
  withQuery(collectionsPaths.export, filterParams({ format, ...filters }));

export const collectionsQueryOptions = (filters: CollectionsFilters) =>
  infiniteQueryOptions({
    queryKey: [...collectionsKey, filters],
    queryFn: ({ pageParam }) => fetchCollections(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** `filters` null: the address holds filters that are not valid, so nothing is asked. */
export const useCollections = (filters: CollectionsFilters | null) =>
  useInfiniteQuery({ ...collectionsQueryOptions(filters ?? {}), enabled: filters !== null });
