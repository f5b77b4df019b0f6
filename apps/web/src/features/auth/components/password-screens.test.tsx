import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const slow = { timeout: 3500 };

describe('password recovery', () => {
  it('asks for the e-mail, sends it, and returns to / after 2 s', async () => {
    const api = stubApi({ [paths.recoverPassword]: () => ok() });
    const { user } = renderApp('/recover-password');
    expect(await screen.findByRole('heading', { name: 'Recuperar Contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Por favor ingrese su correo electrónico')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Correo enviado')).toBeInTheDocument();
    expect(
      screen.getByText('Se ha enviado un correo con instrucciones para recuperar su contraseña'),
    ).toBeInTheDocument();
    expect(api.callsTo(paths.recoverPassword)[0]?.body).toEqual({ Mail: 'maria@example.com' });
    expect(await screen.findByText('Cargando la aplicación...', undefined, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the failure', async () => {
    stubApi({ [paths.recoverPassword]: () => fail(500, 'Falla') });
    const { user } = renderApp('/recover-password');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('No se pudo procesar la solicitud')).toBeInTheDocument();
  });
});

describe('password update', () => {
  it('without a token in the fragment says the link is invalid and returns to /', async () => {
    renderApp('/update-password?token=en-la-query-no');
    expect(await screen.findByRole('heading', { name: 'Actualizar Contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Enlace de recuperación inválido o expirado');
    expect(await screen.findByText('Token de recuperación no válido')).toBeInTheDocument();
    expect(await screen.findByText('Cargando la aplicación...', undefined, slow)).toBeInTheDocument();
  });

  it('validates both fields, sends the password twice and returns to / after 2 s', async () => {
    const api = stubApi({ [paths.updatePassword]: () => ok() });
    const { user } = renderApp('/update-password#token=tok-123');
    expect(await screen.findByRole('heading', { name: 'Actualizar Contraseña' })).toBeInTheDocument();
    // The token leaves the address bar once read.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/update-password$/);
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(await screen.findByText('Por favor complete todos los campos')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1234');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva12345');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), '5');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(await screen.findByText('Su contraseña ha sido actualizada exitosamente')).toBeInTheDocument();
    expect(api.callsTo(paths.updatePassword)[0]?.body).toEqual({
      Token: 'tok-123',
      Password1: 'Nueva12345',
      Password2: 'Nueva12345',
    });
    expect(await screen.findByText('Cargando la aplicación...', undefined, slow)).toBeInTheDocument();
  });

  it('shows the failure of an expired link', async () => {
    stubApi({ [paths.updatePassword]: () => fail(400, 'El enlace de recuperación es inválido o expiró') });
    const { user } = renderApp('/update-password#token=viejo');
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva1234');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(await screen.findByText('No se pudo actualizar la contraseña')).toBeInTheDocument();
    expect(screen.getByText('El enlace de recuperación es inválido o expiró')).toBeInTheDocument();
  });
});
