import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { organismoMessages, type ConsoleOrganismo } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { TextField } from '@portal/ui/text-field';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/choice-fields';
import { useSaveOrganismoGeneral, type OrganismoGeneralInput } from '../api/organismos';
import { organismoFormSchema, organismoFormValues, type OrganismoForm } from './organismo-form';
import { ConfirmActions } from '../../../components/confirm-actions';
import { ConditionsFieldset } from './conditions-fieldset';

/** The organismo's general data, sent with the reason the audit keeps; nothing is sent when unchanged. */
export function OrganismoDialog({
  organismo,
  onClose,
  onSaved,
}: {
  organismo: ConsoleOrganismo;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveOrganismoGeneral(organismo.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OrganismoForm, unknown, OrganismoGeneralInput>({
    resolver: zodResolver(organismoFormSchema),
    defaultValues: organismoFormValues(organismo),
  });
  const submit = handleSubmit(async (input) => {
    const o = organismo;
    if (
      input.nombre === o.nombre &&
      input.nombreCorto === o.nombreCorto &&
      input.requiereHaberes === o.requiereHaberes &&
      input.esEjercito === o.esEjercito &&
      input.cftMaximo === o.cftMaximo
    ) {
      setError('root', { message: organismoMessages.nothingChanged });
      return;
    }
    try {
      onSaved((await save.mutateAsync(input)).Mensaje);
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <Dialog open title={`Datos del organismo: ${organismo.nombreCorto}`} onClose={onClose}>
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
        </div>
        <ConditionsFieldset
          requiereHaberes={register('requiereHaberes')}
          esEjercito={register('esEjercito')}
        />
        <TextAreaField
          label="Motivo del cambio"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {errors.root?.message && <Alert tone="info">{errors.root.message}</Alert>}
        <ConfirmActions
          error={save.error}
          pending={save.isPending}
          busy="Guardando..."
          confirm="Guardar"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
