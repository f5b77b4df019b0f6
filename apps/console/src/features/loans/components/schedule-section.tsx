import { useId } from 'react';
import { installmentStateLabels, type LoanSchedule } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { LoadError } from '../../../components/retry';
import { TableHead, type HeaderCell } from '../../../components/table-head';
import { useLoanSchedule } from '../api/loan-schedule';

type Installment = LoanSchedule['items'][number];
type State = Installment['estado'];

const badgeTones: Record<State, string> = {
  pendiente: 'bg-slate-100 text-slate-700',
  pagada: 'bg-emerald-100 text-emerald-900',
  parcial: 'bg-amber-100 text-amber-950 ring-1 ring-inset ring-amber-300',
  impaga: 'bg-red-100 text-red-900 ring-1 ring-inset ring-red-300',
};
/** The rows a person must see at a glance: what the organismo did not deduct, or deducted in part. */
const rowTones: Partial<Record<State, string>> = {
  parcial: 'bg-amber-50',
  impaga: 'bg-red-50',
};

// Tighter below 1280 px, so that the ten columns fit a 1024 px laptop without scrolling sideways.
const cell = 'px-1.5 py-2 first:pl-4 last:pr-4 xl:px-2';
const columns: HeaderCell[] = [
  { label: 'N°', align: 'right' },
  { label: 'Período' },
  { label: 'Vencimiento' },
  { label: 'Capital', align: 'right' },
  { label: 'Interés', align: 'right' },
  { label: 'IVA', align: 'right' },
  { label: 'Importe', align: 'right' },
  { label: 'Aplicado', align: 'right' },
  { label: 'Estado' },
  { label: 'Fecha de pago' },
];
const figures = ['capital', 'interes', 'iva', 'importe', 'aplicado'] as const;

/** '202612' -> '12/2026'. */
const period = (p: string) => `${p.slice(4)}/${p.slice(0, 4)}`;
const date = (d: string) => toServerDate(d) || d;

/** Sums in cents, so that 24 installments add up to the cent. */
function totals(items: Installment[]) {
  const cents = Object.fromEntries(figures.map((f) => [f, 0])) as Record<(typeof figures)[number], number>;
  for (const item of items) for (const f of figures) cents[f] += Math.round(item[f] * 100);
  return cents;
}

/** 'Cuotas': each installment of the loan, what was applied to it and its state, with the totals. */
export function ScheduleSection({ loanId }: { loanId: number }) {
  const titleId = useId();
  const schedule = useLoanSchedule(loanId);
  const items = schedule.data ?? [];

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white py-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="px-5 text-base font-semibold text-slate-900">
        Cuotas
      </h2>
      <div className="px-5">
        {schedule.isPending && <p className="mt-3 text-sm text-slate-500">Cargando las cuotas...</p>}
        {schedule.isError && (
          <LoadError query={schedule} className="mt-3">
            No se pudieron cargar las cuotas: {messageOf(schedule.error)}
          </LoadError>
        )}
        {schedule.data && items.length === 0 && (
          <p className="mt-3 text-sm text-slate-600">
            El préstamo todavía no tiene cuotas: se escriben cuando se aprueba su transferencia.
          </p>
        )}
      </div>
      {items.length > 0 && <ScheduleTable items={items} />}
    </section>
  );
}

function ScheduleTable({ items }: { items: Installment[] }) {
  const sum = totals(items);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-[0.8125rem] xl:text-sm">
        <caption className="sr-only">Cuotas del préstamo</caption>
        <TableHead
          className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
          cell={cell}
          columns={columns}
        />
        <tbody className="divide-y divide-slate-100">
          {items.map((i) => (
            <tr key={i.numero} className={rowTones[i.estado] ?? ''}>
              <td className={`${cell} text-right tabular-nums`}>{i.numero}</td>
              <td className={`${cell} tabular-nums`}>{period(i.periodo)}</td>
              <td className={`${cell} tabular-nums`}>{date(i.vencimiento)}</td>
              {figures.map((f) => (
                <td key={f} className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatMoney(i[f])}
                </td>
              ))}
              <td className={cell}>
                <span
                  // May wrap below 1280 px ('Pagada en parte'), so the table still fits 1024 px.
                  className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold xl:whitespace-nowrap ${badgeTones[i.estado]}`}
                >
                  {installmentStateLabels[i.estado]}
                </span>
              </td>
              <td className={`${cell} tabular-nums`}>
                {i.fechaPago ? (
                  date(i.fechaPago)
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Sin pago</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
          <tr>
            <th scope="row" colSpan={3} className={`${cell} text-left`}>
              Total ({items.length} cuotas)
            </th>
            {figures.map((f) => (
              <td key={f} className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(sum[f] / 100)}
              </td>
            ))}
            <td colSpan={2} className={cell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
