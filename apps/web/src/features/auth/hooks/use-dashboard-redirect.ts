import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * After signing in: go to /dashboard, and if 500 ms later this screen still shows a path other than
 * /dashboard, do a full-page redirect (docs/product.md#route-table). Unmounting (the normal case) cancels it.
 */
export function useDashboardRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    void navigate('/dashboard', { replace: true });
    timer.current = setTimeout(() => {
      if (currentPath.current !== '/dashboard') window.location.assign('/dashboard');
    }, 500);
  }, [navigate]);
}
