import type { LoginResponse } from '@portal/contract/accounts';
import { authStorageKeys } from '../lib/storage-keys';

/** An account to credit loans to, as the server masks it. */
export const memberBankAccount = {
  Tipo: 'CBU',
  Cuenta: '···· 4569',
  CuitTitular: '27-****5678-4',
  VigenteDesde: '2025-01-02T12:00:00.000Z',
} as const;

export function createLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    Status: 200,
    Mensaje: 'Inicio de sesión exitoso',
    UAT: 'uat-123',
    Id: 7,
    Nombres: 'María José',
    Apellido: 'García',
    Nombre: 'María José García',
    Mail: 'maria@example.com',
    Celular: '1123456789',
    FechaNacimiento: '05/03/1985',
    Domicilio: null,
    Foto: null,
    Ejercito: false,
    OrganismoId: 2,
    OrganismoNombre: 'Mutual Principal',
    OrganismoNombreCorto: 'MP',
    RequiereHaberes: false,
    CuentaBancaria: null,
    ...overrides,
  };
}

/** Puts a signed-in member in storage as the login screen would. */
export function storeSignedIn(response: LoginResponse = createLoginResponse()) {
  localStorage.setItem(authStorageKeys.accessToken, response.UAT);
  localStorage.setItem(authStorageKeys.loginResponse, JSON.stringify(response));
}
