import { useSearchParams } from 'react-router';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { buttonClasses } from '@portal/ui/button';
import { DataTable } from '../../../components/data-table';
import { filterParams } from '../../../lib/address-filters';
import { loansExportHref, useLoanSearch } from '../api/search-loans';
import { filtersOf, formValuesOf } from './search-filters';
import { LoanSearchForm } from './loan-search-form';
import { loanResultColumns } from './loan-result-columns';
import { LoadError } from '../../../components/retry';
import { LoanTotals } from './loan-totals';

/**
 * 'Préstamos': the search by DNI, surname, number, state, organismo, arrears and date granted. The filters
 * live in the address (?dni=…&enMora=true…), so a search can be shared, survives a reload and comes back
 * with 'Atrás'; the totals are of every loan found, and the CSV and XLSX carry the same filters.
 */
export function LoansSearchScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const search = useLoanSearch(filters);
  const rows = search.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters !== null && Object.keys(filters).length > 0;
  const totals = search.data?.pages[0]?.totals;

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Préstamos</h1>
          <p className="mt-1 text-sm text-slate-600">
            Busque por DNI, apellido, número de préstamo, estado, organismo, atraso o fecha de otorgamiento;
            los filtros se combinan. Sin filtros se listan todos, el más reciente primero.
          </p>
        </div>
        {filters !== null && (
          <div className="flex shrink-0 gap-2">
            <a
              href={loansExportHref(filters, 'csv')}
              download
              className={buttonClasses('secondary', 'whitespace-nowrap')}
            >
              Descargar CSV
            </a>
            <a
              href={loansExportHref(filters, 'xlsx')}
              download
              className={buttonClasses('secondary', 'whitespace-nowrap')}
            >
              Descargar XLSX
            </a>
          </div>
        )}
      </div>
      <LoanSearchForm
        initial={formValuesOf(params)}
        invalid={filters === null}
        onSearch={(chosen) => setParams(filterParams(chosen))}
        onClear={() => setParams(new URLSearchParams())}
      />
      {filters === null && <Alert tone="info">Corrija los filtros marcados para buscar.</Alert>}
      {search.isError && <LoadError query={search}>No se pudo buscar: {messageOf(search.error)}</LoadError>}
      {filters !== null && totals && <LoanTotals totals={totals} />}
      {filters !== null && (search.data || search.isPending) && (
        <DataTable
          caption="Préstamos encontrados"
          columns={loanResultColumns}
          rows={rows}
          rowKey={(loan) => loan.id}
          isLoading={search.isPending}
          empty={
            filtered
              ? "Ningún préstamo coincide con la búsqueda. Revise los filtros o quítelos con 'Limpiar'."
              : 'Todavía no hay préstamos.'
          }
          hasMore={search.hasNextPage}
          onMore={() => void search.fetchNextPage()}
          isLoadingMore={search.isFetchingNextPage}
        />
      )}
    </div>
  );
}
