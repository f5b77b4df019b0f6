import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession, type SessionStatus } from '../../lib/session/session-context';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useLoadingProgress } from '../../components/ui/use-loading-progress';

import { lazyScreen } from '../lazy-screen';

const LoginScreen = lazyScreen(() => import('../../features/auth/components/login-screen'), 'LoginScreen');

/** '/': loading card while the session is checked, then /dashboard (signed in) or the sign-in content. */
export function EntryGate() {
  const { status } = useSession();
  const navigate = useNavigate();
  const { progress, finished } = useLoadingProgress(status !== 'loading');
  // Decided once: signing in from the landing is the login screen's business, not the gate's.
  const decision = useRef<SessionStatus | null>(null);
  if (decision.current === null && status !== 'loading') decision.current = status;
  const goesToDashboard = decision.current === 'authenticated';

  useEffect(() => {
    if (!goesToDashboard) return;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [goesToDashboard, navigate]);

  if (goesToDashboard || !finished) {
    return <LoadingScreen message="Cargando la aplicación..." progress={progress} />;
  }
  return (
    <Suspense fallback={null}>
      <LoginScreen />
    </Suspense>
  );
}
