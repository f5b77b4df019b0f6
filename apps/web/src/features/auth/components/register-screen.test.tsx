import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { paths } from '@portal/contract/paths';
import { FIXED_NROTARJETA } from '@portal/contract/rules';
import { authStorageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/render-app';
import { createLoginResponse } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const withEmail = { pathname: '/register', state: { email: 'nuevo@example.com', organismoId: 5 } };
const withToken = { pathname: '/register', state: { hasToken: true } };

async function fill(user: UserEvent, values: Partial<Record<string, string>> = {}) {
  const all = {
    DNI: '30123456',
    Nombres: 'Ana María',
    Apellido: 'Sosa',
    Celular: '+54 9 11 2345-6789',
    Contraseña: 'Segura123',
    'Confirmar contraseña': 'Segura123',
    'Token de verificación': 'ABCD-1234',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('registration screen', () => {
  it('sends someone without e-mail or token flag to /pre-register', async () => {
    stubApi({ [paths.organismos]: () => ok({ Organismos: [] }) });
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Comenzar Registro' })).toBeInTheDocument();
  });

  it('shows every validation message of the spec', async () => {
    const api = stubApi({});
    const { user } = renderApp(withToken);
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('El DNI debe tener al menos 7 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Por favor ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('El número de celular es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El token es obligatorio')).toBeInTheDocument();

    await fill(user, {
      DNI: '12ab567',
      Nombres: 'A',
      Apellido: 'Sosa3',
      Celular: '12345',
      Contraseña: 'segura123',
      'Confirmar contraseña': 'otra',
    });
    await user.type(screen.getByLabelText('Correo electrónico'), 'nuevo@example.com');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('El DNI solo debe contener números')).toBeInTheDocument();
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El apellido solo puede contener letras y espacios')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un número de celular argentino válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos una letra mayúscula')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByLabelText('DNI')).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a DNI longer than 8 digits', async () => {
    const { user } = renderApp(withToken);
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    const dni = screen.getByLabelText('DNI');
    dni.removeAttribute('maxlength');
    await user.type(dni, '123456789');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('El DNI no puede tener más de 8 dígitos')).toBeInTheDocument();
  });

  it('registers with the spec payload, then signs in with the same e-mail and password', async () => {
    const api = stubApi({
      [paths.register]: () => ok(),
      [paths.login]: () => ({ json: createLoginResponse({ Nombres: 'Ana María', Apellido: 'Sosa' }) }),
    });
    const { user } = renderApp(withEmail);
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('✅ Registro exitoso')).toBeInTheDocument();
    expect(await screen.findByText('ANA MARÍA SOSA')).toBeInTheDocument();
    expect(api.callsTo(paths.register)[0]?.body).toEqual({
      NumeroDocumento: '30123456',
      Mail: 'nuevo@example.com',
      Password1: 'Segura123',
      Password2: 'Segura123',
      Apellido: 'Sosa',
      Nombres: 'Ana María',
      Celular: '+54 9 11 2345-6789',
      Nrotarjeta: FIXED_NROTARJETA,
      Token: 'ABCD-1234',
      OrganismoId: 5,
      EmpresaId: 2,
    });
    expect(api.callsTo(paths.login)[0]?.body).toMatchObject({
      Mail: 'nuevo@example.com',
      Password: 'Segura123',
    });
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBe('uat-123');
  });

  it('uses organismo 2 when the navigation state has none', async () => {
    const api = stubApi({ [paths.register]: () => fail(400, 'El DNI ya se encuentra registrado') });
    const { user } = renderApp(withToken);
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    await fill(user);
    await user.type(screen.getByLabelText('Correo electrónico'), 'otro@example.com');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('❌ Datos incorrectos')).toBeInTheDocument();
    expect(screen.getByText('El DNI ya se encuentra registrado')).toBeInTheDocument();
    expect(api.callsTo(paths.register)[0]?.body).toMatchObject({ OrganismoId: 2, EmpresaId: 2 });
    expect(screen.getByRole('link', { name: '← Volver al inicio' })).toHaveAttribute('href', '/pre-register');
  });
});
