import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { PasswordField } from '@portal/ui/password-field';
import { credentialsFormSchema, type CredentialsFormValues } from './sign-in-schemas';

/** The first step of signing in: the staff e-mail and password. */
export function CredentialsForm({
  defaultEmail,
  onSubmit,
  busy,
}: {
  defaultEmail: string;
  onSubmit: (values: CredentialsFormValues) => Promise<void>;
  busy: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CredentialsFormValues>({
    resolver: zodResolver(credentialsFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Ingresando...' : 'Ingresar'}
      </Button>
    </form>
  );
}
