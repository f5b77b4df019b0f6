import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cancelLoanByEntitySchema } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/choice-fields';
import { useCancelLoan, type CancelLoan } from '../api/cancel-loan';
import { ConfirmActions } from '../../../components/confirm-actions';
import { isConflict } from './decision-failure';
import { decide, type DecisionDialogProps } from './decision-dialog';

/** 'Anular': the entity cancels the loan before any money moves, with a reason, then confirm. */
export function CancelDialog({ loan, onClose, onDone, onConflict }: DecisionDialogProps) {
  const cancel = useCancelLoan(loan.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelLoan>({
    resolver: zodResolver(cancelLoanByEntitySchema),
    defaultValues: { reason: '' },
  });

  const submit = decide(cancel, { onDone, onConflict });

  return (
    <Dialog open title={`Anular el préstamo N° ${loan.id}`} onClose={onClose}>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          La mutual anulará el préstamo de <strong>{loan.socio.nombre}</strong> por{' '}
          <strong>{formatMoney(loan.montoPrestado)}</strong> ({loan.estado}). No habrá transferencia ni
          descuentos, y no se puede deshacer. El socio recibe el motivo en la aplicación y por correo.
        </p>
        <TextAreaField
          label="Motivo de la anulación"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <ConfirmActions
          error={isConflict(cancel.error) ? null : cancel.error}
          pending={cancel.isPending}
          busy="Anulando..."
          confirm="Confirmar anulación"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
