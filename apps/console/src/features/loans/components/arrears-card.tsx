import { useId } from 'react';
import { situationLabel, type LoanDetail } from '@portal/contract';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { AlertIcon } from '@portal/ui/icons/alert';
import { CheckCircleIcon } from '@portal/ui/icons/check-circle';
import { TableHead, type HeaderCell } from '../../../components/table-head';
import { Fact, percent } from './loan-facts';

const days = (n: number) => `${n.toLocaleString('es-AR')} ${n === 1 ? 'día' : 'días'}`;

const historyColumns: HeaderCell[] = [
  { label: 'Fecha' },
  { label: 'De', align: 'right' },
  { label: 'A', align: 'right' },
  { label: 'Días', align: 'right' },
];

/**
 * 'Atraso y previsión' of a loan in repayment: days past due, what is owed, the regulator's situation, the
 * provision on the balance and every change of situation. A loan in arrears says so in words and with an
 * icon, amber while in situation 1 or 2 and red from 3 on; one up to date says 'Al día'.
 */
export function ArrearsCard({ loan }: { loan: LoanDetail }) {
  const titleId = useId();
  const late = loan.diasAtraso > 0 || loan.montoAdeudado > 0;
  const severe = loan.situacion >= 3;
  const tone = !late
    ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
    : severe
      ? 'bg-red-50 text-red-900 ring-red-300'
      : 'bg-amber-50 text-amber-950 ring-amber-300';
  const Icon = late ? AlertIcon : CheckCircleIcon;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        Atraso y previsión
      </h2>
      <p className={`mt-3 flex items-start gap-2 rounded-lg p-3 text-sm ring-1 ring-inset ${tone}`}>
        <Icon className="mt-0.5 h-4 w-4 shrink-0" />
        {late ? (
          <span>
            <strong>En mora:</strong> {days(loan.diasAtraso)} de atraso y {formatMoney(loan.montoAdeudado)}{' '}
            vencidos sin pagar.
          </span>
        ) : (
          <span>
            <strong>Al día:</strong> no tiene cuotas vencidas sin pagar.
          </span>
        )}
      </p>
      <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <Fact label="Días de atraso">
          <span className={late ? 'font-semibold tabular-nums' : 'tabular-nums'}>{loan.diasAtraso}</span>
        </Fact>
        <Fact label="Monto adeudado">
          <span className={late ? 'font-semibold tabular-nums' : 'tabular-nums'}>
            {formatMoney(loan.montoAdeudado)}
          </span>
        </Fact>
        <Fact label="Situación">{situationLabel(loan.situacion)}</Fact>
        <Fact label="Previsión">
          {formatMoney(loan.provision)} ({percent(loan.tasaProvision)} del saldo)
        </Fact>
      </dl>
      <SituationHistory history={loan.historialSituacion} />
    </section>
  );
}

function SituationHistory({ history }: { history: LoanDetail['historialSituacion'] }) {
  const cell = 'py-1.5 pr-8 last:pr-0';
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Historial de situación</h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">La situación no cambió desde el otorgamiento.</p>
      ) : (
        <table className="mt-1 text-sm">
          <caption className="sr-only">Cambios de situación del préstamo, el más reciente primero</caption>
          <TableHead
            className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
            cell={cell}
            columns={historyColumns}
          />
          <tbody className="divide-y divide-slate-100">
            {history.map((h, index) => (
              <tr key={`${h.fecha}-${index}`}>
                <td className={`${cell} tabular-nums`}>{toServerDate(h.fecha) || h.fecha}</td>
                <td className={`${cell} text-right tabular-nums`}>{h.desde}</td>
                <td className={`${cell} text-right tabular-nums`}>{h.hasta}</td>
                <td className={`${cell} text-right tabular-nums`}>{h.dias}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
