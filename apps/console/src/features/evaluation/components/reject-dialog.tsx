import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rejectReasons } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextAreaField } from '../../../components/choice-fields';
import { useRejectLoan } from '../api/reject-loan';
import { rejectFormSchema, type RejectFormInput, type RejectFormValues } from './decision-forms';
import { ConfirmActions } from '../../../components/confirm-actions';
import { isConflict } from './decision-failure';
import { decide, type DecisionDialogProps } from './decision-dialog';

const reasonOptions = rejectReasons.map((reason) => ({ value: reason, label: reason }));

/** 'Rechazar': a reason from the list and a note for the member, both required, then confirm. */
export function RejectDialog({ loan, onClose, onDone, onConflict }: DecisionDialogProps) {
  const reject = useRejectLoan(loan.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectFormInput, unknown, RejectFormValues>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason: '', note: '' },
  });

  const submit = decide(reject, { onDone, onConflict });

  return (
    <Dialog open title={`Rechazar la solicitud N° ${loan.id}`} onClose={onClose}>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Se rechazará el pedido de <strong>{loan.socio.nombre}</strong> por{' '}
          <strong>{formatMoney(loan.montoPrestado)}</strong>. El socio recibe el motivo y la nota en la
          aplicación y por correo.
        </p>
        <SelectField
          label="Motivo"
          placeholder="Elija un motivo"
          options={reasonOptions}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <TextAreaField
          label="Nota para el socio"
          hint="Qué falta o qué puede hacer; la lee el socio tal como se escribe."
          error={errors.note?.message}
          {...register('note')}
        />
        <ConfirmActions
          error={isConflict(reject.error) ? null : reject.error}
          pending={reject.isPending}
          busy="Rechazando..."
          confirm="Confirmar rechazo"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
