import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@portal/ui/alert';
import { useSession } from '../../../lib/session/session-context';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '@portal/ui/button';
import { EmailField } from '../../../components/form/email-field';
import { useTypedBeforeHydration } from '../../../components/form/use-typed-before-hydration';
import { PasswordField } from '@portal/ui/password-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { login } from '../api/login';
import { useDashboardRedirect } from '../hooks/use-dashboard-redirect';
import { LoginErrorBox, type LoginFailure } from './login-error-box';
import { APP_VERSION, SLOGAN } from './brand-texts';
import { textLinkClasses } from '../../../components/ui/text-link';

export const sessionEndedText = 'Su sesión venció o fue cerrada. Ingrese nuevamente.';

export function LoginScreen() {
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const goToDashboard = useDashboardRedirect();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Kept in screen state only, as the spec says: it has no effect.
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form);
  const state: unknown = useLocation().state;
  const sessionEnded =
    typeof state === 'object' &&
    state !== null &&
    (state as { sessionEnded?: unknown }).sessionEnded === true;

  useEffect(() => {
    if (status !== 'authenticated' || justSignedIn) return;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), 200);
    return () => clearTimeout(timer);
  }, [status, justSignedIn, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      notifyError('Error de validación', 'Por favor complete todos los campos');
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const response = await login({ Mail: email.trim(), Password: password });
      setJustSignedIn(true);
      signIn(response);
      notifySuccess('✅ Login exitoso', 'Bienvenido de vuelta');
      goToDashboard();
    } catch (error) {
      setFailure({ error, time: new Date() });
      const api = isApiError(error) ? error : null;
      notifyError(
        '❌ Error de inicio de sesión',
        api?.Mensaje ?? 'Credenciales incorrectas o respuesta incompleta del servidor',
        { connection: api?.isConnectionError ?? false },
      );
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Iniciar sesión" subtitle="Ingrese con su correo electrónico y contraseña.">
      {sessionEnded && !failure && !busy && (
        <div className="mb-4">
          <Alert tone="info">{sessionEndedText}</Alert>
        </div>
      )}
      {failure && <LoginErrorBox failure={failure} />}
      <form ref={form} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <EmailField name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <CheckboxField
          label="Recordar Contraseña"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Ingresando...' : 'Ingresar'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col items-center gap-3 text-sm">
        <Link to="/register" className={textLinkClasses}>
          Registrarse
        </Link>
        <Link to="/recover-password" className={textLinkClasses}>
          Recuperar Contraseña
        </Link>
      </div>
      <div className="mt-8 text-center text-xs text-slate-500">
        <p className="font-semibold text-brand-800">{SLOGAN}</p>
        <p className="mt-1">Versión {APP_VERSION}</p>
      </div>
    </AuthCard>
  );
}
