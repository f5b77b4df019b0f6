import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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

/** main.tsx's hydration; the login screen's chunk arrives (lazily) before the test goes on. */
async function hydrate(container: HTMLElement) {
  render(<App router={BrowserRouter} />, { container, hydrate: true });
  await act(async () => {
    await import('../features/auth/components/login-screen');
  });
}

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
