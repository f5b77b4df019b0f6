import type { LoginResponse } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import type { BrowserContext } from 'playwright-core';
import { isAffirmative } from '@portal/contract/flags';
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

/**
 * What the member app's storeLogin (apps/web/src/lib/session/session-storage.ts) writes after a login: its
 * key names (src/lib/storage-keys.ts) and the user as its buildUser (src/lib/session/user.ts) makes it.
 * Written out here so that no suite imports the member app's source; the member suite's test 'the sign-in
 * fixture stores what a sign-in through the form stores' (apps/web/e2e/accounts.e2e.ts) fails when they part.
 */
function memberStorage(login: LoginResponse): Record<string, string> {
  const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);
  const fullName = [login.Nombres, login.Apellido]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  const user = {
    id: login.Id != null ? String(login.Id) : login.UAT,
    name: fullName || login.Nombre?.trim() || '',
    email: login.Mail ?? '',
    phone: orNull(login.Celular),
    birthdate: orNull(login.FechaNacimiento),
    avatar_url: login.Foto
      ? login.Foto.startsWith('data:')
        ? login.Foto
        : `data:image/jpeg;base64,${login.Foto}`
      : null,
    ejercito: isAffirmative(login.Ejercito),
    uat: login.UAT,
    organismoId: login.OrganismoId ?? 0,
    organismoNombreCorto: login.OrganismoNombreCorto?.trim() ?? '',
    requiereHaberes: isAffirmative(login.RequiereHaberes),
    bankAccount: login.CuentaBancaria ?? null,
  };
  return {
    'portal.accessToken': login.UAT,
    'portal.loginResponse': JSON.stringify(login),
    'portal.userData': JSON.stringify(user),
  };
}

/** A member of the portal: login20 as the login screen sends it, stored as the member app stores it. */
export const member: SignInFlow<MemberCredentials, LoginResponse> = {
  login: (serverUrl, { mail, password }) =>
    callApi<LoginResponse>(serverUrl, paths.login, { Mail: mail, Password: password, EmpresaId: '2' }),
  storage: memberStorage,
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
