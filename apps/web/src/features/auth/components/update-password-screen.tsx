import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '@portal/ui/button';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { useUpdatePassword } from '../api/update-password';
import { useFragmentToken } from '@portal/ui/use-fragment-token';
import { updatePasswordFormSchema, type UpdatePasswordFormValues } from './update-password-schema';
import { textLinkClasses } from '../../../components/ui/text-link';

const invalidLink = 'Enlace de recuperación inválido o expirado';

export function UpdatePasswordScreen() {
  const navigate = useNavigate();
  const updateCall = useUpdatePassword();
  const token = useFragmentToken();
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordFormValues>({
    resolver: zodResolver(updatePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (token) return;
    notifyError('Token de recuperación no válido', invalidLink);
    const timer = setTimeout(() => void navigate('/', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  async function onSubmit(values: UpdatePasswordFormValues) {
    if (!token) {
      notifyError('Token de recuperación no válido');
      return;
    }
    try {
      await updateCall.mutateAsync({ Token: token, Password1: values.password, Password2: values.password });
    } catch (error) {
      notifyError(
        'No se pudo actualizar la contraseña',
        isApiError(error)
          ? error.Mensaje
          : 'Ocurrió un error al actualizar la contraseña. Inténtelo nuevamente.',
        { connection: isApiError(error) && error.isConnectionError },
      );
      return;
    }
    setDone(true);
    notifySuccess('Contraseña actualizada', 'Su contraseña ha sido actualizada exitosamente');
    redirect.current = setTimeout(() => void navigate('/', { replace: true }), 2000);
  }

  if (!token) {
    return (
      <AuthCard title="Actualizar Contraseña">
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-800">
          {invalidLink}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className={textLinkClasses}>
            Volver al inicio
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Actualizar Contraseña" subtitle="Elija una nueva contraseña para su cuenta.">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <NewPasswordFields
          kind="replacement"
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <Button type="submit" disabled={isSubmitting || done}>
          {isSubmitting ? 'Actualizando...' : 'Actualizar Contraseña'}
        </Button>
      </form>
    </AuthCard>
  );
}
