import { createContext, useContext } from 'react';
import type { LoginResponse } from '@portal/contract/accounts';
import type { User } from './user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /**
   * Where the app is taking a member whose session it just ended (sign-out, a 401), until they get there.
   * The session guard leaves that navigation alone instead of sending them to '/'.
   */
  leavingTo: string | null;
  signIn: (response: LoginResponse) => User;
  logout: () => void;
  /** Fetches TraeDatosUsuario again and updates the stored user. */
  refreshUser: () => Promise<User | null>;
  /** Shows a new avatar at once, before the server copy is reloaded. */
  setAvatar: (dataUrl: string) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** For screens that only render under the session guard. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs an authenticated session');
  return user;
}
