import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { businessDatePaths, collectionsPaths, consolePaths, organismoPaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { cobranzas, item, money, organismos, page, tesoreria } from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
/** The list call as the screen makes it: the filters in the query string, in the form's order. */
const list = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `GET ${collectionsPaths.list}${query ? `?${query}` : ''}`;
};
const base = {
  [me]: () => ok(cobranzas),
  [`GET ${organismoPaths.list}`]: () => ok(organismos),
  [`GET ${businessDatePaths.businessDate}`]: () => ok({ fecha: '2026-12-10', movible: true }),
};

describe('the collections screen', () => {
  it('lists the loans in arrears in the server order, with totals, contact and promise', async () => {
    stubApi({
      ...base,
      [list()]: () =>
        ok(
          page([
            item(51, {
              diasAtraso: 74,
              promesa: { fecha: '2026-12-12', importe: 9500.5, incumplida: true },
              ultimoContacto: {
                fecha: '2026-12-10',
                canal: 'telefono',
                nota: 'Paga el viernes',
              },
            }),
            item(45, { diasAtraso: 101, situacion: 3, socio: { ...item(45).socio, nombre: 'Ana Gómez' } }),
          ]),
        ),
    });
    renderApp('/cobranzas');
    expect(await screen.findByRole('heading', { name: 'Cobranzas' })).toBeInTheDocument();
    const figures = await screen.findByLabelText('Totales de la lista');
    expect(figures).toHaveTextContent('Préstamos en mora12');
    expect(figures).toHaveTextContent(`Adeudado${money(1_234_567.8)}`);
    expect(figures).toHaveTextContent(`Saldo${money(9_876_543.21)}`);

    const table = screen.getByRole('table', { name: 'Préstamos en mora' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Préstamo N° 51' })).toHaveAttribute(
      'href',
      '/prestamos/51',
    );
    expect(rows[1]).toHaveTextContent('Juan Carlos Pérez');
    expect(rows[1]).toHaveTextContent('28765432');
    expect(rows[1]).toHaveTextContent('Ministerio de Educación');
    expect(rows[1]).toHaveTextContent('74');
    expect(rows[1]).toHaveTextContent(money(45_678.9));
    expect(rows[1]).toHaveTextContent(money(612_345.67));
    expect(rows[1]).toHaveTextContent('10/12/2026TeléfonoPaga el viernes');
    expect(rows[1]).toHaveTextContent('Paga el viernes');
    expect(rows[1]).toHaveTextContent(`12/12/2026${money(9500.5)}Incumplida`);
    expect(within(rows[2]!).getByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Ana Gómez');
  });

  it('filters by organismo (from the list), situation, days and member: in the address, the call and the files', async () => {
    const chosen = { organismoId: '4', situacion: '2', diasDesde: '30', diasHasta: '90', q: 'Pérez' };
    const api = stubApi({
      ...base,
      [list()]: () => ok(page([item(45), item(44)])),
      [list(chosen)]: () => ok(page([item(42)])),
    });
    const { user } = renderApp('/cobranzas');
    const table = await screen.findByRole('table', { name: 'Préstamos en mora' });
    expect(await within(table).findByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      `${collectionsPaths.export}?format=csv`,
    );

    await user.selectOptions(await screen.findByLabelText('Organismo'), 'Municipalidad del Norte');
    await user.selectOptions(screen.getByLabelText('Situación'), 'Situación 2: hasta 90 días de atraso');
    await user.type(screen.getByLabelText('Días desde'), '30');
    await user.type(screen.getByLabelText('Días hasta'), '90');
    await user.type(screen.getByLabelText('Socio'), 'Pérez');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await within(table).findByRole('link', { name: 'Préstamo N° 42' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Préstamo N° 45' })).not.toBeInTheDocument();
    expect(api.callsTo(list(chosen))).toHaveLength(1);
    const query = new URLSearchParams(chosen).toString();
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      `${collectionsPaths.export}?format=csv&${query}`,
    );
    expect(screen.getByRole('link', { name: 'Descargar XLSX' })).toHaveAttribute(
      'href',
      `${collectionsPaths.export}?format=xlsx&${query}`,
    );
  });

  it('checks the filters with the contract before asking', async () => {
    const api = stubApi({ ...base, [list()]: () => ok(page([])) });
    const { user } = renderApp('/cobranzas');
    expect(await screen.findByText('No hay préstamos en mora.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Días desde'), '90');
    await user.type(screen.getByLabelText('Días hasta'), '30');
    await user.type(screen.getByLabelText('Socio'), 'P');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('Los días desde no pueden ser más que los días hasta'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escriba al menos 2 letras del nombre o dígitos del DNI')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(`${collectionsPaths.list}?`))).toHaveLength(0);
  });

  it('an address with a filter that is not valid asks for a correction', async () => {
    const api = stubApi({ ...base });
    renderApp('/cobranzas?diasDesde=x');
    expect(await screen.findByText('Escriba los días, solo dígitos')).toBeInTheDocument();
    expect(screen.getByText('Corrija los filtros marcados para buscar.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(collectionsPaths.list))).toHaveLength(0);
  });

  it("pages with 'Ver más' from the server's cursor", async () => {
    const api = stubApi({
      ...base,
      [list()]: () => ok(page([item(45)], '1.2026-10-31.45')),
      [list({ cursor: '1.2026-10-31.45' })]: () => ok(page([item(46)])),
    });
    const { user } = renderApp('/cobranzas');
    await user.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('link', { name: 'Préstamo N° 46' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(api.callsTo(list({ cursor: '1.2026-10-31.45' }))).toHaveLength(1);
  });

  it("shows the server's message when the list cannot be read", async () => {
    stubApi({ ...base, [list()]: () => fail(503, 'El servidor se está reiniciando') });
    renderApp('/cobranzas');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo leer la lista: El servidor se está reiniciando',
    );
  });
});

describe('who sees collections', () => {
  it('cobranzas has the nav link', async () => {
    stubApi({ ...base });
    renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.getByRole('link', { name: 'Cobranzas' })).toHaveAttribute('href', '/cobranzas');
  });

  it('a role without collections.work has no link, and the address says the section is not for it', async () => {
    const api = stubApi({ [me]: () => ok(tesoreria) });
    renderApp('/cobranzas');
    expect(
      await screen.findByRole('heading', { name: 'Sección no disponible para su rol' }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Cobranzas' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(collectionsPaths.list))).toHaveLength(0);
  });
});
