import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditRow } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { buttonClasses } from '@portal/ui/button';
import { DataTable } from '../../../components/data-table';
import { filterParams } from '../../../lib/address-filters';
import { auditCsvHref, auditXlsxHref, useAuditLog } from '../api/audit-log';
import { filtersOf, formValuesOf } from './audit-filters';
import { AuditFilterForm } from './audit-filter-form';
import { auditColumns } from './audit-columns';
import { AuditChangeDialog } from './audit-change-dialog';
import { AuditVerify } from './audit-verify';
import { LoadError } from '../../../components/retry';

/**
 * 'Auditoría': every console action that changed something (and every read of a member's documents),
 * newest first. The filters live in the address, so a search can be shared and survives a reload; the
 * CSV carries the same filters.
 */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useAuditLog(filters);
  const [open, setOpen] = useState<AuditRow | null>(null);
  const columns = useMemo(() => auditColumns(setOpen), []);
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters !== null && Object.keys(filters).length > 0;

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Auditoría</h1>
          <p className="mt-1 text-sm text-slate-600">
            Cada acción de la consola que cambió algo, y cada vez que alguien vio los documentos de un socio:
            quién, cuándo, desde qué dirección, qué cambió y por qué. Lo más reciente primero.
          </p>
        </div>
        {filters !== null && (
          <div className="flex shrink-0 gap-2">
            <a
              href={auditCsvHref(filters)}
              download
              className={buttonClasses('secondary', 'whitespace-nowrap')}
            >
              Descargar CSV
            </a>
            <a
              href={auditXlsxHref(filters)}
              download
              className={buttonClasses('secondary', 'whitespace-nowrap')}
            >
              Descargar XLSX
            </a>
          </div>
        )}
      </div>
      <AuditFilterForm
        initial={formValuesOf(params)}
        invalid={filters === null}
        onSearch={(chosen) => setParams(filterParams(chosen))}
        onClear={() => setParams(new URLSearchParams())}
      />
      {filters === null && <Alert tone="info">Corrija los filtros marcados para buscar.</Alert>}
      {log.isError && <LoadError query={log}>No se pudo leer el registro: {messageOf(log.error)}</LoadError>}
      {filters !== null && (log.data || log.isPending) && (
        <DataTable
          caption="Registro de auditoría"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          isLoading={log.isPending}
          empty={
            filtered
              ? "Ningún registro coincide con los filtros. Revíselos o quítelos con 'Limpiar'."
              : 'Todavía no hay acciones registradas.'
          }
          hasMore={log.hasNextPage}
          onMore={() => void log.fetchNextPage()}
          isLoadingMore={log.isFetchingNextPage}
        />
      )}
      <AuditVerify />
      <AuditChangeDialog row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
