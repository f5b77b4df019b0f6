import { useRef, type ChangeEvent } from 'react';
import { CameraIcon } from '@portal/ui/icons/camera';
import { ImageIcon } from '@portal/ui/icons/image';
import { useDocumentFile } from '../hooks/use-document-file';
import type { DocumentSpec } from '../utils/documents';

interface DocumentPickerProps {
  spec: DocumentSpec;
  value: string | undefined;
  onChange: (dataUrl: string) => void;
  /** The step's own message when the picture is still missing. */
  missing?: string | undefined;
}

const choiceClasses =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold ring-1 ring-inset ring-brand-200 text-brand-800 hover:bg-brand-50 disabled:text-slate-400 disabled:ring-slate-200';

/** One document: camera or gallery, a preview, and retake/change (docs/product.md#validation rules in useDocumentFile). */
export function DocumentPicker({ spec, value, onChange, missing }: DocumentPickerProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const file = useDocumentFile(spec.label, onChange);
  const message = file.problem ?? (value ? undefined : missing);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Reset so that picking the same file again still fires change.
    event.target.value = '';
    if (chosen) void file.pick(chosen);
  }

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
      <div className="flex gap-3">
        <div className="flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
          {file.busy ? (
            <span
              role="status"
              aria-label={`Procesando ${spec.label}`}
              className="h-6 w-6 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
            />
          ) : value ? (
            <img src={value} alt={`Vista previa: ${spec.label}`} className="h-full w-full object-contain" />
          ) : (
            <CameraIcon aria-hidden="true" className="h-8 w-8 text-slate-400" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{spec.label}</h2>
          <p className="mt-0.5 text-xs text-slate-500">{spec.hint}</p>
          {value && !file.busy && <p className="mt-1 text-xs font-medium text-emerald-700">Imagen cargada</p>}
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className={choiceClasses}
          disabled={file.busy}
          onClick={() => camera.current?.click()}
        >
          <CameraIcon className="h-5 w-5" /> {value ? 'Tomar otra' : 'Tomar foto'}
        </button>
        <button
          type="button"
          className={choiceClasses}
          disabled={file.busy}
          onClick={() => gallery.current?.click()}
        >
          <ImageIcon className="h-5 w-5" /> {value ? 'Cambiar' : 'Galería'}
        </button>
      </div>
      {message && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      )}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture={spec.camera}
        className="sr-only"
        tabIndex={-1}
        aria-label={`${spec.label}: cámara`}
        onChange={picked}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        className="sr-only"
        tabIndex={-1}
        aria-label={`${spec.label}: galería`}
        onChange={picked}
      />
    </li>
  );
}
