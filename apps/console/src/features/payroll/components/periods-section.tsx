import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsoleOrganismo, PayrollPeriod } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { DataTable } from '../../../components/data-table';
import { periodsQueryOptions, usePeriods } from '../api/periods';
import { periodLabel } from '../api/paths';
import { GenerateOrdersForm } from './generate-orders-form';
import { periodColumns, type PeriodAction } from './period-columns';
import { PeriodProposals } from './period-proposals';
import { ResultsImportDialog } from './results-import-dialog';
import { ClosePeriodDialog } from './close-period-dialog';
import { SectionCard } from './section-card';
import { useDownload } from './use-download';
import { LoadError } from '../../../components/retry';

/**
 * The organismo's periods, newest first, with their state and what comes next: download the orders,
 * import the results (a proposal a second tesorería approves), close the month, download the snapshot.
 */
export function PeriodsSection({ organismo }: { organismo: ConsoleOrganismo }) {
  const periods = usePeriods(organismo.id);
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useState<{ action: 'results' | 'close'; period: PayrollPeriod } | null>(null);
  const download = useDownload(organismo.id);
  const rows = useMemo(() => periods.data ?? [], [periods.data]);
  const pending = rows.filter((p) => p.propuestasPendientes.length > 0);

  const act = (action: PeriodAction, period: PayrollPeriod) => {
    setNotice(null);
    if (action === 'orders' || action === 'snapshot' || action === 'snapshotXlsx')
      download.start(action, period.period);
    else setOpen({ action, period });
  };
  const columns = periodColumns(act, download.busy);
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    void client.invalidateQueries({ queryKey: periodsQueryOptions(organismo.id).queryKey });
  };

  return (
    <SectionCard
      title="Períodos"
      description="Cada mes: se generan y envían las órdenes de descuento, se importan los resultados que devuelve el organismo, se imputan con la aprobación de otra persona y se cierra el período."
    >
      <div className="space-y-4">
        <GenerateOrdersForm
          organismo={organismo}
          latest={rows[0]?.period ?? null}
          disabled={!periods.data}
          onGenerated={setNotice}
        />
        {notice && <Alert tone="success">{notice}</Alert>}
        {download.error && <Alert tone="error">{download.error}</Alert>}
        <PeriodProposals periods={pending} onDecided={done} />
        {periods.isError && (
          <LoadError query={periods}>
            No se pudieron cargar los períodos: {messageOf(periods.error)}
          </LoadError>
        )}
        {!periods.isError && (
          <DataTable
            caption={`Períodos de ${organismo.nombre}`}
            columns={columns}
            rows={rows}
            rowKey={(p) => p.period}
            isLoading={periods.isPending}
            empty="Todavía no se generaron órdenes de descuento para este organismo."
          />
        )}
      </div>
      {open && (
        <>
          <ResultsImportDialog
            key={`results-${open.period.period}`}
            organismo={organismo}
            period={open.period}
            open={open.action === 'results'}
            onClose={() => setOpen(null)}
            onProposed={done}
          />
          <ClosePeriodDialog
            key={`close-${open.period.period}`}
            organismo={organismo}
            period={open.period}
            open={open.action === 'close'}
            onClose={() => setOpen(null)}
            onClosed={(message) =>
              done(`${message}. Ya puede descargar la foto de cartera de ${periodLabel(open.period.period)}.`)
            }
          />
        </>
      )}
    </SectionCard>
  );
}
