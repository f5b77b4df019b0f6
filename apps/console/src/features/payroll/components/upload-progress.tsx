import type { UploadProgress } from '../api/upload-csv';

/** How an upload goes: the share sent, then the server reading every line (no share to show). */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const sending = progress.phase === 'sending';
  const percent = sending ? Math.round(progress.fraction * 100) : null;
  const label = sending ? `Enviando el archivo: ${percent} %` : 'Verificando el archivo línea por línea...';
  return (
    <div role="status" className="space-y-1.5">
      <p className="text-sm text-slate-700">{label}</p>
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <progress
          aria-label={label}
          className="sr-only"
          max={100}
          {...(percent === null ? {} : { value: percent })}
        />
        <div
          aria-hidden="true"
          className={`h-full rounded-full bg-brand-600 ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${Math.max(percent, 2)}%` }}
        />
      </div>
    </div>
  );
}
