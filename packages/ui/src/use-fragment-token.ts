import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The token travels in the URL fragment (#token=...), never in the query, so it is not sent to servers. */
export function readFragmentToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/**
 * The token of a one-time link (the member app's /update-password and /confirm-email, the console's
 * /console/setup), or null. It is taken out of the address bar (and history) as soon as it is read and kept
 * in the history entry's state, so it survives a re-render.
 */
export function useFragmentToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const stateToken = (location.state as { token?: unknown } | null)?.token;
  const token = readFragmentToken(location.hash) ?? (typeof stateToken === 'string' ? stateToken : null);

  useEffect(() => {
    if (token && location.hash)
      void navigate({ pathname: location.pathname, hash: '' }, { replace: true, state: { token } });
  }, [token, location.hash, location.pathname, navigate]);

  return token;
}
