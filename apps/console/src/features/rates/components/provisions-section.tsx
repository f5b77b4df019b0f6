import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { situationLimits, type SituacionNumero } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { formatDateTime } from '@portal/ui/format';
import { ProposalDecision } from '../../../components/proposal-decision';
import { ProposalFacts } from '../../../components/proposal-facts';
import { LoadError } from '../../../components/retry';
import { provisionRatesQueryOptions, useProvisionRates } from '../api/provision-rates';
import { percent } from './figures';
import { ProvisionsForm } from './provisions-form';

/**
 * 'Previsiones': the rate of the balance the association provisions for a loan in each situation of
 * arrears. A change moves every loan's provision, so one parametros proposes it and another approves it
 * here or in the inbox; while one waits no other can be proposed.
 */
export function ProvisionsSection() {
  const client = useQueryClient();
  const rates = useProvisionRates();
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    void client.invalidateQueries({ queryKey: provisionRatesQueryOptions().queryKey });
  };
  const data = rates.data;

  return (
    <section
      aria-labelledby="previsiones-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="previsiones-title" className="text-lg font-semibold text-slate-900">
          Previsiones
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Lo que se previsiona por cada préstamo en cobro: la tasa de su situación por su saldo. Los valores
          iniciales son los del INAES para préstamos sin garantía preferida. Los cierres de mes ya hechos
          conservan la previsión con la que se cerraron.
        </p>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {rates.isError && (
        <LoadError query={rates}>
          No se pudieron cargar las tasas de previsión: {messageOf(rates.error)}
        </LoadError>
      )}
      {rates.isPending && <p className="text-sm text-slate-600">Cargando las tasas de previsión...</p>}
      {data && (
        <>
          <table className="w-full max-w-xl text-sm" aria-label="Tasas de previsión vigentes">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Situación
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Atraso
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Tasa vigente
                </th>
              </tr>
            </thead>
            <tbody>
              {data.tasas.map((t) => (
                <tr key={t.situacion} className="border-b border-slate-100 last:border-0">
                  <td className="py-2 pr-4 text-slate-900">{t.situacion}</td>
                  <td className="py-2 pr-4 text-slate-700">
                    {situationLimits[t.situacion as SituacionNumero]}
                  </td>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums text-slate-900">
                    {percent(t.tasa)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-slate-500">
            {data.updatedBy
              ? `Vigentes desde el ${formatDateTime(data.updatedAt)}, aprobadas por ${data.updatedBy}.`
              : 'Valores iniciales del INAES: todavía nadie los cambió.'}
          </p>
          {data.propuesta ? (
            <div
              role="group"
              aria-label="Cambio propuesto"
              className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
            >
              <p className="text-sm text-amber-950">
                Propuesto por {data.propuesta.proposedBy} el {formatDateTime(data.propuesta.proposedAt)},
                espera la aprobación de otra persona de Parámetros.
              </p>
              <ProposalFacts proposal={data.propuesta} />
              <ProposalDecision proposal={data.propuesta} onDecided={done} />
            </div>
          ) : (
            <div>
              <h3 className="mb-3 text-base font-semibold text-slate-900">Proponer otras tasas</h3>
              <ProvisionsForm current={data.tasas} onProposed={done} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
