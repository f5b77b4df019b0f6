import type { LoginResponse } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import type { BrowserContext } from 'playwright-core';
import { buildUser } from '../../src/lib/session/user';
import { authStorageKeys } from '../../src/lib/storage-keys';
import { callApi } from './api';

/**
 * Who signs in, and how (epic-stack's login fixture): the app's login call, and what its login form leaves
 * in the browser's localStorage afterwards. A test that is not about the login form signs in with
 * `signIn` instead of typing: one API call, and its first page opens already signed in.
 * The member portal's flow is `member`; the staff console's browser tests add their own flow beside it.
 */
export interface SignInFlow<Credentials, Login> {
  /** Calls the login API; throws when the server refuses. */
  login(serverUrl: string, credentials: Credentials): Promise<Login>;
  /** The localStorage entries (key, raw string) that the login form writes after this answer. */
  storage(login: Login): Record<string, string>;
}

export interface MemberCredentials {
  mail: string;
  password: string;
}

/** Every demo member's password (apps/server/src/demo/accounts.ts). */
export const DEMO_PASSWORD = 'Demo1234';

/** A member of the portal: login20 as the login screen sends it, stored as `storeLogin` stores it. */
export const member: SignInFlow<MemberCredentials, LoginResponse> = {
  login: (serverUrl, { mail, password }) =>
    callApi<LoginResponse>(serverUrl, paths.login, { Mail: mail, Password: password, EmpresaId: '2' }),
  // The three keys of storeLogin (src/lib/session/session-storage.ts), with the app's own key names and
  // user shape; accounts.e2e.ts compares them with what a form login leaves.
  storage: (login) => ({
    [authStorageKeys.accessToken]: login.UAT,
    [authStorageKeys.loginResponse]: JSON.stringify(login),
    [authStorageKeys.userData]: JSON.stringify(buildUser(login, login.UAT)),
  }),
};

/**
 * Signs `credentials` in through `flow`'s login API and adds what the app would have stored to the
 * context's localStorage for the server's origin (other storage is kept), so every page opened in the
 * context from now on starts signed in. Answers the login call's answer (its session token, the user).
 */
export async function signIn<Credentials, Login>(
  context: BrowserContext,
  serverUrl: string,
  flow: SignInFlow<Credentials, Login>,
  credentials: Credentials,
): Promise<Login> {
  const login = await flow.login(serverUrl, credentials);
  const origin = new URL(serverUrl).origin;
  const entries = Object.entries(flow.storage(login)).map(([name, value]) => ({ name, value }));
  const state = await context.storageState();
  const others = state.origins.filter((o) => o.origin !== origin);
  const kept = (state.origins.find((o) => o.origin === origin)?.localStorage ?? []).filter(
    (item) => !entries.some((entry) => entry.name === item.name),
  );
  await context.setStorageState({
    cookies: state.cookies,
    origins: [...others, { origin, localStorage: [...kept, ...entries] }],
  });
  return login;
}
