import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createStaffSchema } from '@portal/contract';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { Dialog } from '../../../components/dialog';
import { useProposeAccount } from '../api/staff-changes';
import { RoleCheckboxes } from './role-checkboxes';
import { ConfirmActions } from '../../../components/confirm-actions';

type NewAccountForm = z.input<typeof createStaffSchema>;

/** 'Nueva cuenta': e-mail, roles and reason, proposed for another administrador to approve. */
export function NewAccountDialog({
  open,
  onClose,
  onProposed,
}: {
  open: boolean;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const id = useId();
  const propose = useProposeAccount();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewAccountForm, unknown, z.output<typeof createStaffSchema>>({
    resolver: zodResolver(createStaffSchema),
    defaultValues: { email: '', roles: [], reason: '' },
  });
  const close = () => {
    propose.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit((body) =>
    propose.mutateAsync(body).then(
      () => {
        close();
        onProposed(
          `Cuenta propuesta para ${body.email}. Otro administrador debe aprobarla; al aprobarse, la cuenta recibe por correo el enlace para crear su contraseña.`,
        );
      },
      () => undefined,
    ),
  );

  return (
    <Dialog open={open} title="Nueva cuenta del personal" onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="off"
          maxLength={254}
          error={errors.email?.message}
          {...register('email')}
        />
        <RoleCheckboxes idPrefix={id} field={register('roles')} error={errors.roles?.message} />
        <TextAreaField
          label="Motivo"
          hint="Por qué necesita la cuenta; queda en la auditoría."
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="text-sm text-slate-600">
          Queda como propuesta hasta que otro administrador la apruebe.
        </p>
        <ConfirmActions
          error={propose.error}
          pending={propose.isPending}
          busy="Registrando..."
          confirm="Proponer la cuenta"
          onBack={close}
        />
      </form>
    </Dialog>
  );
}
