import { describe, expect, it } from 'vitest';
import {
  authStorageKeys,
  clearAllPortalStorage,
  loanTokenRequestKey,
  localStorageKeys,
} from '../storage-keys';
import { createLoginResponse } from '../../test/fixtures';
import { readStoredSession, storeLogin, storeUserData } from './session-storage';
import { buildUser } from './user';

describe('session storage', () => {
  it('stores the token, the login response and the user on login', () => {
    const response = createLoginResponse({ Foto: 'AAAA' });
    const user = storeLogin(response);
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBe('uat-123');
    expect(JSON.parse(localStorage.getItem(authStorageKeys.loginResponse)!)).toEqual(response);
    expect(JSON.parse(localStorage.getItem(authStorageKeys.userData)!)).toEqual(user);
    expect(user).toEqual({
      id: '7',
      name: 'María José García',
      email: 'maria@example.com',
      phone: '1123456789',
      birthdate: '05/03/1985',
      avatar_url: 'data:image/jpeg;base64,AAAA',
      ejercito: false,
      uat: 'uat-123',
      organismoId: 2,
      organismoNombreCorto: 'MP',
      requiereHaberes: false,
      bankAccount: null,
    });
  });

  it('builds the user name from Nombre when there are no parts, and ejercito from affirmative values', () => {
    const base = createLoginResponse();
    expect(buildUser({ ...base, Nombres: '', Apellido: '', Nombre: 'Juan Pérez' }, 'u').name).toBe(
      'Juan Pérez',
    );
    for (const value of [true, 1, 'true', '1', 'SI', 'yes', 'Y'])
      expect(buildUser({ Ejercito: value }, 'u').ejercito).toBe(true);
    for (const value of [false, 0, 'no', '', null])
      expect(buildUser({ Ejercito: value }, 'u').ejercito).toBe(false);
    expect(buildUser({ Id: null }, 'u').id).toBe('u');
  });

  it('reads no session without a token, even with data left', () => {
    localStorage.setItem(authStorageKeys.loginResponse, JSON.stringify(createLoginResponse()));
    expect(readStoredSession()).toEqual({ kind: 'none' });
  });

  it('rebuilds the user from stored data, preferring the newest user-data response', () => {
    storeLogin(createLoginResponse());
    localStorage.removeItem(authStorageKeys.userData);
    expect(readStoredSession()).toMatchObject({ kind: 'user', user: { email: 'maria@example.com' } });
    storeUserData({ ...createLoginResponse(), Mail: 'nuevo@example.com' }, 'uat-123');
    localStorage.removeItem(authStorageKeys.userData);
    expect(readStoredSession()).toMatchObject({
      kind: 'user',
      user: { email: 'nuevo@example.com', uat: 'uat-123' },
    });
  });

  it('asks for the server when there is only a token, and throws on corrupt data', () => {
    localStorage.setItem(authStorageKeys.accessToken, 'only-token');
    expect(readStoredSession()).toEqual({ kind: 'token-only', uat: 'only-token' });
    localStorage.setItem(authStorageKeys.userData, '{not json');
    expect(() => readStoredSession()).toThrow();
  });

  it('ignores a stored user that belongs to another token', () => {
    storeLogin(createLoginResponse());
    localStorage.setItem(authStorageKeys.accessToken, 'other');
    localStorage.removeItem(authStorageKeys.loginResponse);
    expect(readStoredSession()).toEqual({ kind: 'token-only', uat: 'other' });
  });

  it('clears every key of the app on logout, and nothing else', () => {
    storeLogin(createLoginResponse());
    localStorage.setItem(authStorageKeys.registrationToken, 'ref');
    localStorage.setItem(authStorageKeys.userDataResponse, '{}');
    localStorage.setItem(localStorageKeys.refreshLoans, 'true');
    localStorage.setItem(localStorageKeys.selectedNews, '{}');
    localStorage.setItem(localStorageKeys.loansCache, '{}');
    localStorage.setItem(loanTokenRequestKey(4), '123');
    localStorage.setItem(loanTokenRequestKey(5), '456');
    localStorage.setItem('unrelated', 'keep');
    clearAllPortalStorage();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });
});
