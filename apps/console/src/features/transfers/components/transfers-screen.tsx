import { useMemo, useState } from 'react';
import type { TransferBatch, TransferWorklistItem } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatMoney } from '@portal/ui/format';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/retry';
import { PendingProposals } from '../../../components/pending-proposals';
import { useBatches, usePendingBatches, useProposeBatch, useWorklist } from '../api/transfers';
import { notSelectable, worklistColumns } from './worklist-columns';
import { batchColumns } from './batches-table';
import { ExecutedDialog } from './executed-dialog';

const sumCents = (items: readonly TransferWorklistItem[]) =>
  items.reduce((sum, i) => sum + Math.round(i.netoATransferir * 100), 0) / 100;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 'Transferencias': the loans waiting for their money, each with the member's account and the net to
 * transfer; tesorería picks several and proposes one batch, a second tesorería approves it, the file goes
 * to the bank, and the batch is marked executed with the bank's reference.
 */
export function TransfersScreen() {
  const list = useWorklist();
  const batches = useBatches();
  const pending = usePendingBatches();
  const propose = useProposeBatch();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [executing, setExecuting] = useState<TransferBatch | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = list.data?.pages[0]?.totals;
  const chosen = rows.filter((r) => selected.has(r.id) && notSelectable(r) === null);
  const toggle = (item: TransferWorklistItem) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(item.id)) next.add(item.id);
      return next;
    });
  const columns = useMemo(() => worklistColumns({ selected, onToggle: toggle }), [selected]);
  const batchCols = useMemo(() => batchColumns({ onExecuted: setExecuting }), []);
  const batchRows = batches.data?.pages.flatMap((page) => page.items) ?? [];

  const proposeBatch = () =>
    void propose.mutateAsync(chosen.map((c) => c.id)).then(
      (answer) => {
        setSelected(new Set());
        setMessage(`${answer.Mensaje} (lote N° ${answer.batchId}).`);
      },
      () => undefined,
    );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Transferencias</h1>
        <p className="mt-1 text-sm text-slate-600">
          Préstamos que esperan la acreditación. Elija los que paga hoy y proponga un lote: otra persona de
          Tesorería lo aprueba, el archivo se sube al banco y, cuando el banco lo ejecuta, se marca ejecutado.
        </p>
      </div>
      {message && <Alert tone="success">{message}</Alert>}
      {list.isError && <LoadError query={list}>No se pudo leer la lista: {messageOf(list.error)}</LoadError>}
      {totals && (
        <dl aria-label="Totales" className="grid grid-cols-4 gap-4">
          <Figure label="Esperando transferencia" value={String(totals.prestamos)} />
          <Figure label="Neto de la lista" value={formatMoney(totals.neto)} />
          <Figure label="Sin cuenta" value={String(totals.sinCuenta)} />
          <Figure label={`Seleccionados: ${chosen.length}`} value={formatMoney(sumCents(chosen))} />
        </dl>
      )}
      <div className="flex items-center justify-end gap-3">
        {propose.isError && <p className="text-sm text-red-700">{messageOf(propose.error)}</p>}
        <Button disabled={chosen.length === 0 || propose.isPending} onClick={proposeBatch}>
          {propose.isPending ? 'Proponiendo...' : 'Proponer lote'}
        </Button>
      </div>
      {(list.data || list.isPending) && (
        <DataTable
          caption="Préstamos esperando transferencia"
          columns={columns}
          rows={rows}
          rowKey={(item) => item.id}
          isLoading={list.isPending}
          empty="No hay préstamos esperando transferencia."
          hasMore={list.hasNextPage}
          onMore={() => void list.fetchNextPage()}
          isLoadingMore={list.isFetchingNextPage}
        />
      )}
      <PendingProposals
        proposals={pending.data ?? []}
        onDecided={setMessage}
        titleOf={(p) => (p.kind === 'loan.transfer-batch' ? `Lote N° ${p.payload.lote}` : p.kind)}
      />
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Lotes</h2>
        {batches.isError && (
          <LoadError query={batches}>No se pudieron leer los lotes: {messageOf(batches.error)}</LoadError>
        )}
        {(batches.data || batches.isPending) && (
          <DataTable
            caption="Lotes de transferencias"
            columns={batchCols}
            rows={batchRows}
            rowKey={(b) => b.id}
            isLoading={batches.isPending}
            empty="Todavía no hay lotes."
            hasMore={batches.hasNextPage}
            onMore={() => void batches.fetchNextPage()}
            isLoadingMore={batches.isFetchingNextPage}
          />
        )}
      </section>
      {executing && (
        <ExecutedDialog
          batch={executing}
          onClose={() => setExecuting(null)}
          onDone={(text) => {
            setExecuting(null);
            setMessage(text);
          }}
        />
      )}
    </div>
  );
}
