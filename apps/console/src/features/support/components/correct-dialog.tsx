import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { correctMemberSchema, supportMessages, type MemberView } from '@portal/contract';
import { ApiError } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { ConfirmActions } from '../../../components/confirm-actions';
import { Dialog } from '../../../components/dialog';
import { useCorrectMember, type Correction } from '../api/correct-member';

type CorrectionForm = z.input<typeof correctMemberSchema>;
const fields = ['nombres', 'apellido', 'dni'] as const;

/**
 * 'Corregir datos': name, surname and DNI prefilled, checked by the contract's schema; only what changed
 * is sent, with the reason. The member app says these change only through support.
 */
export function CorrectDialog({
  member,
  open,
  onClose,
  onDone,
}: {
  member: MemberView;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const correct = useCorrectMember(member.id);
  const current = { nombres: member.nombres, apellido: member.apellido, dni: member.dni };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CorrectionForm, unknown, Correction>({
    resolver: zodResolver(correctMemberSchema),
    values: { ...current, reason: '' },
  });
  const dniTaken = correct.error instanceof ApiError && correct.error.Status === 409;
  const close = () => {
    correct.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ reason, ...typed }) => {
    const changes = Object.fromEntries(
      fields
        .filter((key) => typed[key] !== undefined && typed[key] !== current[key])
        .map((k) => [k, typed[k]]),
    );
    if (Object.keys(changes).length === 0) {
      setError('root', { message: supportMessages.nothingToCorrect });
      return;
    }
    try {
      const answer = await correct.mutateAsync({ ...changes, reason });
      close();
      onDone(answer.Mensaje);
    } catch (error) {
      if (error instanceof ApiError && error.Status === 409) setError('dni', { message: error.Mensaje });
    }
  });

  return (
    <Dialog open={open} title="Corregir datos del socio" onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Corrija lo que no coincide con el documento del socio. El cambio queda registrado en su historia con
          el motivo.
        </p>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Nombres"
            maxLength={50}
            autoComplete="off"
            error={errors.nombres?.message}
            {...register('nombres')}
          />
          <TextField
            label="Apellido"
            maxLength={50}
            autoComplete="off"
            error={errors.apellido?.message}
            {...register('apellido')}
          />
        </div>
        <TextField
          label="DNI"
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          className="max-w-[12rem]"
          error={errors.dni?.message}
          {...register('dni')}
        />
        <TextAreaField
          label="Motivo de la corrección"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {errors.root?.message && <Alert tone="info">{errors.root.message}</Alert>}
        <ConfirmActions
          error={dniTaken ? null : correct.error}
          pending={correct.isPending}
          busy="Guardando..."
          confirm="Guardar la corrección"
          onBack={close}
        />
      </form>
    </Dialog>
  );
}
