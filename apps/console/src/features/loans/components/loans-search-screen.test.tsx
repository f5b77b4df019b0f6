import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consoleLoanPaths, consolePaths, loanStates } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { comunicaciones, money, tesoreria } from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
/** The search call as the screen makes it: the filters in the query string, in the form's order. */
const search = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `GET ${consoleLoanPaths.search}${query ? `?${query}` : ''}`;
};

const item = (id: number, estado: string = loanStates.deducting) => ({
  id,
  estado,
  producto: 'Préstamo Personal',
  fecha: '2026-03-10T13:30:00.000Z',
  montoPrestado: 850_000,
  saldo: 612_345.67,
  socio: { id: 7, nombre: 'Juan Carlos Pérez', dni: '28765432' },
  organismo: 'Ministerio de Educación',
});

describe('the loans search', () => {
  it('lists every loan newest first, and searches by the filters typed (kept in the address)', async () => {
    const api = stubApi({
      [me]: () => ok(tesoreria),
      [search()]: () => ok({ items: [item(45), item(44)], next: null }),
      [search({ dni: '28765432', estado: loanStates.awaitingTransfer })]: () =>
        ok({ items: [item(42, loanStates.awaitingTransfer)], next: null }),
    });
    const { user } = renderApp('/prestamos');
    expect(await screen.findByRole('heading', { name: 'Préstamos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Préstamos encontrados' });
    expect(await within(table).findByRole('link', { name: 'Préstamo N° 45' })).toHaveAttribute(
      'href',
      '/prestamos/45',
    );
    expect(within(table).getAllByText(money(612_345.67))).toHaveLength(2);
    expect(within(table).getAllByText('10/03/2026')).toHaveLength(2);

    await user.type(screen.getByLabelText('DNI'), '28.765.432');
    await user.selectOptions(screen.getByLabelText('Estado'), loanStates.awaitingTransfer);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await within(table).findByRole('link', { name: 'Préstamo N° 42' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Préstamo N° 45' })).not.toBeInTheDocument();
    expect(within(table).getByText(loanStates.awaitingTransfer)).toBeInTheDocument();
    expect(api.callsTo(search({ dni: '28765432', estado: loanStates.awaitingTransfer }))).toHaveLength(1);
  });

  it('opens a shared or reloaded search from the address, with its filters in the form', async () => {
    const api = stubApi({
      [me]: () => ok(evaluador),
      [search({ apellido: 'Pérez', organismoId: '2' })]: () => ok({ items: [item(45)], next: null }),
    });
    renderApp('/prestamos?apellido=P%C3%A9rez&organismoId=2');
    expect(await screen.findByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(screen.getByLabelText('Apellido')).toHaveValue('Pérez');
    expect(screen.getByLabelText('N° de organismo')).toHaveValue('2');
    expect(api.callsTo(search())).toHaveLength(0);
  });

  it("pages with 'Ver más', from the last loan's cursor", async () => {
    const api = stubApi({
      [me]: () => ok(tesoreria),
      [search()]: () => ok({ items: [item(45), item(44)], next: '44' }),
      [search({ cursor: '44' })]: () => ok({ items: [item(43)], next: null }),
    });
    const { user } = renderApp('/prestamos');
    await user.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('link', { name: 'Préstamo N° 43' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(api.callsTo(search({ cursor: '44' }))).toHaveLength(1);
  });

  it('checks the filters with the contract before searching', async () => {
    const api = stubApi({
      [me]: () => ok(tesoreria),
      [search()]: () => ok({ items: [], next: null }),
    });
    const { user } = renderApp('/prestamos');
    expect(await screen.findByText('Todavía no hay préstamos.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('DNI'), '123');
    await user.type(screen.getByLabelText('Apellido'), 'P');
    await user.type(screen.getByLabelText('N° de préstamo'), '4x');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('El DNI tiene 7 u 8 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Escriba al menos 2 letras del apellido')).toBeInTheDocument();
    expect(screen.getByText('Escriba el número del préstamo, solo dígitos')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(`${consoleLoanPaths.search}?`))).toHaveLength(0);
  });

  it('an address with a filter that is not valid asks for a correction instead of searching', async () => {
    const api = stubApi({ [me]: () => ok(tesoreria) });
    renderApp('/prestamos?dni=12');
    expect(await screen.findByText('El DNI tiene 7 u 8 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Corrija los filtros marcados para buscar.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(consoleLoanPaths.search))).toHaveLength(0);
  });

  it('says when nothing matches, and clears the filters', async () => {
    stubApi({
      [me]: () => ok(tesoreria),
      [search({ prestamoId: '999' })]: () => ok({ items: [], next: null }),
      [search()]: () => ok({ items: [item(45)], next: null }),
    });
    const { user } = renderApp('/prestamos?prestamoId=999');
    expect(await screen.findByText(/Ningún préstamo coincide con la búsqueda/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(await screen.findByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(screen.getByLabelText('N° de préstamo')).toHaveValue('');
  });

  it("shows the server's message when the search fails", async () => {
    stubApi({ [me]: () => ok(tesoreria), [search()]: () => fail(503, 'El servidor se está reiniciando') });
    renderApp('/prestamos');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo buscar: El servidor se está reiniciando',
    );
  });
});

describe('who sees the loans', () => {
  it('roles with loans.read have the nav link', async () => {
    stubApi({ [me]: () => ok(evaluador) });
    renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.getByRole('link', { name: 'Préstamos' })).toHaveAttribute('href', '/prestamos');
  });

  it('a role without loans.read has no link, and the address says the section is not for it', async () => {
    const api = stubApi({ [me]: () => ok(comunicaciones) });
    renderApp('/prestamos');
    expect(
      await screen.findByRole('heading', { name: 'Sección no disponible para su rol' }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Préstamos' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(consoleLoanPaths.search))).toHaveLength(0);
  });
});
