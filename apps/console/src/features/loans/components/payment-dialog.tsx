import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isCalendarDay, type LoanDetail, type PaymentPayoff } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { messageOf } from '@portal/ui/api-error';
import { Button } from '@portal/ui/button';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { TextField } from '@portal/ui/text-field';
import { ConfirmActions } from '../../../components/confirm-actions';
import { Dialog } from '../../../components/dialog';
import { usePaymentPayoff } from '../api/payment-payoff';
import { useProposePayment, type PaymentInput } from '../api/propose-payment';
import { paymentFormSchema, type PaymentForm } from './payment-form-schema';
import { amountText } from './transfer-form-schema';

const radio = 'h-4 w-4 border-slate-300 text-brand-800 focus:ring-brand-700';

/**
 * 'Registrar pago': money the member paid outside payroll (a bank transfer or cash). The date starts at the
 * business date; the payoff of the chosen date is shown, and one button types it as the amount. It becomes
 * a proposal that another tesorería approves.
 */
export function PaymentDialog({
  loan,
  open,
  onClose,
  onProposed,
}: {
  loan: LoanDetail;
  open: boolean;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  // The payoff of the business date also says which days a payment may carry.
  const today = usePaymentPayoff(loan.id, null, open);
  return (
    <Dialog open={open} title="Registrar pago" onClose={onClose}>
      {today.data ? (
        <PaymentFields loanId={loan.id} today={today.data} onClose={onClose} onProposed={onProposed} />
      ) : today.isError ? (
        <div className="space-y-4">
          <Alert tone="error">{messageOf(today.error)}</Alert>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Volver
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Calculando el total para cancelar...</p>
      )}
    </Dialog>
  );
}

function PaymentFields({
  loanId,
  today,
  onClose,
  onProposed,
}: {
  loanId: number;
  today: PaymentPayoff;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const propose = useProposePayment(loanId);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<PaymentForm, unknown, PaymentInput>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { fecha: today.hasta, importe: '', canal: 'transferencia', referencia: '' },
  });
  const fecha = watch('fecha');
  const canal = watch('canal');
  const inRange = isCalendarDay(fecha) && fecha >= today.desde && fecha <= today.hasta;
  const isToday = fecha === today.hasta;
  const quote = usePaymentPayoff(loanId, isToday ? null : fecha, inRange && !isToday);
  const submit = handleSubmit((payment) =>
    propose.mutateAsync(payment).then(
      (answer) => {
        onClose();
        onProposed(answer.Mensaje);
      },
      () => undefined,
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Fecha del pago"
          type="date"
          min={today.desde}
          max={today.hasta}
          error={errors.fecha?.message}
          {...register('fecha')}
        />
        <TextField
          label="Importe pagado"
          inputMode="decimal"
          error={errors.importe?.message}
          {...register('importe')}
        />
      </div>
      <PayoffHint
        fecha={fecha}
        today={today}
        payoff={!inRange ? null : isToday ? today : (quote.data ?? null)}
        error={inRange && !isToday && quote.isError ? messageOf(quote.error) : null}
        onUse={(importe) => setValue('importe', amountText(importe), { shouldValidate: true })}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 block text-sm font-medium text-slate-700">Canal</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="transferencia" className={radio} {...register('canal')} />
            Transferencia
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="efectivo" className={radio} {...register('canal')} />
            Efectivo
          </label>
        </div>
      </fieldset>
      <TextField
        label={canal === 'efectivo' ? 'Referencia (opcional)' : 'Referencia bancaria'}
        hint={
          canal === 'efectivo'
            ? 'El número del recibo de caja, si lo hay.'
            : 'El número de operación o comprobante del banco.'
        }
        maxLength={60}
        error={errors.referencia?.message}
        {...register('referencia')}
      />
      <p className="text-sm text-slate-600">
        Queda como propuesta: se imputa a las cuotas cuando otra persona de Tesorería la aprueba, y el socio
        recibe el recibo por correo.
      </p>
      <ConfirmActions
        error={propose.error}
        pending={propose.isPending}
        busy="Registrando..."
        confirm="Proponer el pago"
        onBack={onClose}
      />
    </form>
  );
}

/** What pays the loan off on the chosen date, and the button that types it as the amount. */
function PayoffHint({
  fecha,
  today,
  payoff,
  error,
  onUse,
}: {
  fecha: string;
  today: PaymentPayoff;
  payoff: PaymentPayoff | null;
  error: string | null;
  onUse: (importe: number) => void;
}) {
  const box = 'rounded-lg bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200';
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!isCalendarDay(fecha) || fecha < today.desde || fecha > today.hasta)
    return (
      <p className={box}>
        La fecha del pago va del {toServerDate(today.desde)} (acreditación) al {toServerDate(today.hasta)}{' '}
        (fecha de negocio).
      </p>
    );
  if (!payoff) return <p className={box}>Calculando el total para cancelar...</p>;
  return (
    <div className={`${box} flex items-center justify-between gap-4`}>
      <div>
        <p>Total para cancelar al {toServerDate(payoff.fecha)}</p>
        <p className="text-2xl font-bold tabular-nums">{formatMoney(payoff.importe)}</p>
        <p className="mt-1 text-xs">
          Adeudado {formatMoney(payoff.adeudado)}, capital por vencer {formatMoney(payoff.capital)}, interés{' '}
          {formatMoney(payoff.interes)} e IVA {formatMoney(payoff.iva)}.
        </p>
      </div>
      <Button variant="secondary" onClick={() => onUse(payoff.importe)}>
        Usar el total para cancelar
      </Button>
    </div>
  );
}
