import { useState } from 'react';
import { NewsArticle } from '@portal/ui/news-article';
import { NewsCard } from '@portal/ui/news-card';
import type { NewsView } from '@portal/ui/news-view';

type View = 'inicio' | 'detalle';

const tab = (active: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-medium ${
    active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
  }`;

/**
 * The item as a member's phone shows it (390 px wide): the dashboard's 'Novedades' card and, opened, the
 * detail. Both are the member app's own components (@portal/ui/news-card, news-article), so the text
 * goes through the same handling: tags stripped, entities decoded, nothing rendered as HTML.
 */
export function PhonePreview({ news }: { news: NewsView }) {
  const [view, setView] = useState<View>('inicio');

  return (
    <section aria-labelledby="phone-preview-title" className="w-[406px] shrink-0">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="phone-preview-title" className="text-sm font-semibold text-slate-700">
          Vista previa en el teléfono
        </h2>
        <div role="tablist" aria-label="Pantalla" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <button
            type="button"
            role="tab"
            aria-selected={view === 'inicio'}
            className={tab(view === 'inicio')}
            onClick={() => setView('inicio')}
          >
            Inicio
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={view === 'detalle'}
            className={tab(view === 'detalle')}
            onClick={() => setView('detalle')}
          >
            Detalle
          </button>
        </div>
      </div>
      <div
        data-testid="phone-screen"
        className="h-[600px] w-[406px] overflow-x-hidden overflow-y-auto rounded-[2rem] border-8 border-slate-800 bg-slate-50 shadow-lg"
      >
        {view === 'inicio' ? (
          <div className="px-4 pt-5">
            <div className="mb-2 flex items-center justify-between">
              <h3 className="text-lg font-bold text-slate-900">Novedades</h3>
              <span className="px-2 text-sm font-semibold text-brand-800">Ver Todas</span>
            </div>
            <ul className="-mx-4 flex gap-3 overflow-hidden px-4 pb-2">
              <li className="flex w-[78%] max-w-72 shrink-0">
                <NewsCard news={news} onOpen={() => setView('detalle')} />
              </li>
            </ul>
            <p className="mt-4 text-center text-xs text-slate-500">
              Toque la tarjeta para ver el detalle, como lo hace el socio.
            </p>
          </div>
        ) : (
          <NewsArticle news={news} onBack={() => setView('inicio')} />
        )}
      </div>
    </section>
  );
}
