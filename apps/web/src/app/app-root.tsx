import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionProvider } from '../lib/session/session-provider';
import { ErrorBoundary } from '@portal/ui/error-boundary';
import { RouteError } from './routes/route-error';
import { KeepAliveProvider } from './keep-alive';
import { ToastHost } from './toast-host';

/** The root route: the session needs the router (it navigates on logout), so it lives inside it. */
export function AppRoot() {
  const { pathname } = useLocation();
  return (
    <SessionProvider>
      <KeepAliveProvider>
        <ErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </KeepAliveProvider>
      <ToastHost />
    </SessionProvider>
  );
}
