import { useMemo, useState } from 'react';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { DataTable } from '../../../components/data-table';
import { usePendingProposals } from '../api/pending-proposals';
import { proposalColumns } from './proposal-columns';
import { LoadError } from '../../../components/retry';

/**
 * 'Pendientes de aprobación': the four-eyes proposals this person's roles may decide, oldest first. The
 * maker sees their own without the buttons; anyone else with the permission approves or rejects them.
 */
export function ProposalsInboxScreen() {
  const proposals = usePendingProposals();
  const [done, setDone] = useState<string | null>(null);
  const columns = useMemo(() => proposalColumns(setDone), []);
  const rows = proposals.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Pendientes de aprobación</h1>
        <p className="mt-1 text-sm text-slate-600">
          Lo que otra persona propuso y espera una segunda aprobación (cuatro ojos), lo más antiguo primero.
          Quien propone no puede aprobar su propia propuesta.
        </p>
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {proposals.isError && (
        <LoadError query={proposals}>
          No se pudieron cargar las propuestas pendientes: {messageOf(proposals.error)}
        </LoadError>
      )}
      {(proposals.data || proposals.isPending) && (
        <DataTable
          caption="Propuestas pendientes de aprobación"
          columns={columns}
          rows={rows}
          rowKey={(p) => p.id}
          isLoading={proposals.isPending}
          empty="No hay propuestas pendientes. Cuando alguien proponga una transferencia, una reversión o un cambio que su rol puede decidir, aparecerá aquí."
          hasMore={proposals.hasNextPage}
          onMore={() => void proposals.fetchNextPage()}
          isLoadingMore={proposals.isFetchingNextPage}
        />
      )}
    </div>
  );
}
