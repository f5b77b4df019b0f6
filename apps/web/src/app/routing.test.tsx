import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { authStorageKeys } from '../lib/storage-keys';
import { renderApp } from '../test/render-app';
import { createLoginResponse, storeSignedIn } from '../test/fixtures';
import { fail, ok, stubApi } from '../test/fetch-stub';

const slow = { timeout: 3000 };

describe('routing and the session', () => {
  it('shows the loading card at / and then the sign-in content when nobody is signed in', async () => {
    renderApp('/');
    expect(screen.getByText('Cargando la aplicación...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ingresar' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in member from / to /dashboard', async () => {
    storeSignedIn();
    renderApp('/');
    expect(screen.getByText('Cargando la aplicación...')).toBeInTheDocument();
    expect(await screen.findByText('MARÍA JOSÉ GARCÍA', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Bienvenido,')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('redirects a protected route without a session to /', async () => {
    renderApp('/profile');
    expect(screen.getByText('Verificando sesión...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ingresar' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('restores the user from storage and shows the protected screen with the bottom navigation', async () => {
    storeSignedIn();
    renderApp('/dashboard');
    expect(await screen.findByText('MARÍA JOSÉ GARCÍA')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    for (const label of ['Préstamos', 'Notificaciones', 'Inicio', 'Novedades', 'Perfil']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Inicio');
  });

  it('fetches the member when only the token is stored', async () => {
    localStorage.setItem(authStorageKeys.accessToken, 'uat-123');
    const api = stubApi({
      [paths.userData]: () => ok({ ...createLoginResponse(), Nombres: 'Ana', Apellido: 'Sosa' }),
    });
    renderApp('/dashboard');
    expect(screen.getByText('Verificando sesión...')).toBeInTheDocument();
    expect(await screen.findByText('ANA SOSA', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo(paths.userData)[0]?.body).toEqual({ UAT: 'uat-123' });
    expect(localStorage.getItem(authStorageKeys.userDataResponse)).toContain('Sosa');
  });

  it('logs out when fetching the member fails', async () => {
    localStorage.setItem(authStorageKeys.accessToken, 'expired');
    stubApi({ [paths.userData]: () => fail(401, 'No hay sesion activa') });
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Ingresar' }, slow)).toBeInTheDocument();
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBeNull();
  });

  it('logs out when the stored data is corrupt', async () => {
    localStorage.setItem(authStorageKeys.accessToken, 'uat-123');
    localStorage.setItem(authStorageKeys.userData, '{broken');
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Ingresar' }, slow)).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('shows the 404 page and logs the path as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/no-existe');
    expect(screen.getByRole('heading', { name: 'Oops! Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no-existe'));
  });

  it('opens the loan request wizard at /loan-request', async () => {
    storeSignedIn();
    stubApi({
      [paths.notifications]: () => ok({ Notificaciones: [] }),
      [paths.loanLines]: () => ok({ LineasPrestamos: [] }),
    });
    renderApp('/loan-request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monto Solicitado' })).toBeInTheDocument();
  });
});
