import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleOrganismo, PayrollPeriod } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/dialog';
import { sendResults } from '../api/results-upload';
import type { UploadProgress } from '../api/upload-csv';
import { periodLabel } from '../api/paths';
import { FilePicker } from './file-picker';
import { UploadProgressBar } from './upload-progress';
import { ResultsVerdictView } from './results-verdict';

/**
 * 'Importar resultados' of a period: the file is checked against the period's orders (every line's
 * verdict, the totals, the orders without a result); a file without problems is then proposed for
 * posting, which a second tesorería approves.
 */
export function ResultsImportDialog({
  organismo,
  period,
  open,
  onClose,
  onProposed,
}: {
  organismo: ConsoleOrganismo;
  period: PayrollPeriod;
  open: boolean;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const send = useMutation({
    mutationFn: ({ chosen, dryRun }: { chosen: File; dryRun: boolean }) =>
      sendResults(organismo.id, period.period, chosen, dryRun, setProgress),
    onSettled: () => setProgress(null),
    onSuccess: (answer) => {
      if (answer.kind === 'proposed') onProposed(answer.message);
    },
  });
  const busy = send.isPending;
  const answer = send.data?.kind === 'verdict' ? send.data : null;
  const close = () => {
    // An upload under way finishes on the server; closing only stops showing it.
    send.reset();
    setFile(null);
    onClose();
  };
  const label = periodLabel(period.period);

  return (
    <Dialog open={open} size="xl" title={`Importar resultados de ${label}`} onClose={close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          El archivo de resultados que devolvió {organismo.nombreCorto} para el período {label}. Primero se
          verifica contra las órdenes ({period.orderedLines.toLocaleString('es-AR')} a descontar); después se
          propone la imputación, que aprueba otra persona de tesorería.
        </p>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <FilePicker
            label="Archivo de resultados"
            file={file}
            disabled={busy}
            onChange={(chosen) => {
              send.reset();
              setFile(chosen);
            }}
          />
          <Button
            variant="secondary"
            disabled={!file || busy}
            onClick={() => file && send.mutate({ chosen: file, dryRun: true })}
          >
            {busy && send.variables?.dryRun ? 'Verificando...' : 'Verificar'}
          </Button>
        </div>
        {progress && <UploadProgressBar progress={progress} />}
        {send.isError && <Alert tone="error">{messageOf(send.error)}</Alert>}
        {answer && !busy && <ResultsVerdictView verdict={answer.verdict} refused={answer.refused} />}
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={close}>
            Volver
          </Button>
          {answer?.verdict.dryRun && answer.verdict.problemCount === 0 && answer.verdict.toPost > 0 && (
            <Button disabled={busy} onClick={() => file && send.mutate({ chosen: file, dryRun: false })}>
              Proponer la imputación
            </Button>
          )}
          {busy && !send.variables.dryRun && <Button disabled>Proponiendo...</Button>}
        </div>
      </div>
    </Dialog>
  );
}
