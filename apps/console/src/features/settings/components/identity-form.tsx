import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCuit,
  updateIdentitySchema,
  type AssociationIdentity,
  type UpdateIdentity,
} from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { useSaveIdentity, type IdentityChange } from '../api/identity';

/** The association's identity, checked by the contract's schema (the CUIT's check digit), with a reason. */
export function IdentityForm({
  current,
  onSaved,
}: {
  current: AssociationIdentity | null;
  onSaved: (message: string) => void;
}) {
  const save = useSaveIdentity();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdateIdentity, unknown, IdentityChange>({
    resolver: zodResolver(updateIdentitySchema),
    defaultValues: {
      razonSocial: current?.razonSocial ?? '',
      cuit: current ? formatCuit(current.cuit) : '',
      matriculaInaes: current?.matriculaInaes ?? '',
      domicilio: current?.domicilio ?? '',
      reason: '',
    },
  });
  const submit = handleSubmit(async (change) => {
    try {
      onSaved((await save.mutateAsync(change)).Mensaje);
      reset({ ...change, cuit: formatCuit(change.cuit), reason: '' });
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-xl space-y-4">
      <TextField
        label="Razón social"
        autoComplete="organization"
        maxLength={160}
        error={errors.razonSocial?.message}
        {...register('razonSocial')}
      />
      <TextField
        label="CUIT"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        hint="11 dígitos, con o sin guiones."
        error={errors.cuit?.message}
        {...register('cuit')}
      />
      <TextField
        label="Matrícula INAES"
        autoComplete="off"
        maxLength={40}
        hint="Como figura en la resolución del INAES, por ejemplo CBA 1234."
        error={errors.matriculaInaes?.message}
        {...register('matriculaInaes')}
      />
      <TextField
        label="Domicilio legal"
        autoComplete="street-address"
        maxLength={200}
        error={errors.domicilio?.message}
        {...register('domicilio')}
      />
      <TextAreaField
        label="Motivo del cambio"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {save.isError && <Alert tone="error">{messageOf(save.error)}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar la identidad'}
      </Button>
    </form>
  );
}
