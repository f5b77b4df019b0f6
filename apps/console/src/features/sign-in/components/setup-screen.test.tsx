import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { consoleMessages, consolePaths, weakPasswordMessage } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const setup = `POST ${consolePaths.setup}`;

describe('the one-time setup link', () => {
  it('without a token, says so and links to the sign-in', async () => {
    const api = stubApi({});
    renderApp('/setup');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no trae el código');
    expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute('href', '/login');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('takes the token out of the address bar, checks the password rule and the repetition, then sets it', async () => {
    const api = stubApi({ [setup]: () => ok({ Status: 200, Mensaje: consoleMessages.passwordSet }) });
    const { user } = renderApp('/setup#token=abc123');
    const password = await screen.findByLabelText('Nueva contraseña');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/setup$/);

    await user.type(password, 'corta');
    await user.type(screen.getByLabelText('Repetir la contraseña'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Nueva1234');
    await user.clear(screen.getByLabelText('Repetir la contraseña'));
    await user.type(screen.getByLabelText('Repetir la contraseña'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    expect(await screen.findByText(consoleMessages.passwordSet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute('href', '/login');
    expect(api.callsTo(setup)[0]?.body).toEqual({ token: 'abc123', password: 'Nueva1234' });
  });

  it("shows the server's message when the link is spent or expired", async () => {
    stubApi({ [setup]: () => fail(400, consoleMessages.invalidSetupToken) });
    const { user } = renderApp('/setup#token=usado');
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva1234');
    await user.type(screen.getByLabelText('Repetir la contraseña'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(consoleMessages.invalidSetupToken);
  });

  it("shows the server's refusal of a password that passes the form's rule but is easy to guess", async () => {
    stubApi({ [setup]: () => fail(400, weakPasswordMessage) });
    const { user } = renderApp('/setup#token=vigente');
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Password1');
    await user.type(screen.getByLabelText('Repetir la contraseña'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(weakPasswordMessage);
    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
  });
});
