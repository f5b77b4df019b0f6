import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@portal/ui/api-error';
import { useSession } from '../../../lib/session/session-context';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button, buttonClasses } from '@portal/ui/button';
import { useConfirmMailChange } from '../api/confirm-mail-change';
import { useFragmentToken } from '@portal/ui/use-fragment-token';
import { textLinkClasses } from '../../../components/ui/text-link';

const title = 'Confirmar correo electrónico';
const invalidLink = 'Enlace de confirmación inválido o expirado';
const confirmed = 'Correo electrónico actualizado';
const signInHint = 'Si necesita iniciar sesión, hágalo con su nuevo correo electrónico.';
const networkFailure = 'No se pudo confirmar el correo. Inténtelo nuevamente.';

/** The server's words for a refused link; a connection (or unreadable) failure gets the screen's own. */
const failureText = (error: unknown) =>
  isApiError(error) && error.kind === 'status' ? error.Mensaje : networkFailure;

/** The link was not used up: the connection failed, the server was busy or limited. 400/409 are final. */
const canRetry = (error: unknown) =>
  !isApiError(error) || error.kind !== 'status' || error.Status >= 500 || error.Status === 429;

/**
 * /confirm-email#token=...: the link e-mailed to a new address. Confirms once on open; on success the
 * session (if any) reloads the member so the new address shows, and after 2 s the app goes to '/'.
 */
export function ConfirmEmailScreen() {
  const navigate = useNavigate();
  const { refreshUser } = useSession();
  const confirmCall = useConfirmMailChange();
  const token = useFragmentToken();
  const started = useRef<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (token) return;
    notifyError('Token de confirmación no válido', invalidLink);
    const timer = setTimeout(() => void navigate('/', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  async function confirm(linkToken: string) {
    try {
      await confirmCall.mutateAsync({ Token: linkToken });
    } catch {
      return;
    }
    notifySuccess(confirmed, signInHint);
    // A signed-in member sees the new address at once (no-op without a session).
    refreshUser().catch(() => notifyError('No se pudieron cargar los datos del usuario'));
    redirect.current = setTimeout(() => void navigate('/', { replace: true }), 2000);
  }

  const confirmOnOpen = useEffectEvent((linkToken: string) => void confirm(linkToken));

  useEffect(() => {
    // Once per opened link: the token is single-use (StrictMode runs effects twice in development).
    if (!token || started.current === token) return;
    started.current = token;
    confirmOnOpen(token);
  }, [token]);

  if (!token) {
    return (
      <AuthCard title={title}>
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-800">
          {invalidLink}
        </p>
        <BackHome />
      </AuthCard>
    );
  }

  if (confirmCall.isSuccess) {
    return (
      <AuthCard title={title}>
        <div role="status" className="rounded-2xl bg-green-50 p-4 text-green-900">
          <p className="text-base font-semibold">{confirmed}</p>
          <p className="mt-1 text-sm">{signInHint}</p>
        </div>
        <Link to="/" replace className={buttonClasses('primary', 'mt-6')}>
          Ir al inicio
        </Link>
      </AuthCard>
    );
  }

  if (confirmCall.isError) {
    return (
      <AuthCard title={title}>
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-800">
          {failureText(confirmCall.error)}
        </p>
        {canRetry(confirmCall.error) && (
          <Button className="mt-6" onClick={() => void confirm(token)}>
            Intentar nuevamente
          </Button>
        )}
        <BackHome />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 text-sm font-medium text-brand-900"
      >
        <span
          aria-hidden="true"
          className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        Confirmando su nuevo correo...
      </div>
    </AuthCard>
  );
}

function BackHome() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/" className={textLinkClasses}>
        Volver al inicio
      </Link>
    </p>
  );
}
