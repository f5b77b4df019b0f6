import { useId, useRef } from 'react';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-AR')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;

/** A labelled file input for a payroll file (.csv, up to 50 MB), with the chosen file's name and size. */
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block text-sm text-slate-700 file:mr-3 file:min-h-control file:cursor-pointer file:rounded-control file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-60"
        />
        {file && <span className="text-sm text-slate-500">{sizeOf(file.size)}</span>}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Archivo de texto separado por punto y coma (UTF-8), de hasta 50 MB.
      </p>
    </div>
  );
}
