import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useNewsItem } from '../api/news-item';
import { NewsForm } from './news-form';
import { PublishPanel } from './publish-panel';

function Header({ title }: { title: string }) {
  return (
    <div>
      <Link to="/novedades" className="text-sm font-medium text-brand-800 hover:underline">
        ← Novedades
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
    </div>
  );
}

/** /novedades/nueva: a new draft; once saved, its page (where it is published). */
export function NewNewsScreen() {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <Header title="Nueva novedad" />
      <NewsForm
        onSaved={(saved) =>
          void navigate(`/novedades/${saved.item.id}`, { replace: true, state: { saved: saved.Mensaje } })
        }
      />
    </div>
  );
}

/** /novedades/:id: the item's content, its preview and its publishing. */
export function NewsEditorScreen() {
  const id = Number(useParams().id);
  const item = useNewsItem(id);
  const navigate = useNavigate();
  // The message of the draft just created, handed over by NewNewsScreen.
  const handed = (useLocation().state as { saved?: string } | null)?.saved ?? null;
  const [message, setMessage] = useState<string | null>(handed);

  return (
    <div className="space-y-6">
      <Header title="Novedad" />
      {message && <Alert tone="success">{message}</Alert>}
      {item.isError && (
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <Alert tone="error">No se pudo cargar la novedad: {messageOf(item.error)}</Alert>
          </div>
          <Button variant="secondary" className="w-auto" onClick={() => void navigate('/novedades')}>
            Volver a la lista
          </Button>
        </div>
      )}
      {item.isPending && <p className="text-sm text-slate-600">Cargando la novedad...</p>}
      {item.data && (
        <NewsForm
          item={item.data}
          onSaved={(saved) => setMessage(saved.Mensaje)}
          publishing={(unsaved) => <PublishPanel item={item.data} unsaved={unsaved} onDone={setMessage} />}
        />
      )}
    </div>
  );
}
