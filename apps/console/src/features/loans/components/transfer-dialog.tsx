import { useEffect } from 'react';
import { argentineDay } from '@portal/contract/argentine-day';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LoanDetail } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { TextField } from '@portal/ui/text-field';
import { Dialog } from '../../../components/dialog';
import { useProposeTransfer, type TransferInput } from '../api/propose-transfer';
import { amountText, transferFormSchema, type TransferForm } from './transfer-form-schema';
import { ConfirmActions } from '../../../components/confirm-actions';
import { useBusinessDate } from '../../../lib/business-date';
import { PayeeAccountBox } from '../../../components/payee-account';

const cents = (pesos: number) => Math.round(pesos * 100);

/**
 * 'Registrar transferencia': the date, the amount (the net to transfer, shown as the amount due and
 * prefilled) and the bank reference. It becomes a proposal that a second tesorería approves.
 */
export function TransferDialog({
  loan,
  netAmount,
  open,
  onClose,
  onProposed,
}: {
  loan: LoanDetail;
  netAmount: number;
  open: boolean;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const propose = useProposeTransfer(loan.id);
  // The business date; until it arrives, the day in Buenos Aires (the server checks the date anyway).
  const today = useBusinessDate().data?.fecha ?? argentineDay(new Date());
  const {
    register,
    handleSubmit,
    reset,
    getFieldState,
    setValue,
    formState: { errors },
  } = useForm<TransferForm, unknown, TransferInput>({
    resolver: zodResolver(transferFormSchema(today)),
    defaultValues: { date: today, amount: amountText(netAmount), reference: '' },
  });
  useEffect(() => {
    if (!getFieldState('date').isDirty) setValue('date', today);
  }, [today, getFieldState, setValue]);
  const kept = cents(loan.montoPrestado) - cents(netAmount);
  const close = () => {
    propose.reset();
    reset({ date: today, amount: amountText(netAmount), reference: '' });
    onClose();
  };
  const submit = handleSubmit((transfer) =>
    propose.mutateAsync(transfer).then(
      (answer) => {
        close();
        onProposed(answer.Mensaje);
      },
      () => undefined,
    ),
  );

  return (
    <Dialog open={open} title="Registrar transferencia" onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-200">
          <p className="text-sm text-brand-900">Importe a transferir al socio</p>
          <p className="text-2xl font-bold text-brand-900 tabular-nums">{formatMoney(netAmount)}</p>
          {kept > 0 && (
            <p className="mt-1 text-xs text-brand-900">
              Monto prestado {formatMoney(loan.montoPrestado)} menos {formatMoney(kept / 100)} que se retienen
              para cancelar los préstamos que precancela.
            </p>
          )}
        </div>
        <PayeeAccountBox account={loan.cuentaDestino} />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Fecha de la transferencia"
            type="date"
            max={today}
            error={errors.date?.message}
            {...register('date')}
          />
          <TextField
            label="Importe transferido"
            inputMode="decimal"
            error={errors.amount?.message}
            {...register('amount')}
          />
        </div>
        <TextField
          label="Referencia bancaria"
          hint="El número de operación o comprobante del banco."
          maxLength={64}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <p className="text-sm text-slate-600">
          Queda como propuesta: el préstamo se acredita cuando otra persona de Tesorería la aprueba.
        </p>
        <ConfirmActions
          error={propose.error}
          pending={propose.isPending}
          busy="Registrando..."
          confirm="Proponer la transferencia"
          onBack={close}
        />
      </form>
    </Dialog>
  );
}
