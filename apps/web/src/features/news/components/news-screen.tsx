import { Button } from '@portal/ui/button';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifyInfo } from '../../../lib/toasts';
import { useNewsList } from '../api/get-news';
import { useOpenNews } from '../hooks/use-open-news';
import { mergeNews } from '../utils/news-item';
import { NewsCard, NewsCardSkeleton } from '@portal/ui/news-card';

export const noMoreNews = 'No hay mas noticias para cargar';

/** /news: every item, a page at a time through 'Cargar mas' (docs/product.md#route-table). */
export function NewsScreen() {
  const list = useNewsList();
  const open = useOpenNews();
  const items = list.data ? mergeNews(...list.data.pages) : [];
  const exhausted = list.data !== undefined && !list.hasNextPage;

  async function loadMore() {
    const result = await list.fetchNextPage();
    if (result.isFetchNextPageError) {
      const connection = isApiError(result.error) && result.error.isConnectionError;
      notifyError('Error al cargar mas noticias', undefined, { connection });
    } else if (result.data?.pages.at(-1)?.length === 0) {
      notifyInfo(noMoreNews);
    }
  }

  return (
    <div className="px-4 pt-6 pb-4">
      <header className="mb-4 flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Novedades</h1>
        {items.length > 0 && (
          <p className="shrink-0 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {items.length === 1 ? '1 noticia' : `${items.length} noticias`}
          </p>
        )}
      </header>

      {list.isPending ? (
        <div role="status" aria-label="Cargando noticias" className="space-y-4">
          <NewsCardSkeleton />
          <NewsCardSkeleton />
        </div>
      ) : items.length === 0 && list.isError ? (
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm">
          <p className="font-medium text-red-700">Error al cargar las noticias</p>
          <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm">
          No se encontraron noticias
        </p>
      ) : (
        <>
          <ul aria-label="Novedades" className="space-y-4">
            {items.map((item, index) => (
              <li key={item.id}>
                <NewsCard news={item} onOpen={open} eager={index === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-5">
            {exhausted ? (
              <p className="text-center text-sm text-slate-500">{noMoreNews}</p>
            ) : (
              <Button
                variant="secondary"
                onClick={() => void loadMore()}
                disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage && (
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-800"
                  />
                )}
                Cargar mas
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
