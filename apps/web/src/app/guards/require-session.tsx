import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useLoadingProgress } from '../../components/ui/use-loading-progress';

/**
 * Protected routes: 'Verificando sesión...' while the session loads; no user -> '/' (replace) ~300 ms later,
 * unless the app is already taking the member elsewhere (sign-out and a 401 go to /login): on a slow phone
 * that page's code can take longer than 300 ms to arrive, and this redirect would win.
 */
export function RequireSession() {
  const { status, user, leavingTo } = useSession();
  const navigate = useNavigate();
  const [startedLoading] = useState(status === 'loading');
  const { progress, finished } = useLoadingProgress(status !== 'loading');

  useEffect(() => {
    if (status !== 'unauthenticated' || leavingTo !== null) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [status, leavingTo, navigate]);

  if (user && (!startedLoading || finished)) return <Outlet />;
  return <LoadingScreen message="Verificando sesión..." progress={progress} />;
}
