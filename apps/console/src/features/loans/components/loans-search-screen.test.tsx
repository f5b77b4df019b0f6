import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consoleLoanPaths, consolePaths, loanStates, organismoPaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { comunicaciones, money, tesoreria } from '../test/fixtures';
import { organismo } from '../test/organismos';

const me = `GET ${consolePaths.me}`;
const organismosCall = `GET ${organismoPaths.list}`;
const organismos = [organismo(2, 'Ministerio de Educación'), organismo(5, 'Policía de la Provincia')];
/** The search call as the screen makes it: the filters in the query string, in the form's order. */
const search = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `GET ${consoleLoanPaths.search}${query ? `?${query}` : ''}`;
};
const exportHref = (format: string, params: Record<string, string> = {}) =>
  `${consoleLoanPaths.export}?${new URLSearchParams({ format, ...params })}`;

const item = (
  id: number,
  estado: string = loanStates.deducting,
  arrears = { dias: 0, situacion: 1, adeudado: 0 },
) => ({
  id,
  estado,
  producto: 'Préstamo Personal',
  fecha: '2026-03-10T13:30:00.000Z',
  montoPrestado: 850_000,
  saldo: 612_345.67,
  socio: { id: 7, nombre: 'Juan Carlos Pérez', dni: '28765432' },
  organismo: 'Ministerio de Educación',
  diasAtraso: arrears.dias,
  situacion: arrears.situacion,
  montoAdeudado: arrears.adeudado,
});
const totals = {
  prestamos: 1234,
  montoPrestado: 1_048_900_000,
  saldo: 755_134_567.89,
  montoAdeudado: 12_345.6,
};
const page = (items: ReturnType<typeof item>[], next: string | null = null, t = totals) =>
  ok({ items, next, totals: t });

describe('the loans search', () => {
  it('lists every loan newest first, and searches by the filters typed (kept in the address)', async () => {
    const api = stubApi({
      [me]: () => ok(tesoreria),
      [organismosCall]: () => ok({ items: organismos }),
      [search()]: () => page([item(45), item(44)]),
      [search({ dni: '28765432', estado: loanStates.awaitingTransfer })]: () =>
        page([item(42, loanStates.awaitingTransfer)]),
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

  it('searches by organismo from the list, arrears, situation and dates granted, all kept in the address', async () => {
    const filters = {
      organismoId: '5',
      enMora: 'true',
      diasDesde: '30',
      diasHasta: '90',
      situacion: '2',
      otorgadoDesde: '2026-01-01',
      otorgadoHasta: '2026-06-30',
    };
    const api = stubApi({
      [me]: () => ok(tesoreria),
      [organismosCall]: () => ok({ items: organismos }),
      [search()]: () => page([item(45)]),
      [search(filters)]: () =>
        page([item(41, loanStates.deducting, { dias: 71, situacion: 2, adeudado: 30_000 })], null, {
          prestamos: 1,
          montoPrestado: 850_000,
          saldo: 612_345.67,
          montoAdeudado: 30_000,
        }),
    });
    const { user } = renderApp('/prestamos');
    const organismoSelect = await screen.findByLabelText('Organismo');
    expect(
      await within(organismoSelect).findByRole('option', { name: 'Policía de la Provincia' }),
    ).toHaveValue('5');
    expect(
      within(organismoSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Ministerio de Educación', 'Policía de la Provincia']);
    expect(
      within(screen.getByLabelText('Situación'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todas',
      'Situación 1: hasta 31 días de atraso',
      'Situación 2: hasta 90 días de atraso',
      'Situación 3: hasta 180 días de atraso',
      'Situación 4: hasta 365 días de atraso',
      'Situación 5: más de 365 días de atraso',
    ]);

    await user.selectOptions(organismoSelect, 'Policía de la Provincia');
    await user.click(screen.getByLabelText('En mora'));
    await user.type(screen.getByLabelText('Días de atraso desde'), '30');
    await user.type(screen.getByLabelText('Días de atraso hasta'), '90');
    await user.selectOptions(screen.getByLabelText('Situación'), 'Situación 2: hasta 90 días de atraso');
    await user.type(screen.getByLabelText('Otorgado desde'), '2026-01-01');
    await user.type(screen.getByLabelText('Otorgado hasta'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const table = screen.getByRole('table', { name: 'Préstamos encontrados' });
    expect(await within(table).findByRole('link', { name: 'Préstamo N° 41' })).toBeInTheDocument();
    // The screen searches what the address holds: the call with every filter went through it.
    expect(api.callsTo(search(filters))).toHaveLength(1);
    // The arrears columns: days, situation (its words for screen readers), amount owed.
    const [headers, row] = within(table).getAllByRole('row');
    expect(
      within(headers!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'N° y fecha',
      'Socio',
      'Organismo y línea',
      'Estado',
      'Prestado',
      'Saldo',
      'Días',
      'Situación',
      'Adeudado',
    ]);
    const cells = within(row!).getAllByRole('cell');
    expect(cells[6]).toHaveTextContent('71');
    expect(cells[7]).toHaveTextContent('Situación 2: hasta 90 días de atraso');
    expect(cells[8]).toHaveTextContent(money(30_000));
    expect(screen.getByRole('status', { name: 'Totales de los préstamos encontrados' })).toHaveTextContent(
      `1 préstamo · Prestado ${money(850_000)} · Saldo ${money(612_345.67)} · Adeudado ${money(30_000)}`,
    );
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      exportHref('csv', filters),
    );
    expect(screen.getByRole('link', { name: 'Descargar XLSX' })).toHaveAttribute(
      'href',
      exportHref('xlsx', filters),
    );
  });

  it('opens a shared or reloaded search from the address, with its filters in the form', async () => {
    const filters = { apellido: 'Pérez', organismoId: '2', enMora: 'true', situacion: '3' };
    const api = stubApi({
      [me]: () => ok(evaluador),
      [organismosCall]: () => ok({ items: organismos }),
      [search(filters)]: () => page([item(45)]),
    });
    renderApp(`/prestamos?${new URLSearchParams(filters)}`);
    expect(await screen.findByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(screen.getByLabelText('Apellido')).toHaveValue('Pérez');
    expect(
      await screen.findByRole('option', { name: 'Ministerio de Educación', selected: true }),
    ).toHaveValue('2');
    expect(screen.getByLabelText('Organismo')).toHaveValue('2');
    expect(screen.getByLabelText('En mora')).toBeChecked();
    expect(screen.getByLabelText('Situación')).toHaveValue('3');
    expect(screen.getByLabelText('Días de atraso desde')).toHaveValue('');
    expect(api.callsTo(search())).toHaveLength(0);
  });

  it('keeps an organismo the list does not (yet) name, by its number', async () => {
    stubApi({
      [me]: () => ok(evaluador),
      [organismosCall]: () => fail(503, 'El servidor se está reiniciando'),
      [search({ organismoId: '9' })]: () => page([item(45)]),
    });
    renderApp('/prestamos?organismoId=9');
    expect(await screen.findByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(screen.getByLabelText('Organismo')).toHaveValue('9');
    expect(screen.getByRole('option', { name: 'Organismo N° 9' })).toBeInTheDocument();
    expect(await screen.findByText('No se pudo leer la lista de organismos.')).toBeInTheDocument();
  });

  it('shows the totals of every loan found and downloads the same search as CSV or XLSX', async () => {
    stubApi({
      [me]: () => ok(tesoreria),
      [organismosCall]: () => ok({ items: organismos }),
      [search()]: () => page([item(45), item(44, loanStates.paidOff)], '44'),
    });
    renderApp('/prestamos');
    const status = await screen.findByRole('status', { name: 'Totales de los préstamos encontrados' });
    expect(status).toHaveTextContent(
      `1.234 préstamos · Prestado ${money(1_048_900_000)} · Saldo ${money(755_134_567.89)} · Adeudado ${money(12_345.6)}`,
    );
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('href', exportHref('csv'));
    expect(screen.getByRole('link', { name: 'Descargar XLSX' })).toHaveAttribute('href', exportHref('xlsx'));
    // A loan not in repayment has no arrears to show.
    const paidOff = screen.getByRole('link', { name: 'Préstamo N° 44' }).closest('tr')!;
    expect(within(paidOff).getAllByText('No corresponde')).toHaveLength(3);
  });

  it("pages with 'Ver más', from the last loan's cursor", async () => {
    const api = stubApi({
      [me]: () => ok(tesoreria),
      [organismosCall]: () => ok({ items: organismos }),
      [search()]: () => page([item(45), item(44)], '44'),
      [search({ cursor: '44' })]: () => page([item(43)]),
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
      [organismosCall]: () => ok({ items: organismos }),
      [search()]: () => page([], null, { prestamos: 0, montoPrestado: 0, saldo: 0, montoAdeudado: 0 }),
    });
    const { user } = renderApp('/prestamos');
    expect(await screen.findByText('Todavía no hay préstamos.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('DNI'), '123');
    await user.type(screen.getByLabelText('Apellido'), 'P');
    await user.type(screen.getByLabelText('N° de préstamo'), '4x');
    await user.type(screen.getByLabelText('Días de atraso desde'), 'x');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('El DNI tiene 7 u 8 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Escriba al menos 2 letras del apellido')).toBeInTheDocument();
    expect(screen.getByText('Escriba el número del préstamo, solo dígitos')).toBeInTheDocument();
    expect(screen.getByText('Escriba los días, solo dígitos')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(`${consoleLoanPaths.search}?`))).toHaveLength(0);
  });

  it('refuses ranges that end before they start', async () => {
    const api = stubApi({
      [me]: () => ok(tesoreria),
      [organismosCall]: () => ok({ items: organismos }),
      [search()]: () => page([item(45)]),
    });
    const { user } = renderApp('/prestamos');
    await screen.findByRole('link', { name: 'Préstamo N° 45' });
    await user.type(screen.getByLabelText('Días de atraso desde'), '90');
    await user.type(screen.getByLabelText('Días de atraso hasta'), '30');
    await user.type(screen.getByLabelText('Otorgado desde'), '2026-06-01');
    await user.type(screen.getByLabelText('Otorgado hasta'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText("Los días 'hasta' no pueden ser menos que los días 'desde'"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("La fecha 'Otorgado hasta' no puede ser anterior a 'Otorgado desde'"),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(`${consoleLoanPaths.search}?`))).toHaveLength(0);
  });

  it('an address with a filter that is not valid asks for a correction instead of searching', async () => {
    const api = stubApi({ [me]: () => ok(tesoreria), [organismosCall]: () => ok({ items: organismos }) });
    renderApp('/prestamos?dni=12&situacion=7&enMora=si');
    expect(await screen.findByText('El DNI tiene 7 u 8 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Elija una situación de la lista')).toBeInTheDocument();
    expect(screen.getByText("El filtro enMora solo admite el valor 'true'")).toBeInTheDocument();
    expect(screen.getByText('Corrija los filtros marcados para buscar.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar CSV' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(consoleLoanPaths.search))).toHaveLength(0);
  });

  it('says when nothing matches, and clears the filters', async () => {
    stubApi({
      [me]: () => ok(tesoreria),
      [organismosCall]: () => ok({ items: organismos }),
      [search({ prestamoId: '999', enMora: 'true' })]: () =>
        page([], null, { prestamos: 0, montoPrestado: 0, saldo: 0, montoAdeudado: 0 }),
      [search()]: () => page([item(45)]),
    });
    const { user } = renderApp('/prestamos?prestamoId=999&enMora=true');
    expect(await screen.findByText(/Ningún préstamo coincide con la búsqueda/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Totales de los préstamos encontrados' })).toHaveTextContent(
      /^0 préstamos · Prestado/,
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(await screen.findByRole('link', { name: 'Préstamo N° 45' })).toBeInTheDocument();
    expect(screen.getByLabelText('N° de préstamo')).toHaveValue('');
    expect(screen.getByLabelText('En mora')).not.toBeChecked();
  });

  it("shows the server's message when the search fails", async () => {
    stubApi({
      [me]: () => ok(tesoreria),
      [organismosCall]: () => ok({ items: organismos }),
      [search()]: () => fail(503, 'El servidor se está reiniciando'),
    });
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
