import { Link } from 'react-router';
import { messageOf } from '@portal/ui/api-error';
import { buttonClasses } from '@portal/ui/button';
import { DataTable } from '../../../components/data-table';
import { useNewsList } from '../api/news-list';
import { useOrganismos } from '../api/organismos';
import { newsColumns } from './news-columns';
import { LoadError } from '../../../components/retry';

/** 'Novedades' (content.manage): every item with where it stands, the newest first. */
export function NewsListScreen() {
  const list = useNewsList();
  const organismos = useOrganismos();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Novedades</h1>
          <p className="mt-1 text-sm text-slate-600">
            Lo que los socios leen en el inicio de la aplicación. Escriba un borrador, revíselo como se ve en
            el teléfono y publíquelo ahora o a la hora que elija.
          </p>
        </div>
        <Link to="/novedades/nueva" className={buttonClasses('primary', 'shrink-0 whitespace-nowrap')}>
          Nueva novedad
        </Link>
      </div>
      {list.isError && (
        <LoadError query={list}>No se pudieron cargar las novedades: {messageOf(list.error)}</LoadError>
      )}
      {!list.isError && (
        <DataTable
          caption="Novedades"
          columns={newsColumns(organismos.data)}
          rows={rows}
          rowKey={(item) => item.id}
          isLoading={list.isPending}
          empty="Todavía no hay novedades. Escriba la primera con «Nueva novedad»."
          hasMore={list.hasNextPage}
          onMore={() => void list.fetchNextPage()}
          isLoadingMore={list.isFetchingNextPage}
        />
      )}
    </div>
  );
}
