import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema } from '@portal/contract/rules';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '@portal/ui/button';
import { EmailField } from '../../../components/form/email-field';
import { useRecoverPassword } from '../api/recover-password';
import { textLinkClasses } from '../../../components/ui/text-link';

export const recoverFormSchema = z.object({
  email: z.string().trim().min(1, 'Por favor ingrese su correo electrónico').pipe(emailSchema),
});
type RecoverFormValues = z.infer<typeof recoverFormSchema>;

export function RecoverPasswordScreen() {
  const navigate = useNavigate();
  const recoverCall = useRecoverPassword();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverFormValues>({ resolver: zodResolver(recoverFormSchema), defaultValues: { email: '' } });

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  async function onSubmit(values: RecoverFormValues) {
    try {
      await recoverCall.mutateAsync(values.email);
    } catch (error) {
      notifyError(
        'No se pudo procesar la solicitud',
        isApiError(error) ? error.Mensaje : 'Ocurrió un error al enviar el correo. Inténtelo nuevamente.',
        { connection: isApiError(error) && error.isConnectionError },
      );
      return;
    }
    setSent(true);
    notifySuccess('Correo enviado', 'Se ha enviado un correo con instrucciones para recuperar su contraseña');
    redirect.current = setTimeout(() => void navigate('/'), 2000);
  }

  return (
    <AuthCard
      title="Recuperar Contraseña"
      subtitle="Ingrese su correo electrónico y le enviaremos un enlace para crear una nueva contraseña."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" disabled={isSubmitting || sent}>
          {isSubmitting ? 'Enviando...' : 'Enviar'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className={textLinkClasses}>
          Volver a iniciar sesión
        </Link>
      </p>
    </AuthCard>
  );
}
