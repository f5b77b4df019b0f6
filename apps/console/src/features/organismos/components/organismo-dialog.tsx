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
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Condiciones</legend>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-brand-700"
              {...register('requiereHaberes')}
            />
            Los socios deben enviar certificado y recibo de haberes al pedir un préstamo
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" {...register('esEjercito')} />
            Es el Ejército
          </label>
        </fieldset>
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
