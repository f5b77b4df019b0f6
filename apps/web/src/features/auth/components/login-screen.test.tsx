import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { authStorageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/render-app';
import { createLoginResponse } from '../../../test/fixtures';
import { fail, stubApi } from '../../../test/fetch-stub';

describe('login screen', () => {
  it('asks for every field before calling the server', async () => {
    const api = stubApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Error de validación')).toBeInTheDocument();
    expect(screen.getByText('Por favor complete todos los campos')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'socio@demo.com.ar');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows links, slogan, version, the remember checkbox and a password toggle', async () => {
    const { user } = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Recuperar Contraseña' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.getByText('Versión 2.0.0')).toBeInTheDocument();
    expect(screen.getByText(/^#/)).toBeInTheDocument();
    const remember = screen.getByRole('checkbox', { name: 'Recordar Contraseña' });
    await user.click(remember);
    expect(remember).toBeChecked();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('signs in, stores the session and goes to the dashboard', async () => {
    const api = stubApi({ [paths.login]: () => ({ json: createLoginResponse() }) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), ' maria@example.com ');
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('✅ Login exitoso')).toBeInTheDocument();
    expect(screen.getByText('Bienvenido de vuelta')).toBeInTheDocument();
    expect(await screen.findByText('MARÍA JOSÉ GARCÍA')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.callsTo(paths.login)[0]?.body).toEqual({
      Mail: 'maria@example.com',
      Password: 'Secreta123',
      EmpresaId: '2',
    });
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBe('uat-123');
    expect(localStorage.getItem(authStorageKeys.loginResponse)).toContain('maria@example.com');
    expect(localStorage.getItem(authStorageKeys.userData)).toContain('"uat":"uat-123"');
  });

  it('shows the server message in a toast and in the error box with technical details', async () => {
    stubApi({ [paths.login]: () => fail(401, 'Usuario o contraseña incorrectos') });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('❌ Error de inicio de sesión')).toBeInTheDocument();
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(box).toHaveTextContent('ERR_STATUS_401');
    expect(box).toHaveTextContent('Estado:401');
    expect(box).toHaveTextContent('Hora:');
    expect(box).toHaveTextContent('Tipo de error:Respuesta del servidor');
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('names a connection failure in the error box and the toast', async () => {
    stubApi({
      [paths.login]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Tipo de error:Error al conectar con el servidor');
    expect(box).toHaveTextContent(/Error de conexión: No se puede conectar con el servidor/);
    expect(box).toHaveTextContent('Estado:0');
  });

  it('redirects an already signed-in member to the dashboard', async () => {
    localStorage.setItem(authStorageKeys.accessToken, 'uat-123');
    localStorage.setItem(authStorageKeys.loginResponse, JSON.stringify(createLoginResponse()));
    renderApp('/login');
    expect(await screen.findByText('MARÍA JOSÉ GARCÍA')).toBeInTheDocument();
  });
});
