import { useState } from 'react';
import type { RateLine, RateVersion } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { ProposalDecision } from '../../../components/proposal-decision';
import { ProposalFacts } from '../../../components/proposal-facts';
import { useRates } from '../api/rates';
import { percent } from './figures';
import { RateEditor } from './rate-editor';

const stateLabels: Record<RateVersion['estado'], string> = {
  vigente: 'Vigente',
  programada: 'Programada',
  anterior: 'Anterior',
};
const stateClasses: Record<RateVersion['estado'], string> = {
  vigente: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  programada: 'bg-brand-50 text-brand-900 ring-brand-200',
  anterior: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** 'Tasas' (parameters.manage): each loan line's rate table, its versions and a new one (four eyes). */
export function RatesScreen() {
  const rates = useRates();
  const [notice, setNotice] = useState<string | null>(null);
  const tope = rates.data?.cftTope;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Tasas</h1>
        <p className="mt-1 text-sm text-slate-600">
          Las líneas de préstamo y sus tablas de tasas. Una versión nueva la propone una persona de Parámetros
          y rige cuando otra la aprueba; los préstamos y solicitudes ya hechos conservan la suya.
        </p>
      </div>
      {tope && (
        <Alert tone="info">
          Tope de CFT: {percent(tope.cftMaximo)} ({tope.organismo}). Ninguna fila puede superarlo.
        </Alert>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {rates.isError && (
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <Alert tone="error">No se pudieron cargar las tasas: {messageOf(rates.error)}</Alert>
          </div>
          <Button variant="secondary" disabled={rates.isFetching} onClick={() => void rates.refetch()}>
            {rates.isFetching ? 'Reintentando...' : 'Reintentar'}
          </Button>
        </div>
      )}
      {rates.isPending && <p className="text-sm text-slate-600">Cargando las líneas...</p>}
      {rates.data?.items.length === 0 && (
        <p className="text-sm text-slate-600">No hay líneas de préstamo con tabla de tasas.</p>
      )}
      {rates.data?.items.map((line) => (
        <LineCard
          key={line.id}
          line={line}
          tope={tope ?? null}
          onNotice={(message) => {
            setNotice(message);
            void rates.refetch();
          }}
        />
      ))}
    </div>
  );
}

function LineCard({
  line,
  tope,
  onNotice,
}: {
  line: RateLine;
  tope: { organismo: string; cftMaximo: number } | null;
  onNotice: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const titleId = `linea-${line.id}`;
  // A cap lowered after the table was approved: the table still prices plans, so say so.
  const overCap = tope
    ? (line.versions
        .find((v) => v.estado === 'vigente')
        ?.rows.filter((r) => r.cft !== null && r.cft > tope.cftMaximo)
        .map((r) => r.cuotas) ?? [])
    : [];
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {line.nombre}
        </h2>
        {!editing && !line.pendiente && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Nueva versión
          </Button>
        )}
      </div>
      {tope && overCap.length > 0 && (
        <Alert tone="warning">
          La versión vigente supera el tope de CFT de {percent(tope.cftMaximo)} ({tope.organismo}) en{' '}
          {overCap.length === 1 ? 'la fila' : 'las filas'} de {overCap.join(', ')} cuotas: proponga una
          versión nueva que lo respete.
        </Alert>
      )}
      {line.pendiente && (
        <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-sm font-semibold text-amber-900">
            Versión pendiente de aprobación, propuesta por {line.pendiente.proposedBy} el{' '}
            {formatDateTime(line.pendiente.proposedAt)}
          </p>
          <ProposalFacts payload={line.pendiente.payload} />
          <ProposalDecision proposal={line.pendiente} onDecided={onNotice} />
        </div>
      )}
      {editing && (
        <RateEditor
          line={line}
          onClose={() => setEditing(false)}
          onProposed={(message) => {
            setEditing(false);
            onNotice(message);
          }}
        />
      )}
      <div className="space-y-3">
        {line.versions.map((version) => (
          <VersionTable key={version.id ?? 'inicial'} version={version} />
        ))}
      </div>
    </section>
  );
}

function VersionTable({ version }: { version: RateVersion }) {
  const since = version.vigenteDesde
    ? `Desde el ${formatDateTime(version.vigenteDesde)}`
    : 'Tabla inicial de la línea';
  return (
    <details open={version.estado !== 'anterior'} className="group rounded-xl ring-1 ring-slate-200">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateClasses[version.estado]}`}
        >
          {stateLabels[version.estado]}
        </span>
        <span className="font-medium text-slate-900">{since}</span>
        <span className="text-slate-600">
          Montos de {formatMoney(version.minAmount)} a {formatMoney(version.maxAmount)}, de a{' '}
          {formatMoney(version.step)}
        </span>
      </summary>
      <table className="w-full border-collapse border-t border-slate-200 text-sm">
        <caption className="sr-only">{`${stateLabels[version.estado]}: ${since}`}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 text-left">
              Cuotas
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              TNA
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              TEA
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              CFT
            </th>
          </tr>
        </thead>
        <tbody>
          {version.rows.map((row) => (
            <tr key={row.cuotas} className="border-t border-slate-100">
              <td className="px-4 py-1.5 text-slate-900 tabular-nums">{row.cuotas}</td>
              <td className="px-4 py-1.5 text-right tabular-nums">{percent(row.tna)}</td>
              <td className="px-4 py-1.5 text-right tabular-nums">{percent(row.tea)}</td>
              <td className="px-4 py-1.5 text-right font-medium tabular-nums">{percent(row.cft)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
