import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../lib/session/me';
import { isApiError, messageOf } from '@portal/ui/api-error';
import type { LoginNotice } from '../../lib/session/login-notice';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';

/**
 * Screens behind sign-in: GET /api/console/me on load. No session (401) -> /login, remembering where the
 * person was going; any other failure (server down, 5xx) offers a retry instead of a sign-in that would
 * not help.
 */
export function RequireStaff() {
  const me = useMe();
  const location = useLocation();

  if (me.isSuccess) return <Outlet />;
  if (me.isPending) return <LoadingScreen message="Verificando sesión..." />;
  if (isApiError(me.error) && me.error.Status === 401) {
    const state: LoginNotice = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div className="w-full max-w-md space-y-4 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-lg font-semibold text-slate-900">No se pudo verificar la sesión</h1>
        <Alert tone="error">{messageOf(me.error)}</Alert>
        <Button className="w-full" disabled={me.isFetching} onClick={() => void me.refetch()}>
          {me.isFetching ? 'Reintentando...' : 'Reintentar'}
        </Button>
      </div>
    </main>
  );
}
