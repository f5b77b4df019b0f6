import { useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { Button } from '@portal/ui/button';
import { Alert } from '@portal/ui/alert';
import { messageOf } from '@portal/ui/api-error';
import { useLoanFile, type LoanFile } from '../api/loan-file';
import { useObjectUrl } from '../hooks/use-object-url';
import { ImageStage, MAX_SCALE, MIN_SCALE, type Rotation, type Zoom } from './image-stage';
import { isPdf } from './loan-files';

const STEP = 1.25;

/** One file in the viewer: an image with zoom and rotation, or a PDF in the browser's own viewer. */
function ViewerBody({
  loanId,
  file,
  zoom,
  rotation,
  onScale,
}: {
  loanId: number;
  file: LoanFile;
  zoom: Zoom;
  rotation: Rotation;
  onScale: (scale: number) => void;
}) {
  const { data: blob, isPending, isError, error } = useLoanFile(loanId, file);
  const url = useObjectUrl(blob);

  if (isError)
    return (
      <Alert tone="error">
        No se pudo abrir {file.label}: {messageOf(error)}
      </Alert>
    );
  if (isPending || !blob || !url)
    return (
      <p
        role="status"
        className="flex h-[62vh] items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600"
      >
        Cargando {file.label}...
      </p>
    );
  if (isPdf(blob))
    return (
      <div className="space-y-2">
        <object
          data={url}
          type="application/pdf"
          aria-label={file.label}
          className="h-[62vh] w-full rounded-lg bg-slate-100"
        >
          <p className="p-6 text-sm text-slate-700">Este navegador no puede mostrar el PDF aquí.</p>
        </object>
        <a
          href={url}
          download={`${file.label}.pdf`}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          Descargar el PDF
        </a>
      </div>
    );
  return <ImageStage url={url} alt={file.label} zoom={zoom} rotation={rotation} onScale={onScale} />;
}

/**
 * The request's documents one at a time, large: zoom in and out, fit, rotate, previous and next (also
 * with the arrow keys, + and -). Its object URL is revoked when it closes or moves on.
 */
export function DocumentViewer({
  loanId,
  files,
  index,
  onIndex,
  onClose,
}: {
  loanId: number;
  files: LoanFile[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [rotation, setRotation] = useState<Rotation>(0);
  const [scale, setScale] = useState(1);
  const file = files[index];
  if (!file) return null;

  const go = (to: number) => {
    if (to < 0 || to >= files.length) return;
    setZoom('fit');
    setRotation(0);
    onIndex(to);
  };
  const zoomBy = (factor: number) => setZoom(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale * factor)));
  const rotate = () => setRotation(((rotation + 90) % 360) as Rotation);
  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      '+': () => zoomBy(STEP),
      '-': () => zoomBy(1 / STEP),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Dialog open title={`${file.label} (${index + 1} de ${files.length})`} onClose={onClose} size="xl">
      <div onKeyDown={onKeyDown} className="space-y-3">
        <div role="toolbar" aria-label="Controles del visor" className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
            ← Anterior
          </Button>
          <Button variant="secondary" onClick={() => go(index + 1)} disabled={index === files.length - 1}>
            Siguiente →
          </Button>
          <span className="mx-2 h-6 w-px bg-slate-200" aria-hidden />
          <Button
            variant="secondary"
            onClick={() => zoomBy(1 / STEP)}
            disabled={scale <= MIN_SCALE}
            aria-label="Alejar"
          >
            −
          </Button>
          <output aria-label="Zoom" className="w-14 text-center text-sm tabular-nums text-slate-700">
            {Math.round(scale * 100)} %
          </output>
          <Button
            variant="secondary"
            onClick={() => zoomBy(STEP)}
            disabled={scale >= MAX_SCALE}
            aria-label="Acercar"
          >
            +
          </Button>
          <Button variant="secondary" onClick={() => setZoom('fit')} aria-pressed={zoom === 'fit'}>
            Ajustar
          </Button>
          <Button variant="secondary" onClick={rotate}>
            Girar
          </Button>
        </div>
        <ViewerBody
          key={file.key}
          loanId={loanId}
          file={file}
          zoom={zoom}
          rotation={rotation}
          onScale={setScale}
        />
      </div>
    </Dialog>
  );
}
