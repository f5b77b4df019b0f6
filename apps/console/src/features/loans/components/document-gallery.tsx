import { useEffect, useState } from 'react';
import { consoleLoanPaths, type LoanDetail } from '@portal/contract';
import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/dialog';
import { withParams } from '../../../lib/paths';

interface Doc {
  key: string;
  label: string;
  url: string;
}

/**
 * The request's documents and signature, read with the session cookie (they are never cached) and
 * shown from object URLs that are let go when the screen closes.
 */
function useBlobUrl(url: string) {
  const [state, setState] = useState<{ src: string | null; type: string; failed: boolean }>({
    src: null,
    type: '',
    failed: false,
  });
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, type: blob.type, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, type: '', failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

function Thumbnail({ doc, onOpen }: { doc: Doc; onOpen: () => void }) {
  const { src, type, failed } = useBlobUrl(doc.url);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group flex flex-col overflow-hidden rounded-lg bg-white text-left ring-1 ring-slate-200 hover:ring-brand-300"
    >
      <span className="flex h-32 items-center justify-center bg-slate-100">
        {failed ? (
          <span className="px-2 text-xs text-red-700">No se pudo cargar</span>
        ) : src && type.startsWith('image/') ? (
          <img src={src} alt={doc.label} className="max-h-32 w-full object-contain" />
        ) : (
          <span className="text-xs text-slate-500">{src ? 'PDF' : 'Cargando...'}</span>
        )}
      </span>
      <span className="px-2 py-1.5 text-xs font-medium text-slate-700 group-hover:text-brand-800">
        {doc.label}
      </span>
    </button>
  );
}

function Viewer({ doc }: { doc: Doc }) {
  const { src, type, failed } = useBlobUrl(doc.url);
  const [zoom, setZoom] = useState(1);
  const [turn, setTurn] = useState(0);
  if (failed) return <p className="text-sm text-red-700">No se pudo cargar el documento.</p>;
  if (!src) return <p className="text-sm text-slate-500">Cargando...</p>;
  if (!type.startsWith('image/'))
    return <object data={src} type={type} aria-label={doc.label} className="h-[70vh] w-full" />;
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setZoom((z) => Math.min(4, z + 0.25))}>
          Acercar
        </Button>
        <Button variant="secondary" onClick={() => setZoom((z) => Math.max(0.25, z - 0.25))}>
          Alejar
        </Button>
        <Button variant="secondary" onClick={() => setZoom(1)}>
          Ajustar
        </Button>
        <Button variant="secondary" onClick={() => setTurn((t) => (t + 90) % 360)}>
          Girar
        </Button>
      </div>
      {/* Zoom changes the picture's width inside a scrolling frame, so a zoomed picture can be panned
          whole instead of being cut at the frame's edges as a CSS scale would. */}
      <div className="h-[65vh] overflow-auto rounded-lg bg-slate-900/90 p-2">
        <img
          src={src}
          alt={doc.label}
          style={{ width: `${zoom * 100}%`, transform: `rotate(${turn}deg)` }}
          className="mx-auto block max-w-none object-contain"
        />
      </div>
    </div>
  );
}

export function DocumentGallery({ loan }: { loan: LoanDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  const request = loan.solicitud;
  if (!request)
    return (
      <p className="text-sm text-slate-600">Este préstamo no vino de una solicitud: no tiene documentos.</p>
    );
  const docs: Doc[] = request.documentos.map((d) => ({
    key: `doc-${d.id}`,
    label: d.etiqueta,
    url: withParams(consoleLoanPaths.document, { id: loan.id, documentId: d.id }),
  }));
  if (request.firma)
    docs.push({ key: 'firma', label: 'Firma', url: withParams(consoleLoanPaths.signature, { id: loan.id }) });
  const shown = open === null ? null : docs[open];
  return (
    <>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
        {docs.map((doc, i) => (
          <Thumbnail key={doc.key} doc={doc} onOpen={() => setOpen(i)} />
        ))}
      </div>
      <Dialog
        open={shown !== null && shown !== undefined}
        title={shown?.label ?? ''}
        onClose={() => setOpen(null)}
        size="xl"
      >
        {shown && (
          <div className="space-y-3">
            <Viewer key={shown.key} doc={shown} />
            <div className="flex justify-between">
              <Button variant="ghost" disabled={open === 0} onClick={() => setOpen((i) => (i ?? 1) - 1)}>
                Anterior
              </Button>
              <Button
                variant="ghost"
                disabled={open === docs.length - 1}
                onClick={() => setOpen((i) => (i ?? 0) + 1)}
              >
                Siguiente
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
