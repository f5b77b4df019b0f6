import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ResultsVerdict } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { Alert } from '@portal/ui/alert';
import { DataTable } from '../../../components/data-table';
import { ProblemsTable } from './problems-table';
import { Figure, Figures } from './figures';

const count = (n: number) => n.toLocaleString('es-AR');
const pesos = (cents: number) => formatMoney(cents / 100);

/** What a results file holds against the period's orders, and what proposing it would post. */
export function ResultsVerdictView({
  verdict,
  refused,
}: {
  verdict: ResultsVerdict;
  refused: string | null;
}) {
  const clean = verdict.problemCount === 0;
  return (
    <div className="space-y-4 border-t border-slate-100 pt-4">
      {refused ? (
        <Alert tone="error">{refused}</Alert>
      ) : !clean ? (
        <Alert tone="error">
          El archivo tiene errores: corríjalo y vuelva a verificarlo. No se registró nada.
        </Alert>
      ) : verdict.toPost === 0 ? (
        <Alert tone="info">Todas las líneas del archivo ya estaban imputadas: no hay nada nuevo.</Alert>
      ) : (
        <Alert tone="info">
          El archivo no tiene errores: la imputación de {count(verdict.toPost)}{' '}
          {verdict.toPost === 1 ? 'línea' : 'líneas'} puede proponerse.
        </Alert>
      )}
      <Figures label="Totales contra las órdenes">
        <Figure
          label="Líneas del archivo"
          hint={`Ordenadas: ${count(verdict.ordered.lines)} · con errores: ${count(verdict.problemCount)}`}
          tone={clean ? 'plain' : 'bad'}
        >
          {count(verdict.lines)}
        </Figure>
        <Figure label="Solicitado" hint={`Ordenado: ${pesos(verdict.ordered.total)}`}>
          {pesos(verdict.requested)}
        </Figure>
        <Figure label="Aplicado">{pesos(verdict.applied)}</Figure>
        <Figure
          label="OK / Parcial / Rechazado"
          tone={verdict.byState.PARCIAL + verdict.byState.RECHAZADO > 0 ? 'bad' : 'plain'}
        >
          {`${count(verdict.byState.OK)} / ${count(verdict.byState.PARCIAL)} / ${count(verdict.byState.RECHAZADO)}`}
        </Figure>
        <Figure label="Órdenes sin resultado" tone={verdict.missingCount > 0 ? 'bad' : 'plain'}>
          {count(verdict.missingCount)}
        </Figure>
        <Figure
          label="A imputar"
          hint={`Ya imputadas: ${count(verdict.alreadyPosted)}`}
          tone={clean ? 'good' : 'plain'}
        >
          {count(verdict.toPost)}
        </Figure>
      </Figures>
      {!clean && <ProblemsTable problems={verdict.problems} total={verdict.problemCount} />}
      {verdict.missingCount > 0 && <MissingOrders verdict={verdict} />}
    </div>
  );
}

type Missing = ResultsVerdict['missing'][number];

const missingColumns: ColumnDef<Missing, unknown>[] = [
  { header: 'Préstamo', accessorKey: 'loanId', cell: ({ row }) => `N° ${row.original.loanId}` },
  { header: 'Cuota', accessorKey: 'cuota' },
  {
    header: 'Importe ordenado',
    accessorKey: 'importe',
    cell: ({ row }) => <span className="tabular-nums">{pesos(row.original.importe)}</span>,
  },
];

/** Orders the file says nothing about: they stay owed, and are ordered again next period. */
function MissingOrders({ verdict }: { verdict: ResultsVerdict }) {
  const [shown, setShown] = useState(10);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">
        Órdenes sin resultado en el archivo ({count(verdict.missingCount)})
      </h3>
      <DataTable
        caption="Órdenes sin resultado en el archivo"
        columns={missingColumns}
        rows={verdict.missing.slice(0, shown)}
        rowKey={(m) => `${m.loanId}-${m.cuota}`}
        empty="Ninguna."
        hasMore={shown < verdict.missing.length}
        onMore={() => setShown((n) => n + 25)}
      />
    </div>
  );
}
