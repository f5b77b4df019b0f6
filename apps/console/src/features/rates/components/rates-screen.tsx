import { useState } from 'react';
import type { CftCap } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatDateTime } from '@portal/ui/format';
import { ProposalDecision } from '../../../components/proposal-decision';
import { ProposalFacts } from '../../../components/proposal-facts';
import { useRates } from '../api/rates';
import { percent } from './figures';
import { LineCard } from './line-card';
import { RateEditor } from './rate-editor';
import { ProvisionsSection } from './provisions-section';
import { LoadError } from '../../../components/retry';

const capList = (topes: CftCap[]) => topes.map((t) => `${t.organismo} ${percent(t.cftMaximo)}`).join(', ');

/**
 * 'Tasas' (parameters.manage): the loan lines, their rate tables and versions, and the provision rates;
 * every change under four eyes.
 */
export function RatesScreen() {
  const rates = useRates();
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const data = rates.data;
  const onNotice = (message: string) => {
    setNotice(message);
    void rates.refetch();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Tasas</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Las líneas de préstamo y sus tablas de tasas. Una línea nueva, una versión nueva o un cambio de
            nombre lo propone una persona de Parámetros y rige cuando otra lo aprueba; los préstamos y
            solicitudes ya hechos conservan su versión y su nombre. Al final, las tasas de previsión por
            situación de atraso.
          </p>
        </div>
        {!creating && (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            Nueva línea
          </Button>
        )}
      </div>
      {data && data.topes.length > 0 && (
        <Alert tone="info">
          Topes de CFT: {capList(data.topes)}. A cada socio se le ofrecen solo los planes dentro del tope de
          su organismo.
          {data.algunoSinTope
            ? ' Hay organismos sin tope: ninguna fila se rechaza por su CFT.'
            : ' Se rechaza la fila que supere el tope de todos los organismos.'}
        </Alert>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {rates.isError && (
        <LoadError query={rates}>No se pudieron cargar las tasas: {messageOf(rates.error)}</LoadError>
      )}
      {rates.isPending && <p className="text-sm text-slate-600">Cargando las líneas...</p>}
      {creating && (
        <RateEditor
          mode={{ kind: 'line' }}
          onClose={() => setCreating(false)}
          onProposed={(message) => {
            setCreating(false);
            onNotice(message);
          }}
        />
      )}
      {data?.nuevas.map((p) => (
        <section
          key={p.id}
          aria-label={`Línea nueva pendiente: ${p.payload.nombre}`}
          className="space-y-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
        >
          <p className="text-sm font-semibold text-amber-900">
            Línea nueva pendiente de aprobación, propuesta por {p.proposedBy} el{' '}
            {formatDateTime(p.proposedAt)}
          </p>
          <ProposalFacts proposal={p} />
          <ProposalDecision proposal={p} onDecided={onNotice} />
        </section>
      ))}
      {data?.items.length === 0 && <p className="text-sm text-slate-600">No hay líneas de préstamo.</p>}
      {data?.items.map((line) => (
        <LineCard key={line.id} line={line} topes={data.topes} onNotice={onNotice} />
      ))}
      <ProvisionsSection />
    </div>
  );
}
