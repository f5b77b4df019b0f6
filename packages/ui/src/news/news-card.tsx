import { NewsIcon } from '../icons/news';
import { formatInstantShort } from '../format';
import type { NewsView } from './news-view';

interface NewsCardProps<T extends NewsView> {
  news: T;
  onOpen: (news: T) => void;
  className?: string;
  /** The first card on screen: its image is often the largest paint, so it is not left to lazy loading. */
  eager?: boolean;
}

/**
 * Image, date and title; the whole card opens the item. The member app's carousel and list, and the
 * console's preview of what members will see.
 */
export function NewsCard<T extends NewsView>({
  news,
  onOpen,
  className = '',
  eager = false,
}: NewsCardProps<T>) {
  return (
    <button
      type="button"
      onClick={() => onOpen(news)}
      className={`flex w-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-slate-200/70 transition-shadow hover:shadow-md ${className}`}
    >
      {news.image ? (
        <img
          src={news.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-brand-50 text-brand-300"
        >
          <NewsIcon className="h-12 w-12" />
        </span>
      )}
      <span className="flex flex-1 flex-col gap-1 p-4">
        <time dateTime={news.date} className="text-xs font-medium text-slate-500">
          {formatInstantShort(news.date)}
        </time>
        <span className="line-clamp-2 text-base leading-snug font-semibold break-words text-slate-900">
          {news.title}
        </span>
      </span>
    </button>
  );
}

/** Grey blocks in the shape of a card while the news load. */
export function NewsCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70 ${className}`}
    >
      <div className="aspect-video w-full animate-pulse bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-20 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
