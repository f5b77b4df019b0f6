import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { setUnauthorizedListener } from '@portal/ui/api-transport';
import type { LoginNotice } from '../lib/session/login-notice';
import { ErrorBoundary } from '@portal/ui/error-boundary';
import { RouteError } from './routes/route-error';
import { createQueryClient } from './query-client';
import { LoadingScreen } from '../components/ui/loading-screen';

/**
 * The root route: one query client for the app's life, above the error boundary that remounts on each
 * navigation (key={pathname}) so that a failed screen never sticks. A 401 from any call made with the
 * session means it ended (idle 30 min, absolute 12 h, or disabled): the cache goes and the person signs in.
 */
export function AppRoot() {
  const [client] = useState(createQueryClient);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    setUnauthorizedListener((error) => {
      client.clear();
      const state: LoginNotice = { notice: error.Mensaje };
      void navigate('/login', { replace: true, state });
    });
    return () => setUnauthorizedListener(null);
  }, [client, navigate]);

  return (
    <QueryClientProvider client={client}>
      <ErrorBoundary key={pathname} fallback={<RouteError />}>
        <Suspense fallback={<LoadingScreen message="Cargando..." />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
