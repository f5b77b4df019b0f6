import type { LoginResponse, UserDataResponse } from '@portal/contract/accounts';
import { authStorageKeys, clearAllPortalStorage } from '../storage-keys';
import { readJson, writeJson } from '../storage';
import { buildUser, isStoredUser, type MemberLike, type User } from './user';

export function storeLogin(response: LoginResponse): User {
  const user = buildUser(response, response.UAT);
  localStorage.setItem(authStorageKeys.accessToken, response.UAT);
  writeJson(authStorageKeys.loginResponse, response);
  writeJson(authStorageKeys.userData, user);
  return user;
}

export function storeUserData(response: UserDataResponse, uat: string): User {
  const user = buildUser(response, uat);
  writeJson(authStorageKeys.userDataResponse, response);
  writeJson(authStorageKeys.userData, user);
  return user;
}

export function storeUser(user: User) {
  writeJson(authStorageKeys.userData, user);
}

export const readAccessToken = () => localStorage.getItem(authStorageKeys.accessToken);

export type StoredSession =
  { kind: 'none' } | { kind: 'user'; user: User } | { kind: 'token-only'; uat: string };

/**
 * What storage says about the session (docs/product.md#session). Throws on corrupt data so the caller logs out.
 * The newest copy wins: the user we wrote, else the raw user-data response, else the login response.
 */
export function readStoredSession(): StoredSession {
  const uat = readAccessToken();
  if (!uat) return { kind: 'none' };
  const stored = readJson<unknown>(authStorageKeys.userData);
  if (isStoredUser(stored, uat)) return { kind: 'user', user: stored };
  const member =
    readJson<MemberLike>(authStorageKeys.userDataResponse) ??
    readJson<MemberLike>(authStorageKeys.loginResponse);
  if (member) return { kind: 'user', user: buildUser(member, uat) };
  return { kind: 'token-only', uat };
}

export const clearSessionStorage = () => clearAllPortalStorage();

/** First names and surname as the server last sent them (the User keeps only the full name). */
export function readStoredMemberNames(): { nombres: string | null; apellido: string | null } {
  try {
    const member =
      readJson<MemberLike>(authStorageKeys.userDataResponse) ??
      readJson<MemberLike>(authStorageKeys.loginResponse);
    return { nombres: member?.Nombres ?? null, apellido: member?.Apellido ?? null };
  } catch {
    return { nombres: null, apellido: null };
  }
}
