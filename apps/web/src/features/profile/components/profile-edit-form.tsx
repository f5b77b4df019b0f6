import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { PasswordField } from '@portal/ui/password-field';
import { EmailField } from '../../../components/form/email-field';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { createProfileFormSchema, needsCurrentPassword, type ProfileFormValues } from '../utils/profile-form';

interface ProfileEditFormProps {
  initial: ProfileFormValues;
  onSave: (values: ProfileFormValues) => Promise<void>;
  onCancel: () => void;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

export function ProfileEditForm({ initial, onSave, onCancel }: ProfileEditFormProps) {
  const initialEmail = initial.email;
  const schema = useMemo(() => createProfileFormSchema({ email: initialEmail }), [initialEmail]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const [email = '', password = '', confirmPassword = ''] = useWatch({
    control,
    name: ['email', 'password', 'confirmPassword'],
  });
  const askCurrentPassword = needsCurrentPassword(initial, { email, password, confirmPassword });

  return (
    <section
      aria-labelledby="edit-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="edit-title" className="text-lg font-semibold text-slate-900">
          Editar Perfil
        </h2>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Cancelar
        </button>
      </div>
      <form onSubmit={handleSubmit(onSave)} noValidate className="space-y-4">
        <TextField label="Nombre" readOnly autoComplete="given-name" {...register('name')} />
        <TextField label="Apellido" readOnly autoComplete="family-name" {...register('lastName')} />
        <p className="-mt-2 text-sm text-slate-500">
          El nombre y el apellido solo pueden modificarse contactando a soporte.
        </p>
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Fecha de nacimiento"
          type="date"
          autoComplete="bday"
          max={todayIso()}
          error={errors.birthdate?.message}
          {...register('birthdate')}
        />
        <NewPasswordFields
          kind="replacement"
          hint="Déjela vacía para mantener la actual."
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        {askCurrentPassword && (
          <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <PasswordField
              label="Contraseña actual"
              autoComplete="current-password"
              hint="Necesaria para cambiar el correo o la contraseña."
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          </div>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </form>
    </section>
  );
}
