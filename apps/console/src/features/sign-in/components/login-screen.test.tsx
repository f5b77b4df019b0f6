import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consoleMessages, consolePaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { enrolment, evaluador } from '../../../test/fixtures';

const session = `POST ${consolePaths.session}`;
const totp = `POST ${consolePaths.totp}`;
const me = `GET ${consolePaths.me}`;
/** What the login screen asks first: nobody is signed in. */
const signedOut = { [me]: () => fail(401, consoleMessages.noSession) };

async function typeCredentials(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

/** The shell after a sign-in: the e-mail, the role's Spanish label and the home page. */
async function expectShell(email: string, role: string) {
  expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  const banner = screen.getByRole('banner');
  expect(within(banner).getByText(email)).toBeInTheDocument();
  expect(within(within(banner).getByRole('list', { name: 'Roles' })).getByText(role)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
}

describe('signing in', () => {
  it('checks the fields before calling the server', async () => {
    const api = stubApi(signedOut);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingrese su correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingrese su contraseña')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Por favor ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(api.callsTo(session)).toHaveLength(0);
  });

  it('with the password alone (no second factor), opens the console', async () => {
    const api = stubApi({ ...signedOut, [session]: () => ok({ step: 'done', ...evaluador }) });
    const { user } = renderApp('/login');
    await typeCredentials(user, ' Evaluador@Staff.Demo.com.ar ', 'Demo1234');
    await expectShell('evaluador@staff.demo.com.ar', 'Evaluador');
    expect(api.callsTo(session)[0]?.body).toEqual({
      email: 'evaluador@staff.demo.com.ar',
      password: 'Demo1234',
    });
    // The answer said who signed in: GET /me is not asked again to open the shell.
    expect(api.callsTo(me)).toHaveLength(1);
  });

  it("shows the server's message as is when it refuses, and keeps the e-mail", async () => {
    stubApi({ ...signedOut, [session]: () => fail(401, consoleMessages.badCredentials) });
    const { user } = renderApp('/login');
    await typeCredentials(user, 'evaluador@staff.demo.com.ar', 'Otra1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(consoleMessages.badCredentials);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('evaluador@staff.demo.com.ar');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('asks for the 6-digit code when the server says so, and posts again with it', async () => {
    const api = stubApi({
      ...signedOut,
      [session]: (body) => {
        if (body.totp === undefined) return ok({ step: 'totp' });
        if (body.totp === '111111') return fail(401, consoleMessages.wrongTotp);
        return ok({ step: 'done', email: 'tesoreria@staff.demo.com.ar', roles: ['tesoreria', 'auditor'] });
      },
    });
    const { user } = renderApp('/login');
    await typeCredentials(user, 'tesoreria@staff.demo.com.ar', 'Demo1234');
    expect(await screen.findByRole('heading', { name: 'Código de verificación' })).toBeInTheDocument();

    const code = screen.getByLabelText('Código de verificación');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código tiene 6 dígitos')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(consoleMessages.wrongTotp);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await expectShell('tesoreria@staff.demo.com.ar', 'Tesorería');
    expect(within(screen.getByRole('list', { name: 'Roles' })).getByText('Auditor')).toBeInTheDocument();
    expect(api.callsTo(session).map((call) => call.body)).toEqual([
      { email: 'tesoreria@staff.demo.com.ar', password: 'Demo1234' },
      { email: 'tesoreria@staff.demo.com.ar', password: 'Demo1234', totp: '111111' },
      { email: 'tesoreria@staff.demo.com.ar', password: 'Demo1234', totp: '123456' },
    ]);
  });

  it('enrols a new second factor: QR code and secret, then the first code goes to /totp', async () => {
    const api = stubApi({
      ...signedOut,
      [session]: () => ok({ step: 'enrol', ...enrolment }),
      [totp]: () => ok({ step: 'done', ...evaluador }),
    });
    const { user } = renderApp('/login');
    await typeCredentials(user, 'evaluador@staff.demo.com.ar', 'Demo1234');
    expect(await screen.findByRole('heading', { name: 'Configure el segundo factor' })).toBeInTheDocument();

    const qr = await screen.findByRole('img', { name: /Código QR para la aplicación de autenticación/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(screen.getByLabelText('Clave secreta')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    await user.type(screen.getByLabelText('Código de verificación'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ingresar' }));
    await expectShell('evaluador@staff.demo.com.ar', 'Evaluador');
    expect(api.callsTo(totp)[0]?.body).toEqual({ code: '654321' });
    expect(api.callsTo(session)).toHaveLength(1);
  });

  it('an abandoned enrolment ends its half-open session and goes back to the credentials', async () => {
    const api = stubApi({
      ...signedOut,
      [session]: () => ok({ step: 'enrol', ...enrolment }),
      [`DELETE ${consolePaths.session}`]: () => ok({ Status: 200, Mensaje: consoleMessages.signedOut }),
    });
    const { user } = renderApp('/login');
    await typeCredentials(user, 'evaluador@staff.demo.com.ar', 'Demo1234');
    await user.click(await screen.findByRole('button', { name: 'Volver e ingresar con otra cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('evaluador@staff.demo.com.ar');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(api.callsTo(`DELETE ${consolePaths.session}`)).toHaveLength(1);
  });
});

describe('the sign-in page when already signed in', () => {
  it('goes on to the console instead of asking again', async () => {
    stubApi({ [me]: () => ok(evaluador) });
    renderApp('/login');
    await expectShell('evaluador@staff.demo.com.ar', 'Evaluador');
  });
});
