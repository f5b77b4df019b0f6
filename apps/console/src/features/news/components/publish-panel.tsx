import { useState } from 'react';
import type { ConsoleNews } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { FieldError } from '@portal/ui/field-error';
import { formatDateTime } from '@portal/ui/format';
import { inputClasses } from '@portal/ui/text-field';
import { Dialog } from '../../../components/dialog';
import { usePublishNews, useUnpublishNews } from '../api/save-news';
import { NewsStateBadge } from './news-state-badge';

const stateText = (item: ConsoleNews) => {
  const at = item.publishAt ? formatDateTime(item.publishAt) : '';
  switch (item.estado) {
    case 'borrador':
      return 'Borrador: los socios todavía no la ven.';
    case 'programada':
      return `Programada: los socios la verán desde el ${at}.`;
    case 'publicada':
      return `Publicada el ${at}: los socios la ven en el inicio de la aplicación.`;
    case 'despublicada':
      return `Despublicada el ${formatDateTime(item.unpublishedAt ?? item.updatedAt)}: los socios ya no la ven.`;
  }
};

/** A datetime-local value (the browser's own time zone) as an ISO instant; null when empty or invalid. */
const toInstant = (local: string) => {
  const date = new Date(local);
  return local === '' || Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * Where the item stands and what can be done with it: publish now, at a time, or take it down. Only
 * what is saved is published, so the buttons wait while the form has changes.
 */
export function PublishPanel({
  item,
  unsaved,
  onDone,
}: {
  item: ConsoleNews;
  unsaved: boolean;
  onDone: (message: string) => void;
}) {
  const publish = usePublishNews();
  const unpublish = useUnpublishNews();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const busy = publish.isPending || unpublish.isPending;
  const out = item.estado === 'publicada' || item.estado === 'programada';

  const run = async (publishAt: string | null) => {
    try {
      onDone((await publish.mutateAsync({ id: item.id, publishAt })).Mensaje);
      setAt('');
    } catch {
      // Shown below from the mutation's error.
    }
  };
  const schedule = () => {
    const instant = toInstant(at);
    if (!instant) {
      setAtError('Elija la fecha y la hora de publicación');
      return;
    }
    setAtError(undefined);
    void run(instant);
  };
  const takeDown = async () => {
    try {
      onDone((await unpublish.mutateAsync(item.id)).Mensaje);
      setConfirming(false);
    } catch {
      setConfirming(false);
    }
  };

  return (
    <section
      aria-labelledby="publish-title"
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3">
        <h2 id="publish-title" className="text-lg font-semibold text-slate-900">
          Publicación
        </h2>
        <NewsStateBadge estado={item.estado} />
      </div>
      <p className="text-sm text-slate-600">{stateText(item)}</p>
      {unsaved && <Alert tone="info">Guarde los cambios antes de publicar: se publica lo guardado.</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        {item.estado !== 'publicada' && (
          <Button className="w-auto" disabled={busy || unsaved} onClick={() => void run(null)}>
            Publicar ahora
          </Button>
        )}
        {item.estado !== 'publicada' && (
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor="publish-at" className="mb-1 block text-sm font-medium text-slate-700">
                Publicar el
              </label>
              <input
                id="publish-at"
                type="datetime-local"
                value={at}
                onChange={(event) => setAt(event.target.value)}
                aria-invalid={atError ? true : undefined}
                aria-describedby={atError ? 'publish-at-error' : undefined}
                className={`${inputClasses} w-56`}
              />
            </div>
            <Button variant="secondary" className="w-auto" disabled={busy || unsaved} onClick={schedule}>
              Programar
            </Button>
          </div>
        )}
        {out && (
          <Button variant="danger" className="w-auto" disabled={busy} onClick={() => setConfirming(true)}>
            Despublicar
          </Button>
        )}
      </div>
      <FieldError id="publish-at-error" message={atError} />
      {publish.isError && <Alert tone="error">{messageOf(publish.error)}</Alert>}
      {unpublish.isError && <Alert tone="error">{messageOf(unpublish.error)}</Alert>}
      <Dialog open={confirming} title="Despublicar la novedad" onClose={() => setConfirming(false)}>
        <p className="text-sm text-slate-700">
          «{item.titulo}» deja de verse en la aplicación de los socios. Podrá publicarla de nuevo cuando
          quiera.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" className="w-auto" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
          <Button variant="danger" className="w-auto" disabled={busy} onClick={() => void takeDown()}>
            {unpublish.isPending ? 'Despublicando...' : 'Despublicar'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
