import { formatDateTime } from '@portal/ui/format';

/**
 * The notification as the member app's card draws it (apps/web notification-card.tsx): title in two
 * lines at most, text in three, the date, 'Nuevo' and 'Tomar conocimiento' while unread. Plain text, as
 * there: nothing typed is interpreted as markup.
 */
export function NoticePreview({ title, text, at }: { title: string; text: string; at: string }) {
  return (
    <aside aria-label="Así lo ve el socio" className="space-y-2">
      <h2 className="text-sm font-medium text-slate-700">Así lo ve el socio</h2>
      <div className="rounded-3xl bg-slate-100 p-3 ring-1 ring-slate-200">
        <article className="rounded-2xl border-l-4 border-brand-700 bg-white p-4 shadow-sm ring-1 ring-brand-200">
          <div className="flex items-start gap-3">
            <h3 className="line-clamp-2 min-w-0 flex-1 text-base leading-snug font-semibold break-words text-slate-900">
              {title.trim() || 'Título del aviso'}
            </h3>
            <span className="shrink-0 rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              Nuevo
            </span>
          </div>
          <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">
            {text.trim() || 'El texto del aviso aparece aquí.'}
          </p>
          <p className="mt-2 text-xs font-medium text-slate-500">{formatDateTime(at)}</p>
          <p
            aria-hidden
            className="mt-3 flex min-h-11 items-center justify-center rounded-xl bg-brand-800 px-4 text-sm font-semibold text-white"
          >
            Tomar conocimiento
          </p>
        </article>
      </div>
      <p className="text-xs text-slate-500">
        La aplicación muestra hasta dos líneas del título y tres del texto: ponga lo importante al principio.
      </p>
    </aside>
  );
}
