import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CollectionItem } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { buttonClasses } from '@portal/ui/button';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/retry';
import { filterParams } from '../../../lib/address-filters';
import { collectionsExportHref, useCollections } from '../api/collections';
import { filtersOf, formValuesOf } from './collections-filters';
import { CollectionsFilterForm } from './collections-filter-form';
import { collectionsColumns } from './collections-columns';
import { CollectionsTotals } from './collections-totals';
import { ContactDialog } from './contact-dialog';
import { ContactsDialog } from './contacts-dialog';

/**
 * 'Cobranzas': the loans in arrears, most days first, a promise to pay that passed unpaid back at the
 * top and one still ahead at the bottom. The filters live in the address, and the files carry them.
 */
export function CollectionsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useCollections(filters);
  const [recording, setRecording] = useState<CollectionItem | null>(null);
  const [reading, setReading] = useState<CollectionItem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const columns = useMemo(() => collectionsColumns({ onRecord: setRecording, onLog: setReading }), []);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = list.data?.pages[0]?.totals;
  const filtered = filters !== null && Object.keys(filters).length > 0;

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Cobranzas</h1>
          <p className="mt-1 text-sm text-slate-600">
            Préstamos en repago con cuotas vencidas e impagas, el de más días de atraso primero. Una promesa
            de pago que venció sin pago vuelve arriba; las promesas vigentes quedan al final.
          </p>
        </div>
        {filters !== null && (
          <div className="flex shrink-0 gap-2">
            <a
              href={collectionsExportHref(filters, 'csv')}
              download
              className={buttonClasses('secondary', 'whitespace-nowrap')}
            >
              Descargar CSV
            </a>
            <a
              href={collectionsExportHref(filters, 'xlsx')}
              download
              className={buttonClasses('secondary', 'whitespace-nowrap')}
            >
              Descargar XLSX
            </a>
          </div>
        )}
      </div>
      <CollectionsFilterForm
        initial={formValuesOf(params)}
        invalid={filters === null}
        onSearch={(chosen) => setParams(filterParams(chosen))}
        onClear={() => setParams(new URLSearchParams())}
      />
      {filters === null && <Alert tone="info">Corrija los filtros marcados para buscar.</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
      {list.isError && <LoadError query={list}>No se pudo leer la lista: {messageOf(list.error)}</LoadError>}
      {totals && <CollectionsTotals totals={totals} />}
      {filters !== null && (list.data || list.isPending) && (
        <DataTable
          caption="Préstamos en mora"
          columns={columns}
          rows={rows}
          rowKey={(item) => item.id}
          isLoading={list.isPending}
          empty={
            filtered
              ? "Ningún préstamo en mora coincide con los filtros. Revíselos o quítelos con 'Limpiar'."
              : 'No hay préstamos en mora.'
          }
          hasMore={list.hasNextPage}
          onMore={() => void list.fetchNextPage()}
          isLoadingMore={list.isFetchingNextPage}
        />
      )}
      {recording && (
        <ContactDialog
          loan={recording}
          onClose={() => setRecording(null)}
          onSaved={(message) => {
            setRecording(null);
            setSaved(`${message}: préstamo N° ${recording.id}.`);
          }}
        />
      )}
      {reading && <ContactsDialog loan={reading} onClose={() => setReading(null)} />}
    </div>
  );
}
