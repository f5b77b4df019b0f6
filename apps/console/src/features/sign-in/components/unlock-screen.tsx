import { Link } from 'react-router';
import { consoleMessages } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { PublicCard } from '../../../components/ui/public-card';
import { Alert } from '@portal/ui/alert';
import { buttonClasses, Button } from '@portal/ui/button';
import { useFragmentToken } from '@portal/ui/use-fragment-token';
import { useUnlockAccount } from '../api/unlock';

const noToken = 'El enlace no trae el código para desbloquear la cuenta. Pida ayuda a un administrador.';

/**
 * /console/unlock#token=...: the one-time link mailed when too many failed sign-ins locked the account
 * (decision 018). Lifts the lock (POST /api/console/auth/unlock) and then points to the sign-in.
 */
export function UnlockScreen() {
  const token = useFragmentToken();
  const unlock = useUnlockAccount();
  const toLogin = (
    <Link to="/login" replace className={buttonClasses('primary', 'w-full')}>
      Ir a ingresar
    </Link>
  );

  if (!token || unlock.isSuccess)
    return (
      <PublicCard title={token ? 'Cuenta desbloqueada' : 'Desbloquear la cuenta'}>
        <div className="space-y-6">
          {token ? (
            <Alert tone="success">{unlock.data?.Mensaje || consoleMessages.unlocked}</Alert>
          ) : (
            <Alert tone="error">{noToken}</Alert>
          )}
          {toLogin}
        </div>
      </PublicCard>
    );

  return (
    <PublicCard title="Desbloquear la cuenta" subtitle="El enlace sirve una sola vez.">
      <div className="space-y-4">
        {unlock.isError && <Alert tone="error">{messageOf(unlock.error)}</Alert>}
        <Button
          type="button"
          className="w-full"
          disabled={unlock.isPending}
          onClick={() => unlock.mutate({ token })}
        >
          {unlock.isPending ? 'Desbloqueando...' : 'Desbloquear mi cuenta'}
        </Button>
      </div>
    </PublicCard>
  );
}
