import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consolePaths, supportPaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { soporte, summary, comunicaciones } from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
const search = (q: string) => `GET ${supportPaths.search}?${new URLSearchParams({ q }).toString()}`;

describe('the members search', () => {
  it('finds a member by DNI typed with dots, keeps the query in the address, and links the member', async () => {
    const api = stubApi({
      [me]: () => ok(soporte),
      [search('28456789')]: () =>
        ok({ items: [summary, { ...summary, id: 8, dni: '28456790', bloqueado: true }] }),
    });
    const { user } = renderApp('/socios');
    expect(await screen.findByRole('heading', { name: 'Socios' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('DNI, apellido o correo'), '28.456.789');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const table = await screen.findByRole('table', { name: 'Socios encontrados' });
    const [first, second] = await within(table).findAllByRole('link', { name: 'María Laura González' });
    expect(first).toHaveAttribute('href', '/socios/7');
    expect(second).toHaveAttribute('href', '/socios/8');
    expect(within(table).getByText('28456789')).toBeInTheDocument();
    expect(within(table).getAllByText('socio@demo.com.ar')).toHaveLength(2);
    expect(within(table).getAllByText('Ministerio de Educación')).toHaveLength(2);
    expect(within(table).getAllByText('Bloqueado')).toHaveLength(1);
    expect(api.callsTo(search('28456789'))).toHaveLength(1);

    await user.click(first!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/socios\/7$/);
  });

  it('opens a reloaded search from the address, with the query in the field', async () => {
    const api = stubApi({
      [me]: () => ok(evaluador),
      [search('gonz')]: () => ok({ items: [summary] }),
    });
    renderApp('/socios?q=gonz');
    expect(await screen.findByRole('link', { name: 'María Laura González' })).toBeInTheDocument();
    expect(screen.getByLabelText('DNI, apellido o correo')).toHaveValue('gonz');
    expect(api.callsTo(search('gonz'))).toHaveLength(1);
  });

  it('checks the query with the contract before searching', async () => {
    const api = stubApi({ [me]: () => ok(soporte) });
    const { user } = renderApp('/socios');
    await user.type(await screen.findByLabelText('DNI, apellido o correo'), 'g');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Escriba al menos 2 caracteres')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(`${supportPaths.search}?`))).toHaveLength(0);
  });

  it('says when nothing matches', async () => {
    stubApi({ [me]: () => ok(soporte), [search('nadie@x.com')]: () => ok({ items: [] }) });
    renderApp('/socios?q=nadie%40x.com');
    expect(await screen.findByText(/Ningún socio coincide con «nadie@x.com»/)).toBeInTheDocument();
  });

  it("shows the server's message when the search fails, and retries", async () => {
    let calls = 0;
    stubApi({
      [me]: () => ok(soporte),
      [search('gonz')]: () =>
        calls++ < 2 ? fail(503, 'El servidor se está reiniciando') : ok({ items: [summary] }),
    });
    const { user } = renderApp('/socios?q=gonz');
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor se está reiniciando');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'María Laura González' })).toBeInTheDocument();
  });

  it('is not offered to roles that may not read members: no nav link, and the address says why', async () => {
    const api = stubApi({ [me]: () => ok(comunicaciones) });
    renderApp('/socios?q=gonz');
    expect(await screen.findByText('Sección no disponible para su rol')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Socios' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(supportPaths.search))).toHaveLength(0);
  });

  it('the nav leads soporte to the search', async () => {
    stubApi({ [me]: () => ok(soporte) });
    const { user } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones de la consola' }));
    await user.click(nav.getByRole('link', { name: 'Socios' }));
    expect(await screen.findByRole('heading', { name: 'Socios' })).toBeInTheDocument();
  });
});
