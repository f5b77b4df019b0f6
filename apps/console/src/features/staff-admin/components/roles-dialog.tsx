import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { staffRolesChangeSchema, staffRoleLabels, type StaffAccount } from '@portal/contract';
import { TextAreaField } from '../../../components/choice-fields';
import { Dialog } from '../../../components/dialog';
import { useProposeRoles } from '../api/staff-changes';
import { RoleCheckboxes } from './role-checkboxes';
import { ConfirmActions } from '../../../components/confirm-actions';

type RolesForm = z.input<typeof staffRolesChangeSchema>;

/** 'Cambiar roles': the account's roles checked, changed and proposed with a reason (four eyes). */
export function RolesDialog({
  account,
  onClose,
  onProposed,
}: {
  account: StaffAccount;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const id = useId();
  const propose = useProposeRoles();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RolesForm, unknown, z.output<typeof staffRolesChangeSchema>>({
    resolver: zodResolver(staffRolesChangeSchema),
    defaultValues: { roles: [...account.roles], reason: '' },
  });
  const close = () => {
    propose.reset();
    onClose();
  };
  const submit = handleSubmit((body) =>
    propose.mutateAsync({ id: account.id, ...body }).then(
      () => {
        close();
        onProposed(
          `Cambio de roles propuesto para ${account.email}. Otro administrador debe aprobarlo; al aprobarse se cierran sus sesiones abiertas.`,
        );
      },
      () => undefined,
    ),
  );

  return (
    <Dialog open title={`Cambiar roles de ${account.email}`} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Roles actuales:{' '}
          <span className="font-medium">{account.roles.map((r) => staffRoleLabels[r]).join(', ')}</span>.
        </p>
        <RoleCheckboxes idPrefix={id} field={register('roles')} error={errors.roles?.message} />
        <TextAreaField
          label="Motivo"
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
          confirm="Proponer el cambio"
          onBack={close}
        />
      </form>
    </Dialog>
  );
}
