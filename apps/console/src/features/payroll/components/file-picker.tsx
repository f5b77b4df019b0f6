import { useId } from 'react';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-AR')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;

/**
 * A labelled file input for a payroll file (.csv, up to 50 MB). The browser's own button speaks the
 * browser's language, so the input is visually hidden (still focusable and labelled) and a Spanish
 * 'Elegir archivo' label opens it; the chosen file's name and size are shown beside it.
 */
export function FilePicker({
  label,
  file,
  disabled,
  onChange,
}: {
  label: string;
  file: File | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={`inline-flex min-h-control cursor-pointer items-center rounded-control bg-brand-50 px-4 text-control font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
            disabled ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          Elegir archivo
        </label>
        <span className="min-w-0 truncate text-sm text-slate-700">
          {file ? file.name : 'Ningún archivo elegido'}
        </span>
        {file && <span className="text-sm text-slate-500">{sizeOf(file.size)}</span>}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Archivo de texto separado por punto y coma (UTF-8), de hasta 50 MB.
      </p>
    </div>
  );
}
