import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { authStorageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const organismos = () =>
  ok({
    Organismos: [
      { Id: 0, Nombre: 'Ninguno' },
      { Id: 2, Nombre: 'Mutual Principal' },
      { Id: 5, Nombre: 'Ejército Argentino' },
    ],
  });

describe('pre-registration screen', () => {
  it('lists organismos with Id > 0 and keeps Continuar disabled until one is chosen', async () => {
    stubApi({ [paths.organismos]: organismos });
    const { user } = renderApp('/pre-register');
    expect(await screen.findByRole('heading', { name: 'Comenzar Registro' })).toBeInTheDocument();
    expect(screen.getByText('Revise su email para ver el token')).toBeInTheDocument();
    const select = screen.getByLabelText('Organismo');
    expect(await screen.findByRole('option', { name: 'Mutual Principal' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Seleccione un organismo' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ninguno' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.selectOptions(select, '2');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '¿Ya tienes cuenta? Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says the organismos are loading', async () => {
    stubApi({ [paths.organismos]: () => new Promise(() => undefined) });
    renderApp('/pre-register');
    expect(await screen.findByRole('option', { name: 'Cargando organismos...' })).toBeInTheDocument();
  });

  it('asks for the e-mail', async () => {
    const api = stubApi({ [paths.organismos]: organismos });
    const { user } = renderApp('/pre-register');
    await user.selectOptions(
      await screen.findByLabelText('Organismo'),
      await screen.findByRole('option', { name: 'Mutual Principal' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Por favor ingrese su email')).toBeInTheDocument();
    expect(api.callsTo(paths.preRegister)).toHaveLength(0);
  });

  it('sends the request, stores the reference and opens the registration with the e-mail locked', async () => {
    const api = stubApi({
      [paths.organismos]: organismos,
      [paths.preRegister]: () => ok({ Token: 'ref-1' }),
    });
    const { user } = renderApp('/pre-register');
    await user.selectOptions(
      await screen.findByLabelText('Organismo'),
      await screen.findByRole('option', { name: 'Ejército Argentino' }),
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'nuevo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('✅ Verificación enviada')).toBeInTheDocument();
    expect(screen.getByText('Revise su email para continuar con el registro')).toBeInTheDocument();
    expect(api.callsTo(paths.preRegister)[0]?.body).toEqual({ eMail: 'nuevo@example.com', OrganismoId: 5 });
    expect(localStorage.getItem(authStorageKeys.registrationToken)).toBe('ref-1');
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('nuevo@example.com');
    expect(email).toHaveAttribute('readonly');
  });

  it('shows the server message when the request fails', async () => {
    stubApi({ [paths.organismos]: organismos, [paths.preRegister]: () => fail(429, 'Demasiados intentos') });
    const { user } = renderApp('/pre-register');
    await user.selectOptions(
      await screen.findByLabelText('Organismo'),
      await screen.findByRole('option', { name: 'Mutual Principal' }),
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'nuevo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Demasiados intentos')).toBeInTheDocument();
  });

  it('says when the organismos cannot be loaded', async () => {
    stubApi({ [paths.organismos]: () => fail(400, 'Solicitud inválida') });
    renderApp('/pre-register');
    expect(await screen.findByText('Error al cargar organismos')).toBeInTheDocument();
    expect(screen.getByText('Solicitud inválida')).toBeInTheDocument();
  });

  it('opens the registration with an editable e-mail for someone who already has a token', async () => {
    stubApi({ [paths.organismos]: organismos });
    const { user } = renderApp('/pre-register');
    await user.click(await screen.findByRole('button', { name: 'Ya tengo token de verificación' }));
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('readonly');
  });
});
