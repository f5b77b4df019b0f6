import type { AuditRow } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { AuditEntity } from './audit-columns';
import { actionLabel } from './audit-words';
import { asFields, changedKeys, fieldLines } from './json-diff';

/** One side as pretty JSON, the changed fields marked (highlighted, and named for screen readers). */
function Side({ title, value, changed }: { title: string; value: unknown; changed: Set<string> }) {
  const fields = asFields(value);
  const entries = fields ? Object.entries(fields) : [];
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{title}</h3>
      {value === null || value === undefined ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-500 ring-1 ring-slate-200">Sin datos</p>
      ) : fields ? (
        <pre
          tabIndex={0}
          role="group"
          aria-label={title}
          className="overflow-x-auto rounded-lg bg-slate-50 py-3 font-mono text-xs leading-5 text-slate-800 ring-1 ring-slate-200"
        >
          <span className="block px-3">{'{'}</span>
          {entries.map(([key, v], index) =>
            changed.has(key) ? (
              <mark key={key} className="block bg-amber-100 px-3 text-slate-900" title="Cambió">
                {fieldLines(key, v, index === entries.length - 1)}
              </mark>
            ) : (
              <span key={key} className="block px-3">
                {fieldLines(key, v, index === entries.length - 1)}
              </span>
            ),
          )}
          <span className="block px-3">{'}'}</span>
        </pre>
      ) : (
        <pre
          tabIndex={0}
          role="group"
          aria-label={title}
          className="overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-800 ring-1 ring-slate-200"
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </section>
  );
}

/** A row of the audit: its facts, and what it changed, before and after side by side. */
export function AuditChangeDialog({ row, onClose }: { row: AuditRow | null; onClose: () => void }) {
  const changed = row ? changedKeys(row.before, row.after) : new Set<string>();
  return (
    <Dialog open={row !== null} title="Antes y después" onClose={onClose} size="xl">
      {row && (
        <div className="space-y-5">
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Fecha y hora</dt>
            <dd className="text-slate-900">{formatDateTime(row.at)}</dd>
            <dt className="text-slate-500">Quién</dt>
            <dd className="text-slate-900">
              {row.staff ?? 'Sistema'}
              {row.address && <span className="text-slate-500"> desde {row.address}</span>}
            </dd>
            <dt className="text-slate-500">Acción</dt>
            <dd className="text-slate-900">
              {actionLabel(row.action)} <span className="font-mono text-xs text-slate-400">{row.action}</span>
            </dd>
            <dt className="text-slate-500">Sobre</dt>
            <dd className="text-slate-900">
              <AuditEntity row={row} />
            </dd>
            {row.reason && (
              <>
                <dt className="text-slate-500">Motivo</dt>
                <dd className="break-words text-slate-900">{row.reason}</dd>
              </>
            )}
          </dl>
          <div className="grid grid-cols-2 gap-4">
            <Side title="Antes" value={row.before} changed={changed} />
            <Side title="Después" value={row.after} changed={changed} />
          </div>
          {changed.size > 0 && (
            <p className="text-xs text-slate-500">
              <mark className="rounded bg-amber-100 px-1 text-slate-900">Resaltado</mark>: los campos que
              cambiaron ({[...changed].join(', ')}).
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
