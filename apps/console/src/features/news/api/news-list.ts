import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { consoleNewsListSchema, consoleNewsPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

export const newsKey = ['news'] as const;

/** GET /api/console/news[?cursor=]: every item, newest first, a page at a time. */
export const fetchNewsPage = (cursor: string | null) =>
  apiGet(cursor ? `${consoleNewsPaths.list}?cursor=${encodeURIComponent(cursor)}` : consoleNewsPaths.list, {
    schema: consoleNewsListSchema,
    session: true,
  });

export const newsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...newsKey, 'list'],
    queryFn: ({ pageParam }) => fetchNewsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // A scheduled item turns 'Publicada' when its time comes: read again on coming back.
    staleTime: 10_000,
  });

export const useNewsList = () => useInfiniteQuery(newsListQueryOptions());
