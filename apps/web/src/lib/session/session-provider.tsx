import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginResponse } from '@portal/contract/accounts';
import { setUnauthorizedListener } from '@portal/ui/api-transport';
import { SessionContext, type Session, type SessionStatus } from './session-context';
import {
  clearSessionStorage,
  readAccessToken,
  readStoredSession,
  storeLogin,
  storeUser,
  storeUserData,
  type StoredSession,
} from './session-storage';
import { fetchUserData } from './user-data-api';
import { postLogout } from './logout-api';
import { runSessionEndCleanups } from './session-end';
import type { User } from './user';

interface State {
  status: SessionStatus;
  user: User | null;
  leavingTo: string | null;
}

function initialState(): { state: State; pendingUat: string | null } {
  // Prerendering at build time (src/prerender/): no browser storage, so the page of a visitor with no session.
  if (typeof localStorage === 'undefined')
    return { state: { status: 'unauthenticated', user: null, leavingTo: null }, pendingUat: null };
  let stored: StoredSession;
  try {
    stored = readStoredSession();
  } catch {
    clearSessionStorage();
    return { state: { status: 'unauthenticated', user: null, leavingTo: null }, pendingUat: null };
  }
  if (stored.kind === 'user')
    return { state: { status: 'authenticated', user: stored.user, leavingTo: null }, pendingUat: null };
  if (stored.kind === 'token-only')
    return { state: { status: 'loading', user: null, leavingTo: null }, pendingUat: stored.uat };
  return { state: { status: 'unauthenticated', user: null, leavingTo: null }, pendingUat: null };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [initial] = useState(initialState);
  const [state, setState] = useState<State>(initial.state);
  const userRef = useRef(state.user);
  userRef.current = state.user;

  /** `leavingTo`: the page the caller navigates to next (see Session.leavingTo). */
  const endSession = useCallback((leavingTo: string | null = null) => {
    clearSessionStorage();
    runSessionEndCleanups();
    setState({ status: 'unauthenticated', user: null, leavingTo });
  }, []);

  // Arrived: from here on a protected page sends the member to '/' again (e.g. after Back).
  useEffect(() => {
    if (state.leavingTo !== null && pathname === state.leavingTo)
      setState((current) => ({ ...current, leavingTo: null }));
  }, [pathname, state.leavingTo]);

  const logout = useCallback(() => {
    // Best effort: the member is signed out locally whether or not the server answers.
    postLogout(readAccessToken()).catch(() => undefined);
    endSession('/login');
    void navigate('/login', { replace: true });
  }, [endSession, navigate]);

  // Token without stored data: ask the server; any failure logs out (docs/product.md#confirmation-code).
  useEffect(() => {
    const uat = initial.pendingUat;
    if (!uat) return;
    let cancelled = false;
    fetchUserData(uat)
      .then((response) => {
        if (!cancelled)
          setState({ status: 'authenticated', user: storeUserData(response, uat), leavingTo: null });
      })
      .catch(() => {
        if (!cancelled) endSession();
      });
    return () => {
      cancelled = true;
    };
  }, [initial.pendingUat, endSession]);

  useEffect(() => {
    setUnauthorizedListener(() => {
      endSession('/login');
      // The sign-in says why the member is there (docs/product.md#session).
      void navigate('/login', { replace: true, state: { sessionEnded: true } });
    });
    return () => setUnauthorizedListener(null);
  }, [endSession, navigate]);

  const signIn = useCallback((response: LoginResponse) => {
    const user = storeLogin(response);
    setState({ status: 'authenticated', user, leavingTo: null });
    return user;
  }, []);

  const refreshUser = useCallback(async () => {
    const uat = userRef.current?.uat;
    if (!uat) return null;
    const user = storeUserData(await fetchUserData(uat), uat);
    if (userRef.current?.uat !== uat) return null;
    setState({ status: 'authenticated', user, leavingTo: null });
    return user;
  }, []);

  const setAvatar = useCallback((dataUrl: string) => {
    const current = userRef.current;
    if (!current) return;
    const user = { ...current, avatar_url: dataUrl };
    storeUser(user);
    setState({ status: 'authenticated', user, leavingTo: null });
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, signIn, logout, refreshUser, setAvatar }),
    [state, signIn, logout, refreshUser, setAvatar],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
