import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { transferReversalSchema, type LoanDetail } from '@portal/contract';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextAreaField } from '../../../components/choice-fields';
import { Dialog } from '../../../components/dialog';
import { useProposeReversal } from '../api/propose-reversal';

type ReversalForm = z.input<typeof transferReversalSchema>;

/** 'Revertir transferencia': a reason, then a proposal that someone else with the permission approves. */
export function ReversalDialog({
  loan,
  transfer,
  open,
  onClose,
  onProposed,
}: {
  loan: LoanDetail;
  transfer: NonNullable<LoanDetail['transferencia']>;
  open: boolean;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const propose = useProposeReversal(loan.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReversalForm, unknown, z.output<typeof transferReversalSchema>>({
    resolver: zodResolver(transferReversalSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    propose.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(({ reason }) =>
    propose.mutateAsync(reason).then(
      (answer) => {
        close();
        onProposed(answer.Mensaje);
      },
      () => undefined,
    ),
  );

  return (
    <Dialog open={open} title="Revertir transferencia" onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Transferencia del {toServerDate(transfer.fecha) || transfer.fecha} por{' '}
          <span className="font-medium">{formatMoney(transfer.importe)}</span>, referencia{' '}
          <span className="font-medium">{transfer.referencia}</span>. Al aprobarse la reversión, el préstamo
          vuelve a Esperando transferencia con Saldo cero y los préstamos que había cancelado vuelven a
          Descontando. Nada se borra: se registran los movimientos opuestos.
        </p>
        <TextAreaField
          label="Motivo de la reversión"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="text-sm text-slate-600">Queda como propuesta hasta que otra persona la apruebe.</p>
        {propose.isError && <Alert tone="error">{messageOf(propose.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Volver
          </Button>
          <Button type="submit" disabled={propose.isPending}>
            {propose.isPending ? 'Registrando...' : 'Proponer la reversión'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
