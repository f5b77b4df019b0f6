import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@portal/ui/text-field';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/choice-fields';
import { ConfirmActions } from '../../../components/confirm-actions';
import { useCreateOrganismo, type NewOrganismoInput } from '../api/create-organismo';
import { newOrganismoFormSchema, newOrganismoValues, type NewOrganismoForm } from './organismo-form';
import { ConditionsFieldset } from './conditions-fieldset';

/**
 * 'Nuevo organismo': its name, the deduction code and cut-off day (both may come later, in Haberes),
 * the conditions and the CFT cap, with the reason the audit keeps. The server refuses a name in use.
 */
export function NewOrganismoDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const create = useCreateOrganismo();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewOrganismoForm, unknown, NewOrganismoInput>({
    resolver: zodResolver(newOrganismoFormSchema),
    defaultValues: newOrganismoValues,
  });
  const submit = handleSubmit((input) =>
    create.mutateAsync(input).then(
      (answer) => onCreated(answer.Mensaje),
      // Shown below from the mutation's error.
      () => undefined,
    ),
  );
  return (
    <Dialog open title="Nuevo organismo" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField label="Nombre" maxLength={120} error={errors.nombre?.message} {...register('nombre')} />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Nombre corto"
            maxLength={30}
            error={errors.nombreCorto?.message}
            {...register('nombreCorto')}
          />
          <TextField
            label="Tope de CFT (%)"
            inputMode="decimal"
            hint="Vacío: sin tope"
            error={errors.cftMaximo?.message}
            {...register('cftMaximo')}
          />
          <TextField
            label="Código de descuento"
            maxLength={20}
            hint="Vacío: no se generan órdenes hasta cargarlo"
            error={errors.codigoDescuento?.message}
            {...register('codigoDescuento')}
          />
          <TextField
            label="Día de corte"
            inputMode="numeric"
            hint="Del 1 al 28; vacío si no tiene"
            error={errors.diaCorte?.message}
            {...register('diaCorte')}
          />
        </div>
        <ConditionsFieldset
          requiereHaberes={register('requiereHaberes')}
          esEjercito={register('esEjercito')}
        />
        <p className="text-xs text-slate-500">
          La capacidad de descuento empieza en el 30 % del haber neto con 60 días de vigencia; se cambia
          después en Haberes.
        </p>
        <TextAreaField
          label="Motivo"
          hint="Por ejemplo, el convenio firmado"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <ConfirmActions
          error={create.error}
          pending={create.isPending}
          busy="Creando..."
          confirm="Crear organismo"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
