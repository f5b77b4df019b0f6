import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import type { StaffSignInResponse } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { readLoginNotice } from '../../../lib/session/login-notice';
import { signOut } from '../../../lib/session/sign-out';
import { meQueryOptions } from '../../../lib/session/me';
import { PublicCard } from '../../../components/ui/public-card';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useSignIn } from '../api/sign-in';
import { useConfirmTotp } from '../api/confirm-totp';
import { useEnterConsole } from '../hooks/use-enter-console';
import { CredentialsForm } from './credentials-form';
import { CodeForm } from './code-form';
import { EnrolStep } from './enrol-step';
import type { CredentialsFormValues } from './sign-in-schemas';

/**
 * Where the sign-in is: the credentials; the code of an enrolled second factor (the password is kept in
 * memory to post again with it); or the enrolment of a new one (a half-open session that POST /totp opens).
 */
type Step =
  | { step: 'credentials' }
  | { step: 'totp'; email: string; password: string }
  | { step: 'enrol'; email: string; secret: string; otpauthUri: string };

export function LoginScreen() {
  const location = useLocation();
  const { notice, from } = readLoginNotice(location.state);
  const [step, setStep] = useState<Step>({ step: 'credentials' });
  const [lastEmail, setLastEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSignIn();
  const confirmTotp = useConfirmTotp();
  const enter = useEnterConsole();
  // Someone already signed in (a bookmark, the back button) goes on to the console. A 401 answered
  // moments ago by the guard is not asked again.
  const me = useQuery({ ...meQueryOptions(), retry: false, retryOnMount: false });

  function follow(answer: StaffSignInResponse, email: string, password: string) {
    if (answer.step === 'done') enter(answer, from);
    else if (answer.step === 'totp') setStep({ step: 'totp', email, password });
    else setStep({ step: 'enrol', email, secret: answer.secret, otpauthUri: answer.otpauthUri });
  }

  async function submitCredentials({ email, password }: CredentialsFormValues) {
    setFailure(null);
    setLastEmail(email);
    try {
      follow(await signIn.mutateAsync({ email, password }), email, password);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  async function submitCode(code: string) {
    if (step.step === 'credentials') return;
    setFailure(null);
    try {
      const answer =
        step.step === 'totp'
          ? await signIn.mutateAsync({ email: step.email, password: step.password, totp: code })
          : await confirmTotp.mutateAsync(code);
      if (answer.step === 'done') enter(answer, from);
      else setFailure('La respuesta del servidor no es válida');
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  function startOver() {
    // An abandoned enrolment leaves a half-open session that nothing else can use: end it now.
    if (step.step === 'enrol') void signOut().catch(() => undefined);
    setFailure(null);
    setStep({ step: 'credentials' });
  }

  if (me.isSuccess && step.step === 'credentials') return <Navigate to={from ?? '/'} replace />;

  const shown = failure ?? (step.step === 'credentials' ? notice : undefined);
  const box = shown && <Alert tone={failure ? 'error' : 'info'}>{shown}</Alert>;
  const back = (
    <Button variant="ghost" className="w-full" onClick={startOver}>
      Volver e ingresar con otra cuenta
    </Button>
  );

  if (step.step === 'totp')
    return (
      <PublicCard
        title="Código de verificación"
        subtitle={`Ingrese el código de 6 dígitos que muestra su aplicación de autenticación para ${step.email}.`}
      >
        <div className="space-y-4">
          {box}
          <CodeForm
            onCode={submitCode}
            busy={signIn.isPending}
            submitLabel="Verificar"
            busyLabel="Verificando..."
          />
          {back}
        </div>
      </PublicCard>
    );

  if (step.step === 'enrol')
    return (
      <PublicCard
        wide
        title="Configure el segundo factor"
        subtitle={`Es la primera vez que ${step.email} ingresa: la consola pide, además de la contraseña, un código de una aplicación de autenticación.`}
      >
        <EnrolStep email={step.email} secret={step.secret} otpauthUri={step.otpauthUri}>
          <div className="space-y-4">
            {box}
            <CodeForm
              onCode={submitCode}
              busy={confirmTotp.isPending}
              submitLabel="Confirmar e ingresar"
              busyLabel="Confirmando..."
            />
            {back}
          </div>
        </EnrolStep>
      </PublicCard>
    );

  return (
    <PublicCard title="Ingresar" subtitle="Acceso exclusivo para el personal de la asociación.">
      <div className="space-y-4">
        {box}
        <CredentialsForm defaultEmail={lastEmail} onSubmit={submitCredentials} busy={signIn.isPending} />
      </div>
    </PublicCard>
  );
}
