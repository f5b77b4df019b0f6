import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CapacitiesVerdict, ConsoleOrganismo } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { sendCapacities, type CapacitiesAnswer } from '../api/capacities-upload';
import type { UploadProgress } from '../api/upload-csv';
import { periodLabel } from '../api/paths';
import { FilePicker } from './file-picker';
import { UploadProgressBar } from './upload-progress';
import { ProblemsTable } from './problems-table';
import { SectionCard } from './section-card';
import { Figure, Figures } from './figures';

const count = (n: number) => n.toLocaleString('es-AR');
/** The server lists the first 1000 DNIs without a member. */
const unmatchedCount = (v: CapacitiesVerdict) =>
  v.unmatched.length >= 1000 ? 'más de 1.000' : count(v.unmatched.length);

/**
 * 'Importar capacidades': the file is checked first (dry run: totals and every problem by line and
 * field); only a file without problems is then proposed, all of it or nothing, and takes effect when a
 * second tesorería approves it in Pendientes (four eyes).
 */
export function CapacitiesImport({ organismo }: { organismo: ConsoleOrganismo }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const send = useMutation({
    mutationFn: ({ chosen, dryRun }: { chosen: File; dryRun: boolean }) =>
      sendCapacities(organismo.id, chosen, dryRun, setProgress),
    onSettled: () => setProgress(null),
  });
  const answer = send.data ?? null;
  const busy = send.isPending;
  const choose = (chosen: File | null) => {
    send.reset();
    setFile(chosen);
  };

  return (
    <SectionCard
      title="Importar capacidades"
      description={`El margen de descuento de cada persona de ${organismo.nombreCorto}: primero se verifica el archivo, después se propone y otra persona de tesorería lo aprueba.`}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <FilePicker label="Archivo de capacidades" file={file} disabled={busy} onChange={choose} />
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
        {answer && !busy && (
          <CapacitiesVerdictView
            answer={answer}
            onImport={() => file && send.mutate({ chosen: file, dryRun: false })}
          />
        )}
      </div>
    </SectionCard>
  );
}

function CapacitiesVerdictView({ answer, onImport }: { answer: CapacitiesAnswer; onImport: () => void }) {
  if (answer.kind === 'proposed')
    return (
      <div className="border-t border-slate-100 pt-4">
        <Alert tone="success">
          {answer.message}. Queda en Pendientes; hasta que la aprueben, los márgenes de los socios no cambian.
        </Alert>
      </div>
    );
  const { verdict, refused } = answer;
  const clean = verdict.problemCount === 0;
  return (
    <div className="space-y-4 border-t border-slate-100 pt-4">
      {refused ? (
        <Alert tone="error">{refused}</Alert>
      ) : clean ? (
        <Alert tone="info">El archivo no tiene errores: puede importarlo.</Alert>
      ) : (
        <Alert tone="error">
          El archivo tiene errores: corríjalo y vuelva a verificarlo. No se importó nada.
        </Alert>
      )}
      <CapacitiesFigures verdict={verdict} />
      {verdict.problemCount > 0 && <ProblemsTable problems={verdict.problems} total={verdict.problemCount} />}
      {verdict.unmatched.length > 0 && <Unmatched verdict={verdict} />}
      {verdict.dryRun && clean && (
        <div className="flex justify-end">
          <Button onClick={onImport}>Importar</Button>
        </div>
      )}
    </div>
  );
}

function CapacitiesFigures({ verdict }: { verdict: CapacitiesVerdict }) {
  return (
    <Figures label="Totales del archivo">
      <Figure label="Período">{verdict.period ? periodLabel(verdict.period) : '—'}</Figure>
      <Figure label="Líneas">{count(verdict.lines)}</Figure>
      <Figure label="De socios del organismo">{count(verdict.matched)}</Figure>
      <Figure label="Sin socio todavía">{unmatchedCount(verdict)}</Figure>
      <Figure label="Errores" tone={verdict.problemCount > 0 ? 'bad' : 'good'}>
        {count(verdict.problemCount)}
      </Figure>
    </Figures>
  );
}

/** DNIs with no member yet: not an error, their capacity applies when the person registers. */
function Unmatched({ verdict }: { verdict: CapacitiesVerdict }) {
  const shown = verdict.unmatched.slice(0, 20);
  return (
    <details className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer font-medium text-slate-800">
        DNI sin socio del organismo ({unmatchedCount(verdict)}): su capacidad se aplica cuando se registren
      </summary>
      <p className="mt-2 text-slate-700">
        {shown.map((u) => `línea ${u.line}: ${u.dni}`).join(' · ')}
        {verdict.unmatched.length > shown.length && ' · ...'}
      </p>
    </details>
  );
}
