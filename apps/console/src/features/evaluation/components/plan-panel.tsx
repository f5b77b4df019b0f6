import type { LoanDetail, LoanPlans } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { messageOf } from '@portal/ui/api-error';
import { useLoanPlans } from '../api/loan-plans';
import { formatPercent } from './figures';
import { Panel } from './panel';

type Plan = NonNullable<LoanPlans['solicitado']>;

const rows: {
  label: string;
  value: (p: Pick<Plan, 'montoPrestado' | 'cantidadCuotas' | 'montoCuota' | 'tna' | 'cft'>) => string;
}[] = [
  { label: 'Monto', value: (p) => formatMoney(p.montoPrestado) },
  { label: 'Cuotas', value: (p) => String(p.cantidadCuotas) },
  { label: 'Valor de cuota', value: (p) => formatMoney(p.montoCuota) },
  { label: 'TNA', value: (p) => formatPercent(p.tna) },
  { label: 'CFT', value: (p) => formatPercent(p.cft) },
];

/** The plan as the member asked for it, beside the same plan priced with today's rates and capacity. */
export function PlanPanel({ loan }: { loan: LoanDetail }) {
  const plans = useLoanPlans(loan.id);
  const today = plans.data?.solicitado ?? null;
  const todayNote = plans.isPending
    ? 'Calculando...'
    : plans.isError
      ? `No se pudo calcular: ${messageOf(plans.error)}`
      : today
        ? null
        : `Ya no se ofrece: ${plans.data?.motivo ?? 'la línea no tiene ese plan hoy'}`;

  return (
    <Panel title={`Plan pedido: ${loan.producto}`}>
      <table className="w-full text-sm">
        <caption className="sr-only">El plan al solicitar y hoy</caption>
        <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-1.5 text-left font-semibold">
              <span className="sr-only">Dato</span>
            </th>
            <th scope="col" className="py-1.5 text-right">
              Al solicitar
            </th>
            <th scope="col" className="py-1.5 text-right">
              Hoy
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={row.label}>
              <th scope="row" className="py-1.5 text-left font-medium text-slate-600">
                {row.label}
              </th>
              <td className="py-1.5 text-right tabular-nums text-slate-900">{row.value(loan)}</td>
              {today ? (
                <td
                  className={`py-1.5 text-right tabular-nums ${row.value(today) === row.value(loan) ? 'text-slate-900' : 'font-semibold text-amber-800'}`}
                >
                  {row.value(today)}
                </td>
              ) : (
                index === 0 && (
                  <td rowSpan={rows.length} className="w-1/2 py-1.5 pl-4 text-right align-top text-slate-600">
                    <span role={plans.isError ? 'alert' : undefined}>{todayNote}</span>
                  </td>
                )
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {today && rows.some((row) => row.value(today) !== row.value(loan)) && (
        <p className="mt-2 text-xs text-amber-800">Lo resaltado cambió desde que el socio lo pidió.</p>
      )}
    </Panel>
  );
}
