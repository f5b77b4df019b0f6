import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cancelLoanByEntitySchema, type LoanDetail } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/choice-fields';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { messageOf } from '@portal/ui/api-error';
import { useCancelLoan, type CancelLoan } from '../api/cancel-loan';
import type { Decision } from '../api/use-decision';
import { isConflict } from './decision-failure';

/** 'Anular': the entity cancels the loan before any money moves, with a reason, then confirm. */
export function CancelDialog({
  loan,
  onClose,
  onDone,
  onConflict,
}: {
  loan: LoanDetail;
  onClose: () => void;
  onDone: (decision: Decision) => void;
  onConflict: (message: string) => void;
}) {
  const cancel = useCancelLoan(loan.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelLoan>({
    resolver: zodResolver(cancelLoanByEntitySchema),
    defaultValues: { reason: '' },
  });

  const submit = (values: CancelLoan) =>
    cancel.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (isConflict(error)) onConflict(messageOf(error));
      },
    });

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
        {cancel.isError && !isConflict(cancel.error) && <Alert tone="error">{messageOf(cancel.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Volver
          </Button>
          <Button type="submit" disabled={cancel.isPending}>
            {cancel.isPending ? 'Anulando...' : 'Confirmar anulación'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
