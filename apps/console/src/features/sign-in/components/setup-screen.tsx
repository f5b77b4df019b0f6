import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { consoleMessages } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { PublicCard } from '../../../components/ui/public-card';
import { Alert } from '@portal/ui/alert';
import { buttonClasses, Button } from '@portal/ui/button';
import { PasswordField } from '@portal/ui/password-field';
import { useSetPassword } from '../api/set-password';
import { useFragmentToken } from '@portal/ui/use-fragment-token';
import { setupFormSchema, type SetupFormValues } from './sign-in-schemas';

const passwordRule = 'Mínimo 8 caracteres, con una minúscula, una mayúscula y un número.';
const noToken =
  'El enlace no trae el código para crear la contraseña. Pida a un administrador un enlace nuevo.';

/**
 * /console/setup#token=...: the one-time link printed by `npm run staff -- add` or `link`. Sets the
 * password (POST /api/console/setup) and then points to the sign-in, where a second factor is enrolled.
 */
export function SetupScreen() {
  const token = useFragmentToken();
  const setPassword = useSetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetupFormValues>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const toLogin = (
    <Link to="/login" replace className={buttonClasses('primary', 'w-full')}>
      Ir a ingresar
    </Link>
  );

  if (!token)
    return (
      <PublicCard title="Crear contraseña">
        <div className="space-y-6">
          <Alert tone="error">{noToken}</Alert>
          {toLogin}
        </div>
      </PublicCard>
    );

  if (setPassword.isSuccess)
    return (
      <PublicCard title="Contraseña creada">
        <div className="space-y-6">
          <Alert tone="success">{setPassword.data.Mensaje || consoleMessages.passwordSet}</Alert>
          {toLogin}
        </div>
      </PublicCard>
    );

  return (
    <PublicCard
      title="Crear contraseña"
      subtitle="Elija la contraseña de su cuenta de la consola. El enlace sirve una sola vez."
    >
      <form
        onSubmit={handleSubmit(({ password }) => setPassword.mutate({ token, password }))}
        noValidate
        className="space-y-4"
      >
        {setPassword.isError && <Alert tone="error">{messageOf(setPassword.error)}</Alert>}
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          autoFocus
          hint={passwordRule}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Repetir la contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={setPassword.isPending}>
          {setPassword.isPending ? 'Guardando...' : 'Crear contraseña'}
        </Button>
      </form>
    </PublicCard>
  );
}
