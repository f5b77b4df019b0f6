import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { settingsMessages, updateSettingsSchema, type Settings, type UpdateSettings } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { useSaveSettings, type SettingsChange } from '../api/settings';

/**
 * The support contact, checked by the contract's schema (the e-mail lower-cased, the number reduced to
 * its digits), sent only when something changed, with the reason the audit keeps.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (message: string) => void;
}) {
  const save = useSaveSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateSettings, unknown, SettingsChange>({
    resolver: zodResolver(updateSettingsSchema),
    values: {
      supportEmail: settings.supportEmail,
      supportWhatsapp: settings.supportWhatsapp ?? '',
      reason: '',
    },
  });
  const submit = handleSubmit(async (change) => {
    if (
      change.supportEmail === settings.supportEmail &&
      change.supportWhatsapp === settings.supportWhatsapp
    ) {
      setError('root', { message: settingsMessages.nothingChanged });
      return;
    }
    try {
      onSaved((await save.mutateAsync(change)).Mensaje);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-xl space-y-4">
      <TextField
        label="Correo de soporte"
        type="email"
        autoComplete="off"
        maxLength={254}
        error={errors.supportEmail?.message}
        {...register('supportEmail')}
      />
      <TextField
        label="WhatsApp de soporte (opcional)"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        hint="Con el código de país y sin el 0 ni el 15, por ejemplo 5491122334455. Vacío: los socios no ven el chat."
        error={errors.supportWhatsapp?.message}
        {...register('supportWhatsapp')}
      />
      <TextAreaField
        label="Motivo del cambio"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {errors.root?.message && <Alert tone="info">{errors.root.message}</Alert>}
      {save.isError && <Alert tone="error">{messageOf(save.error)}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar'}
      </Button>
    </form>
  );
}
