import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rejectReasons, type LoanDetail } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextAreaField } from '../../../components/choice-fields';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { messageOf } from '@portal/ui/api-error';
import { useRejectLoan } from '../api/reject-loan';
import type { Decision } from '../api/use-decision';
import { rejectFormSchema, type RejectFormInput, type RejectFormValues } from './decision-forms';
import { isConflict } from './decision-failure';

const reasonOptions = rejectReasons.map((reason) => ({ value: reason, label: reason }));

/** 'Rechazar': a reason from the list and a note for the member, both required, then confirm. */
export function RejectDialog({
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
  const reject = useRejectLoan(loan.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectFormInput, unknown, RejectFormValues>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason: '', note: '' },
  });

  const submit = (values: RejectFormValues) =>
    reject.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (isConflict(error)) onConflict(messageOf(error));
      },
    });

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
        {reject.isError && !isConflict(reject.error) && <Alert tone="error">{messageOf(reject.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Volver
          </Button>
          <Button type="submit" disabled={reject.isPending}>
            {reject.isPending ? 'Rechazando...' : 'Confirmar rechazo'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
