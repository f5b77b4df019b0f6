import { ArrowLeftIcon } from '../icons/arrow-left';
import { formatDateTime } from '../format';
import { toParagraphs } from './news-text';
import type { NewsView } from './news-view';

/**
 * One item as the member app's detail shows it: the image, the back button over it, the date, the
 * title and the text's paragraphs. Used by the member app's /news-detail and the console's preview.
 */
export function NewsArticle({ news, onBack }: { news: NewsView; onBack: () => void }) {
  return (
    <article className="pb-4">
      <div className="relative">
        {news.image ? (
          <img src={news.image} alt="" className="aspect-video w-full bg-slate-200 object-cover" />
        ) : (
          <div className="h-20 bg-brand-800" />
        )}
        <button
          type="button"
          onClick={onBack}
          aria-label="Volver"
          className="absolute top-3 left-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow hover:bg-white"
        >
          <ArrowLeftIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="relative -mt-4 rounded-t-3xl bg-slate-50 px-5 pt-5">
        <time dateTime={news.date} className="text-sm font-medium text-slate-500">
          {formatDateTime(news.date)}
        </time>
        <h1 className="mt-1 text-2xl leading-tight font-bold break-words text-slate-900">{news.title}</h1>
        <div className="mt-4 space-y-4 text-base leading-relaxed break-words text-slate-800">
          {toParagraphs(news.content).map((paragraph, index) => (
            // Text children only: React escapes it, nothing in it is ever parsed as HTML.
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </article>
  );
}
