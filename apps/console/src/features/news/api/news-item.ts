import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleNewsPaths, consoleNewsSchema, newsItemPath } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { newsKey } from './news-list';

/** GET /api/console/news/:id: one item with its state and audience. */
export const fetchNewsItem = (id: number) =>
  apiGet(newsItemPath(consoleNewsPaths.item, id), { schema: consoleNewsSchema, session: true });

export const newsItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...newsKey, 'item', id], queryFn: () => fetchNewsItem(id), staleTime: 10_000 });

export const useNewsItem = (id: number) => useQuery(newsItemQueryOptions(id));

/** The stored image, read by the <img> with the console's session cookie; the version defeats caches. */
export const newsImageUrl = (id: number, version: string) =>
  `${newsItemPath(consoleNewsPaths.image, id)}?v=${encodeURIComponent(version)}`;
