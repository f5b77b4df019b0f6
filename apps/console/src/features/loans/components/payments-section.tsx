import { useId, useState } from 'react';
import { paymentReversalSchema, permissionsOf, type LoanPaymentView } from '@portal/contract';
import { formatDateTime, formatMoney, toServerDate } from '@portal/ui/format';
import { messageOf } from '@portal/ui/api-error';
import { Button } from '@portal/ui/button';
import { useMe } from '../../../lib/session/me';
import { ProposalDecision } from '../../../components/proposal-decision';
import { TableHead, type HeaderCell } from '../../../components/table-head';
import { LoadError } from '../../../components/retry';
import { useLoanPayments, useProposePaymentReversal } from '../api/loan-payments';
import { ReversalReasonDialog } from './reversal-reason-dialog';

const paymentColumns: HeaderCell[] = [
  { label: 'Recibo' },
  { label: 'Fecha' },
  { label: 'Importe', align: 'right' },
  { label: 'Canal' },
  { label: 'Referencia' },
  { label: 'Estado' },
  { label: 'Reversión', srOnly: true, className: 'py-2' },
];
const date = (d: string) => toServerDate(d) || d;
const channel = (p: LoanPaymentView) => (p.canal === 'transferencia' ? 'Transferencia' : 'Efectivo');
const state = (p: LoanPaymentView) =>
  p.reversedAt ? 'Revertido' : p.cancelacion ? 'Aplicado (canceló el préstamo)' : 'Aplicado';

/**
 * 'Pagos': the payments outside payroll applied to the loan, with 'Revertir' (a reason, then a proposal a
 * second tesorería approves) for whoever may propose payments. A pending reversal is decided right here.
 */
export function PaymentsSection({ loanId, onDone }: { loanId: number; onDone: (message: string) => void }) {
  const titleId = useId();
  const payments = useLoanPayments(loanId);
  const { data: me } = useMe();
  const [reversing, setReversing] = useState<LoanPaymentView | null>(null);
  const mayReverse = me ? permissionsOf(me.roles).has('payments.propose') : false;
  const items = payments.data ?? [];

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        Pagos
      </h2>
      {payments.isPending && <p className="mt-3 text-sm text-slate-500">Cargando los pagos...</p>}
      {payments.isError && (
        <LoadError query={payments} className="mt-3">
          No se pudieron cargar los pagos: {messageOf(payments.error)}
        </LoadError>
      )}
      {payments.data && items.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">Todavía no se registró ningún pago fuera de haberes.</p>
      )}
      {items.length > 0 && (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Pagos del préstamo</caption>
          <TableHead
            className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
            cell="py-2 pr-3"
            columns={paymentColumns}
          />
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p.recibo} className={p.reversedAt ? 'text-slate-400 line-through' : 'text-slate-800'}>
                <td className="py-2 pr-3 tabular-nums">N° {p.recibo}</td>
                <td className="py-2 pr-3 tabular-nums">{date(p.fecha)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(p.importe)}</td>
                <td className="py-2 pr-3">{channel(p)}</td>
                <td className="py-2 pr-3">{p.referencia || '—'}</td>
                <td className="py-2 pr-3">{state(p)}</td>
                <td className="py-2 text-right no-underline">
                  <PaymentStatus
                    payment={p}
                    mayReverse={mayReverse}
                    onReverse={setReversing}
                    onDone={onDone}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reversing && (
        <PaymentReversalDialog
          key={reversing.recibo}
          loanId={loanId}
          payment={reversing}
          onClose={() => setReversing(null)}
          onProposed={(message) => {
            setReversing(null);
            onDone(message);
          }}
        />
      )}
    </section>
  );
}

function PaymentStatus({
  payment,
  mayReverse,
  onReverse,
  onDone,
}: {
  payment: LoanPaymentView;
  mayReverse: boolean;
  onReverse: (payment: LoanPaymentView) => void;
  onDone: (message: string) => void;
}) {
  if (payment.reversedAt)
    return (
      <span className="inline-block text-xs text-slate-500 no-underline">
        Revertido el {formatDateTime(payment.reversedAt)}
      </span>
    );
  if (payment.reversaPendiente)
    return (
      <div className="flex flex-col items-end gap-2">
        <span className="text-xs font-medium text-amber-800">
          Reversión propuesta por {payment.reversaPendiente.proposedBy}
        </span>
        <ProposalDecision proposal={payment.reversaPendiente} onDecided={onDone} />
      </div>
    );
  if (!mayReverse) return null;
  return (
    <Button
      variant="secondary"
      className="min-h-0 w-auto px-3 py-1.5 text-sm"
      aria-label={`Revertir el pago N° ${payment.recibo}`}
      onClick={() => onReverse(payment)}
    >
      Revertir
    </Button>
  );
}

function PaymentReversalDialog({
  loanId,
  payment,
  onClose,
  onProposed,
}: {
  loanId: number;
  payment: LoanPaymentView;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const propose = useProposePaymentReversal(loanId);
  return (
    <ReversalReasonDialog
      title="Revertir el pago"
      schema={paymentReversalSchema}
      open
      proposal={{
        ...propose,
        send: (reason) =>
          propose.mutateAsync({ paymentId: payment.recibo, reason }).then((answer) => answer.Mensaje),
      }}
      onClose={onClose}
      onProposed={onProposed}
    >
      Pago N° {payment.recibo} del {date(payment.fecha)}:{' '}
      <span className="font-medium">{formatMoney(payment.importe)}</span>
      {payment.cancelacion ? ', que canceló el préstamo' : ''}. Al aprobarse, se registra el movimiento
      opuesto, las cuotas y el Saldo vuelven a lo que eran sin él
      {payment.cancelacion ? ' y el préstamo vuelve a Descontando' : ''}. Se avisa al socio.
    </ReversalReasonDialog>
  );
}
