import { BrowserRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@portal/contract/paths';
import { App } from '../app/app';
import { createLoginResponse } from '../test/fixtures';
import { stubApi } from '../test/fetch-stub';
import { renderPage } from './render-page';

/** The prerendered page at `url` as the browser receives it, before any JavaScript has run. */
async function prerendered(url: string) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = await renderPage(url);
  document.body.append(container);
  return container;
}

/** main.tsx's hydration; the page's lazy chunks (the login screen's by default) arrive before the test goes on. */
async function hydrate(
  container: HTMLElement,
  chunks: () => Promise<unknown> = () => import('../features/auth/components/login-screen'),
) {
  render(<App router={BrowserRouter} />, { container, hydrate: true });
  await act(async () => {
    await chunks();
  });
}

const accountScreen = (screen: () => Promise<unknown>) => () =>
  Promise.all([import('../app/query-layout'), screen()]);

describe('prerendered /login', () => {
  it('is the login form, and hydration takes over its markup instead of painting it again', async () => {
    const container = await prerendered('/login');
    const title = screen.getByRole('heading', { name: 'Iniciar sesión' });
    const password = screen.getByLabelText('Contraseña');
    await hydrate(container);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBe(title);
    // Live: the toggle works on the very field of the markup.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByLabelText('Contraseña')).toBe(password);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('keeps what was typed (or autofilled) before its JavaScript ran', async () => {
    const api = stubApi({ [paths.login]: () => ({ json: createLoginResponse() }) });
    const container = await prerendered('/login');
    const email = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    email.value = 'maria@example.com';
    screen.getByRole<HTMLInputElement>('checkbox', { name: 'Recordar Contraseña' }).checked = true;
    await hydrate(container);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    expect(email).toHaveValue('maria@example.com');
    expect(screen.getByRole('checkbox', { name: 'Recordar Contraseña' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('✅ Login exitoso')).toBeInTheDocument();
    expect(api.callsTo(paths.login)[0]?.body).toMatchObject({
      Mail: 'maria@example.com',
      Password: 'Secreta123',
    });
  });
});

describe('prerendered account screens with react-hook-form', () => {
  it('/recover-password sends the address typed before its JavaScript ran', async () => {
    const api = stubApi({ [paths.recoverPassword]: () => ({ json: { Status: 200, Mensaje: 'ok' } }) });
    const container = await prerendered('/recover-password');
    const email = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    email.value = 'maria@example.com';
    await hydrate(
      container,
      accountScreen(() => import('../features/auth/components/recover-password-screen')),
    );

    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('maria@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Correo enviado')).toBeInTheDocument();
    expect(api.callsTo(paths.recoverPassword)[0]?.body).toEqual({ Mail: 'maria@example.com' });
  });

  it('/pre-register keeps the address typed while the organismos were loading', async () => {
    const api = stubApi({
      [paths.organismos]: () => ({
        json: { Status: 200, Mensaje: 'ok', Organismos: [{ Id: 7, Nombre: 'Municipalidad' }] },
      }),
      [paths.preRegister]: () => ({ json: { Status: 200, Mensaje: 'ok', Token: 't' } }),
    });
    const container = await prerendered('/pre-register');
    screen.getByLabelText<HTMLInputElement>('Correo electrónico').value = 'ana@example.com';
    await hydrate(
      container,
      accountScreen(() => import('../features/auth/components/pre-register-screen')),
    );

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Organismo'), 'Municipalidad');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() =>
      expect(api.callsTo(paths.preRegister)[0]?.body).toEqual({ eMail: 'ana@example.com', OrganismoId: 7 }),
    );
  });
});
