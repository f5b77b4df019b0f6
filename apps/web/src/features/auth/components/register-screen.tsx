import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '../../../lib/session/session-context';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { EmailField } from '../../../components/form/email-field';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { useRegister } from '../api/register';
import { login } from '../api/login';
import { useDashboardRedirect } from '../hooks/use-dashboard-redirect';
import {
  registerFormSchema,
  toRegisterPayload,
  type RegisterFormInput,
  type RegisterFormValues,
} from './register-schema';
import { registerErrorToast } from './register-errors';
import { readRegisterState } from './register-state';
import { textLinkClasses } from '../../../components/ui/text-link';

export function RegisterScreen() {
  const location = useLocation();
  const state = readRegisterState(location.state);
  if (!state.email && !state.hasToken) return <Navigate to="/pre-register" replace />;
  return <RegisterForm email={state.email} organismoId={state.organismoId} />;
}

function RegisterForm({
  email,
  organismoId,
}: {
  email?: string | undefined;
  organismoId?: number | undefined;
}) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const goToDashboard = useDashboardRedirect();
  const registerCall = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: email ?? '' },
  });

  async function onSubmit(values: RegisterFormValues) {
    try {
      await registerCall.mutateAsync(toRegisterPayload(values, organismoId));
    } catch (error) {
      const toast = registerErrorToast(error);
      notifyError(toast.title, toast.description, { connection: toast.connection ?? false });
      return;
    }
    notifySuccess('✅ Registro exitoso');
    try {
      signIn(await login({ Mail: values.email, Password: values.password }));
      goToDashboard();
    } catch (error) {
      notifyError(
        '❌ Error de inicio de sesión',
        isApiError(error) ? error.Mensaje : 'Credenciales incorrectas o respuesta incompleta del servidor',
      );
      void navigate('/login', { replace: true });
    }
  }

  return (
    <AuthCard
      title="Crear cuenta"
      subtitle="Complete sus datos y el token que recibió por correo electrónico."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextField
          label="DNI"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          error={errors.dni?.message}
          {...register('dni')}
        />
        <TextField
          label="Nombres"
          autoComplete="given-name"
          error={errors.nombres?.message}
          {...register('nombres')}
        />
        <TextField
          label="Apellido"
          autoComplete="family-name"
          error={errors.apellido?.message}
          {...register('apellido')}
        />
        <EmailField readOnly={Boolean(email)} error={errors.email?.message} {...register('email')} />
        <TextField
          label="Celular"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Ej.: 11 2345 6789"
          error={errors.celular?.message}
          {...register('celular')}
        />
        <NewPasswordFields
          kind="first"
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <TextField
          label="Token de verificación"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Revise su email para ver el token"
          error={errors.token?.message}
          {...register('token')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Registrando...' : 'Registrarse'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/pre-register" className={textLinkClasses}>
          ← Volver al inicio
        </Link>
      </p>
    </AuthCard>
  );
}
