import { Link } from 'react-router';
import { useNewsPage } from '../api/get-news';
import { useOpenNews } from '../hooks/use-open-news';
import { NewsCard, NewsCardSkeleton } from '@portal/ui/news-card';

const slide = 'w-[78%] max-w-72 shrink-0 snap-start';

/** The dashboard's 'Novedades' section: the newest page, side by side, with a link to the whole list. */
export function NewsCarousel() {
  const news = useNewsPage();
  const open = useOpenNews();

  return (
    <section aria-labelledby="news-carousel-title">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="news-carousel-title" className="text-lg font-bold text-slate-900">
          Novedades
        </h2>
        <Link
          to="/news"
          className="-mr-2 inline-flex min-h-11 items-center rounded-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Ver Todas
        </Link>
      </div>
      {news.isPending ? (
        <div role="status" aria-label="Cargando noticias" className="-mx-4 flex gap-3 overflow-hidden px-4">
          <NewsCardSkeleton className={slide} />
          <NewsCardSkeleton className={slide} />
        </div>
      ) : news.isError ? (
        <p className="rounded-2xl bg-white p-4 text-center text-sm text-red-700 shadow-sm">
          Error al cargar las noticias
        </p>
      ) : news.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-center text-sm text-slate-600 shadow-sm">
          No se encontraron noticias
        </p>
      ) : (
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
          {news.data.map((item, index) => (
            <li key={item.id} className={`flex ${slide}`}>
              <NewsCard news={item} onOpen={open} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
