import { Link } from 'react-router';
import { messageOf } from '@portal/ui/api-error';
import { buttonClasses } from '@portal/ui/button';
import { DataTable } from '../../../components/data-table';
import { useCampaigns } from '../api/list-campaigns';
import { campaignColumns } from './campaign-columns';
import { LoadError } from '../../../components/retry';

/** 'Campañas' (content.manage): every campaign, newest first, with what members did with it. */
export function CampaignsScreen() {
  const campaigns = useCampaigns();
  const rows = campaigns.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold text-slate-900">Campañas</h1>
          <p className="mt-1 text-sm text-slate-600">
            Avisos a un socio, a los socios de algunos organismos o a todos. Llegan a la sección
            Notificaciones de la aplicación; los conteos muestran cuántos socios los abrieron y cuántos
            tomaron conocimiento.
          </p>
        </div>
        <Link to="/campanas/nueva" className={buttonClasses('primary', 'w-auto shrink-0')}>
          Nueva campaña
        </Link>
      </div>
      {campaigns.isError && (
        <LoadError query={campaigns}>
          No se pudieron cargar las campañas: {messageOf(campaigns.error)}
        </LoadError>
      )}
      {(campaigns.data || campaigns.isPending) && (
        <DataTable
          caption="Campañas de notificaciones"
          columns={campaignColumns}
          rows={rows}
          rowKey={(c) => c.id}
          isLoading={campaigns.isPending}
          empty="Todavía no se envió ninguna campaña."
          hasMore={campaigns.hasNextPage}
          onMore={() => void campaigns.fetchNextPage()}
          isLoadingMore={campaigns.isFetchingNextPage}
        />
      )}
    </div>
  );
}
