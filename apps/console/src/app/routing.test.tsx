import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  campaignPaths,
  consoleMessages,
  consolePaths,
  organismoPaths,
  proposalPaths,
  ratePaths,
} from '@portal/contract';
import { renderApp } from '../test/render-app';
import { fail, ok, stubApi } from '../test/fetch-stub';
import { evaluador } from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
const signOut = `DELETE ${consolePaths.session}`;

describe('the guard and the shell', () => {
  it('without a session, sends every console screen to the sign-in', async () => {
    const api = stubApi({ [me]: () => fail(401, consoleMessages.noSession) });
    renderApp('/');
    expect(screen.getByText('Verificando sesión...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    // A first visit is not an expired session: no message, and a 401 is never retried.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.callsTo(me)).toHaveLength(1);
  });

  it('with a session, shows the shell and what the roles may do', async () => {
    stubApi({
      [me]: () => ok({ email: 'ana@asociacion.org', roles: ['administrador', 'soporte', 'auditor'] }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    const roles = within(screen.getByRole('list', { name: 'Roles' }));
    for (const label of ['Administrador', 'Soporte', 'Auditor'])
      expect(roles.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Administrador, Soporte y Auditor')).toBeInTheDocument();

    const may = within(screen.getByRole('region', { name: 'Lo que puede hacer' }));
    expect(
      may.getByText('Consultar el registro de auditoría de todas las acciones de la consola'),
    ).toBeInTheDocument();
    expect(
      may.getByText(
        'Corregir el nombre, el apellido o el DNI de un socio, con el motivo, y enviarle el correo para una contraseña nueva',
      ),
    ).toBeInTheDocument();
    // Granted by two roles, listed once; money operations belong to none of them.
    expect(may.getAllByText('members.read')).toHaveLength(1);
    expect(may.queryByText('transfers.propose')).not.toBeInTheDocument();

    // Every screen these roles open is built: none is left to come, and the nav links each one.
    expect(screen.queryByRole('region', { name: 'Pantallas por venir' })).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.getByRole('link', { name: 'Socios' })).toHaveAttribute('href', '/socios');
    expect(nav.getByRole('link', { name: 'Auditoría' })).toHaveAttribute('href', '/auditoria');
    expect(nav.getByRole('link', { name: 'Personal' })).toHaveAttribute('href', '/personal');
    expect(nav.getByRole('link', { name: 'Ajustes' })).toHaveAttribute('href', '/ajustes');
  });

  it("lists an evaluador's work only", async () => {
    stubApi({ [me]: () => ok(evaluador) });
    renderApp('/');
    const may = within(await screen.findByRole('region', { name: 'Lo que puede hacer' }));
    expect(may.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('loans.read'),
      expect.stringContaining('loans.decide'),
      expect.stringContaining('documents.read'),
      expect.stringContaining('members.read'),
    ]);
    // Every screen of an evaluador's work is built: nothing is left to come.
    expect(screen.queryByRole('region', { name: 'Pantallas por venir' })).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Inicio',
      'Evaluación',
      'Préstamos',
      'Socios',
    ]);
  });

  it("leads tesorería to 'Haberes' from the nav (the evaluador's nav above has no such link)", async () => {
    stubApi({
      [me]: () => ok({ email: 'tesoreria@asociacion.org', roles: ['tesoreria'] }),
      [`GET ${organismoPaths.list}`]: () => ok({ items: [] }),
    });
    const { user } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones de la consola' }));
    await user.click(nav.getByRole('link', { name: 'Haberes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Haberes' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/haberes$/);
  });

  it("leads comunicaciones to 'Novedades' and 'Campañas'; nothing of theirs is still to come", async () => {
    stubApi({
      [me]: () => ok({ email: 'comunicaciones@asociacion.org', roles: ['comunicaciones'] }),
      [`GET ${campaignPaths.list}`]: () => ok({ items: [], next: null }),
    });
    const { user } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Inicio',
      'Novedades',
      'Campañas',
    ]);
    expect(screen.queryByRole('region', { name: 'Pantallas por venir' })).not.toBeInTheDocument();
    await user.click(nav.getByRole('link', { name: 'Campañas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campañas' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/campanas$/);
  });

  it("leads parámetros to 'Tasas' and 'Organismos' from the nav", { timeout: 20_000 }, async () => {
    stubApi({
      [me]: () => ok({ email: 'parametros@asociacion.org', roles: ['parametros'] }),
      [`GET ${organismoPaths.list}`]: () => ok({ items: [] }),
      [`GET ${ratePaths.list}`]: () => ok({ items: [], cftTope: null }),
      [`GET ${proposalPaths.list}`]: () => ok({ items: [], next: null }),
    });
    const { user } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones de la consola' }));
    await user.click(nav.getByRole('link', { name: 'Tasas' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tasas' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The shell is drawn again once the lazy screen has loaded: the nav is looked up anew.
    const navAgain = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    await user.click(navAgain.getByRole('link', { name: 'Organismos' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organismos' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/organismos$/);
  });

  it("'Salir' ends the session on the server and comes back to the sign-in", async () => {
    let signedIn = true;
    const api = stubApi({
      [me]: () => (signedIn ? ok(evaluador) : fail(401, consoleMessages.noSession)),
      [signOut]: () => {
        signedIn = false;
        return ok({ Status: 200, Mensaje: consoleMessages.signedOut });
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(consoleMessages.signedOut);
    expect(api.callsTo(signOut)).toHaveLength(1);
    // No JSON content type without a body: the server refuses an empty JSON body.
    expect(api.callsTo(signOut)[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it("a failed 'Salir' keeps the person signed in and says why", async () => {
    stubApi({ [me]: () => ok(evaluador), [signOut]: () => fail(503, 'El servidor se está reiniciando') });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cerrar la sesión: El servidor se está reiniciando',
    );
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('when the session cannot be checked (server down), offers a retry instead of the sign-in', async () => {
    let up = false;
    stubApi({ [me]: () => (up ? ok(evaluador) : fail(502, 'Error del servidor')) });
    const { user } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'No se pudo verificar la sesión' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('shows a 404 page for an unknown console path and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no-existe'));
  });
});
