import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { noSessionMessages } from '@portal/contract/messages';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../../../lib/session-call';
import { useUser } from '../../../lib/session/session-context';
import { toNews, type News } from '../utils/news-item';

/** TraeNovedades (call 10): one page older than `ultimaId` (0 = newest); 10 s timeout (spec 9). */
export async function fetchNews(
  uat: string | null | undefined,
  ultimaId = 0,
  signal?: AbortSignal,
): Promise<News[]> {
  const response = await sessionCall(
    paths.news,
    uat,
    { UltimaId: ultimaId },
    {
      tokenField: 'UAT',
      noSession: noSessionMessages.newsAndNotices,
      fallback: 'Error al obtener las noticias',
      timeoutMs: 10_000,
      signal,
    },
  );
  return (response.Novedades ?? []).map(toNews);
}

// Spec 9: de-duplicated per UAT and id for 5 minutes, fresh 5 minutes, kept 10.
const FIVE_MINUTES = 5 * 60_000;
const TEN_MINUTES = 10 * 60_000;

/** One page, keyed by session and cursor: the dashboard and the list share the first page. */
export const newsPageQueryOptions = (uat: string, ultimaId = 0) =>
  queryOptions({
    queryKey: ['news', uat, 'page', ultimaId],
    queryFn: ({ signal }) => fetchNews(uat, ultimaId, signal),
    staleTime: FIVE_MINUTES,
    gcTime: TEN_MINUTES,
  });

export const useNewsPage = (ultimaId = 0) => useQuery(newsPageQueryOptions(useUser().uat, ultimaId));

/** The smallest id shown: the cursor of 'Cargar mas'. */
const smallestId = (pages: News[][]) => {
  const ids = pages.flat().map((item) => item.id);
  return ids.length > 0 ? Math.min(...ids) : 0;
};

/**
 * The /news list: pages by UltimaId until one comes back empty. Each page goes through the per-page
 * query above, so a page fetched for the dashboard (or a minute ago) is not asked for again.
 */
export const newsListQueryOptions = (client: QueryClient, uat: string) =>
  infiniteQueryOptions({
    queryKey: ['news', uat, 'list'],
    // The list's own retry is enough: retrying inside as well would make a failure wait twice as long.
    queryFn: ({ pageParam }) => client.fetchQuery({ ...newsPageQueryOptions(uat, pageParam), retry: false }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => (lastPage.length === 0 ? undefined : smallestId(allPages)),
    staleTime: FIVE_MINUTES,
    gcTime: TEN_MINUTES,
  });

export const useNewsList = () => useInfiniteQuery(newsListQueryOptions(useQueryClient(), useUser().uat));
