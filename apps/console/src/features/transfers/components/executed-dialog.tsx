import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { batchExecutedSchema, type TransferBatch } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { TextField } from '@portal/ui/text-field';
import { Dialog } from '../../../components/dialog';
import { ConfirmActions } from '../../../components/confirm-actions';
import { useMarkExecuted } from '../api/transfers';

type ExecutedForm = z.input<typeof batchExecutedSchema>;

/** 'Marcar ejecutado': the bank's reference of the executed batch; the loans then start repaying. */
export function ExecutedDialog({
  batch,
  onClose,
  onDone,
}: {
  batch: TransferBatch;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const executed = useMarkExecuted();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExecutedForm, unknown, z.output<typeof batchExecutedSchema>>({
    resolver: zodResolver(batchExecutedSchema),
    defaultValues: { referencia: '' },
  });
  const submit = handleSubmit(({ referencia }) =>
    executed.mutateAsync({ id: batch.id, referencia }).then(
      (answer) => onDone(`${answer.Mensaje} (lote N° ${batch.id}).`),
      () => undefined,
    ),
  );
  return (
    <Dialog open title={`Marcar ejecutado el lote N° ${batch.id}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Cuando el banco ejecutó el archivo: los {batch.cantidad} préstamos del lote (
          {formatMoney(batch.total)}) pasan a Descontando con la fecha de hoy y se avisa a cada socio.
        </p>
        <TextField
          label="Referencia del banco"
          hint="El número de operación o de lote que informa el banco."
          maxLength={64}
          error={errors.referencia?.message}
          {...register('referencia')}
        />
        <ConfirmActions
          error={executed.error}
          pending={executed.isPending}
          busy="Registrando..."
          confirm="Marcar ejecutado"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
