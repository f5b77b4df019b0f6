import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { authStorageKeys } from '../../../lib/storage-keys';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '@portal/ui/button';
import { EmailField } from '../../../components/form/email-field';
import { SelectField } from '../../../components/ui/select-field';
import { useOrganismos } from '../api/organismos';
import { usePreRegister } from '../api/pre-register';
import { preRegisterFormSchema, type PreRegisterFormValues } from './pre-register-schema';
import type { RegisterState } from './register-state';
import { textLinkClasses } from '../../../components/ui/text-link';

export function PreRegisterScreen() {
  const navigate = useNavigate();
  const organismos = useOrganismos();
  const preRegisterCall = usePreRegister();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PreRegisterFormValues>({
    resolver: zodResolver(preRegisterFormSchema),
    defaultValues: { organismoId: '', email: '' },
  });
  const organismoId = watch('organismoId');

  useEffect(() => {
    if (!organismos.isError) return;
    const message = isApiError(organismos.error) ? organismos.error.Mensaje : undefined;
    notifyError('Error al cargar organismos', message ?? 'No se pudieron cargar los organismos');
  }, [organismos.isError, organismos.error]);

  async function onSubmit(values: PreRegisterFormValues) {
    try {
      const response = await preRegisterCall.mutateAsync({
        eMail: values.email,
        OrganismoId: Number(values.organismoId),
      });
      if (response.Token) localStorage.setItem(authStorageKeys.registrationToken, response.Token);
      notifySuccess('✅ Verificación enviada', 'Revise su email para continuar con el registro');
      const state: RegisterState = { email: values.email, organismoId: Number(values.organismoId) };
      void navigate('/register', { state });
    } catch (error) {
      if (isApiError(error) && error.isConnectionError) {
        notifyError('No se pudo conectar con el servidor', undefined, { connection: true });
      } else {
        notifyError(isApiError(error) ? error.Mensaje : 'No se pudo enviar la verificación');
      }
    }
  }

  function alreadyHaveToken() {
    const chosen = Number(organismoId);
    const state: RegisterState = { hasToken: true, organismoId: chosen > 0 ? chosen : undefined };
    void navigate('/register', { state });
  }

  const loading = organismos.isPending;
  return (
    <AuthCard title="Comenzar Registro" subtitle="Revise su email para ver el token">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <SelectField
          label="Organismo"
          error={errors.organismoId?.message}
          disabled={loading}
          {...register('organismoId')}
        >
          <option value="">{loading ? 'Cargando organismos...' : 'Seleccione un organismo'}</option>
          {organismos.data?.map((organismo) => (
            <option key={organismo.Id} value={String(organismo.Id)}>
              {organismo.Nombre}
            </option>
          ))}
        </SelectField>
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" disabled={isSubmitting || loading || !organismoId}>
          {isSubmitting ? 'Enviando...' : 'Continuar'}
        </Button>
        <Button variant="secondary" onClick={alreadyHaveToken}>
          Ya tengo token de verificación
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={textLinkClasses}>
          ¿Ya tienes cuenta? Iniciar sesión
        </Link>
      </p>
    </AuthCard>
  );
}
