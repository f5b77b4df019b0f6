import { formatDateTime } from '@portal/ui/format';
import { Button } from '@portal/ui/button';
import { Alert } from '@portal/ui/alert';
import { messageOf } from '@portal/ui/api-error';
import { useLoanTimeline } from '../api/loan-timeline';
import { Panel } from './panel';

const whoLabel = (who: string) => (who === 'socio' ? 'Socio' : who === 'sistema' ? 'Sistema' : who);

/** The loan's history: the member's steps and what staff did, oldest first. */
export function TimelinePanel({ loanId }: { loanId: number }) {
  const timeline = useLoanTimeline(loanId);
  return (
    <Panel title="Historia del préstamo">
      {timeline.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Cargando la historia...
        </p>
      ) : timeline.isError ? (
        <div className="space-y-2">
          <Alert tone="error">No se pudo cargar la historia: {messageOf(timeline.error)}</Alert>
          <Button variant="secondary" onClick={() => void timeline.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : timeline.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Todavía no hay pasos registrados.</p>
      ) : (
        <ol aria-label="Pasos del préstamo" className="space-y-3 border-l-2 border-slate-200 pl-4">
          {timeline.data.items.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="relative">
              <span
                aria-hidden
                className={`absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full ${entry.who === 'socio' ? 'bg-emerald-500' : 'bg-brand-700'}`}
              />
              <p className="text-xs text-slate-500">
                {formatDateTime(entry.at)} · <span className="font-medium">{whoLabel(entry.who)}</span>
              </p>
              <p className="text-sm text-slate-900">{entry.what}</p>
              {entry.detail && <p className="text-sm text-slate-600">{entry.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
