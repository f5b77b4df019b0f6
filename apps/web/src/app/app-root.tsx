import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionProvider } from '../lib/session/session-provider';
import { ErrorBoundary } from './error-boundary';
import { KeepAliveProvider } from './keep-alive';
import { ToastHost } from './toast-host';

/** The root route: the session needs the router (it navigates on logout), so it lives inside it. */
export function AppRoot() {
  const { pathname } = useLocation();
  return (
    <SessionProvider>
      <KeepAliveProvider>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </KeepAliveProvider>
      <ToastHost />
    </SessionProvider>
  );
}
