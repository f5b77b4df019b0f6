import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  organismoPaths,
  payrollMessages,
  payrollPaths,
  proposalPaths,
  type PayrollPeriod,
  type StaffMe,
} from '@portal/contract';
import { formatMoney } from '@portal/ui/format';

// Testing Library reads the non-breaking space of the amounts as a plain one.
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { csvFile, stubUploads } from '../test/xhr-stub';
import {
  cleanResults,
  educacion,
  parametros,
  period,
  resultsProposal,
  salud,
  tesoreria,
  tesoreria2,
} from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
const organismos = `GET ${organismoPaths.list}`;
const at = (template: string, p?: string) => template.replace(':id', '2').replace(':period', p ?? '');
const periodsCall = `GET ${at(payrollPaths.periods)}`;
// Every loan has its CUIL and LEGAJO here (orders-warnings.test.tsx covers the other case).
const ordersCheck = `GET ${at(organismoPaths.ordersCheck)}`;
const identified = () => ok({ prestamos: 40, sinCuil: 0, sinLegajo: 0 });

/** /haberes?organismo=2 for `who`; `lists` answers the periods call in turn (the last one repeats). */
function openPayroll(who: StaffMe, lists: PayrollPeriod[][], extra: Parameters<typeof stubApi>[0] = {}) {
  let read = 0;
  const api = stubApi({
    [me]: () => ok(who),
    [organismos]: () => ok({ items: [educacion, salud] }),
    [periodsCall]: () => ok({ items: lists[Math.min(read++, lists.length - 1)] }),
    [ordersCheck]: identified,
    ...extra,
  });
  return { api, ...renderApp('/haberes?organismo=2') };
}

const periodsTable = () => screen.findByRole('table', { name: 'Períodos de Ministerio de Educación' });

describe("'Haberes' for tesorería", () => {
  it('asks for an organismo first and keeps the choice in the address', async () => {
    stubApi({
      [me]: () => ok(tesoreria),
      [organismos]: () => ok({ items: [educacion, salud] }),
      [periodsCall]: () => ok({ items: [] }),
      [ordersCheck]: identified,
    });
    const { user } = renderApp('/haberes');
    expect(
      await screen.findByText('Elija un organismo para ver sus períodos y sus archivos de haberes.'),
    ).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Organismo'), 'Ministerio de Educación');
    expect(screen.getByTestId('location')).toHaveTextContent('/haberes');
    expect(await periodsTable()).toHaveTextContent(
      'Todavía no se generaron órdenes de descuento para este organismo.',
    );
    const settings = within(screen.getByRole('region', { name: 'Datos de haberes' }));
    expect(settings.getByText('341')).toBeInTheDocument();
    expect(settings.getByText('Día 20')).toBeInTheDocument();
    expect(settings.getByText('30 % del haber neto')).toBeInTheDocument();
    // Only parámetros edits them.
    expect(screen.queryByRole('button', { name: 'Editar datos de haberes' })).not.toBeInTheDocument();
  });

  it('lists the periods with their state by the contract name and what each allows next', async () => {
    openPayroll(tesoreria, [
      [
        period({ period: '202612', state: 'ordered' }),
        period({ period: '202611', state: 'posted' }),
        period({ period: '202610', state: 'closed' }),
      ],
    ]);
    const table = within(await periodsTable());
    await table.findByText('12/2026');
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(4);
    const [, dec, nov, oct] = rows.map((row) => within(row));
    expect(dec!.getByText('12/2026')).toBeInTheDocument();
    expect(dec!.getByText('Órdenes enviadas')).toBeInTheDocument();
    expect(dec!.getByText(money(86_101.65))).toBeInTheDocument();
    expect(dec!.getByRole('button', { name: 'Importar resultados de 12/2026' })).toBeInTheDocument();
    expect(dec!.queryByRole('button', { name: /Cerrar/ })).not.toBeInTheDocument();
    expect(nov!.getByText('Imputado')).toBeInTheDocument();
    expect(nov!.getByText('Cerrar el período')).toBeInTheDocument();
    expect(nov!.getByRole('button', { name: 'Cerrar período 11/2026' })).toBeInTheDocument();
    expect(oct!.getByText('Cerrado')).toBeInTheDocument();
    expect(oct!.queryByRole('button', { name: /Importar/ })).not.toBeInTheDocument();
    expect(oct!.getByRole('button', { name: 'Foto de cartera de 10/2026 (descargar)' })).toBeInTheDocument();
    // The next orders to generate are the month after the latest.
    expect(screen.getByLabelText('Período (AAAAMM)')).toHaveValue('202701');
  });

  it('generates the next orders, and shows why the server refuses a period', async () => {
    let generated = false;
    const { api, user } = openPayroll(tesoreria, [[period()]], {
      [`POST ${at(payrollPaths.orders, '202701')}`]: () => {
        generated = true;
        return ok(period({ period: '202701', fileLines: 3, orderedLines: 40 }));
      },
      [`POST ${at(payrollPaths.orders, '202611')}`]: () =>
        fail(409, payrollMessages.periodNotAfter('202612')),
    });
    await periodsTable();
    const field = await screen.findByLabelText('Período (AAAAMM)');
    await user.clear(field);
    await user.type(field, '2026');
    await user.click(screen.getByRole('button', { name: 'Generar órdenes' }));
    expect(await screen.findByText('El período es AAAAMM (por ejemplo 202611)')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '202611');
    await user.click(screen.getByRole('button', { name: 'Generar órdenes' }));
    expect(await screen.findByText(payrollMessages.periodNotAfter('202612'))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '202701');
    await user.click(screen.getByRole('button', { name: 'Generar órdenes' }));
    expect(
      await screen.findByText(/Órdenes de 01\/2027 generadas: 3 líneas en el archivo, 40 líneas a descontar/),
    ).toBeInTheDocument();
    expect(generated).toBe(true);
    expect(api.callsTo(periodsCall).length).toBeGreaterThan(1);
  });

  it('downloads the orders file with the name the server gives it', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: () => 'blob:x',
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
    const { user } = openPayroll(tesoreria, [[period()]], {
      [`GET ${at(payrollPaths.orders, '202612')}`]: () => ({
        text: 'H;2;202612;2026-12-01;1;8610165\n',
        contentType: 'text/csv; charset=utf-8',
      }),
    });
    const table = within(await periodsTable());
    await user.click(await table.findByRole('button', { name: 'Descargar órdenes de 12/2026' }));
    await vi.waitFor(() => expect(clicked).toEqual(['ordenes-2-202612.csv']));
  });

  it("downloads a closed period's snapshot as CSV or as XLSX", async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: () => 'blob:x',
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
    const { api, user } = openPayroll(tesoreria, [[period({ period: '202611', state: 'closed' })]], {
      [`GET ${at(payrollPaths.snapshot, '202611')}`]: () => ({
        text: 'Préstamo;DNI\r\n',
        contentType: 'text/csv; charset=utf-8',
      }),
      [`GET ${at(payrollPaths.snapshotXlsx, '202611')}`]: () => ({
        text: 'PK',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    });
    const table = within(await periodsTable());
    await user.click(await table.findByRole('button', { name: 'Foto de cartera de 11/2026 (descargar)' }));
    await vi.waitFor(() => expect(clicked).toEqual(['cartera-2-202611.csv']));
    await user.click(table.getByRole('button', { name: 'Foto de cartera de 11/2026 en XLSX (descargar)' }));
    await vi.waitFor(() => expect(clicked).toEqual(['cartera-2-202611.csv', 'cartera-2-202611.xlsx']));
    expect(api.callsTo(`GET ${at(payrollPaths.snapshotXlsx, '202611')}`)).toHaveLength(1);
  });

  it('checks a results file (verdicts by line and field), then proposes a clean one for a second person', async () => {
    const bad = {
      ...cleanResults,
      problemCount: 2,
      problems: [
        { line: 2, field: 'SOLICITADO', message: 'Lo ordenado son 8610165 centavos' },
        { line: 3, field: 'PRESTAMO_ID', message: 'El préstamo no tiene órdenes en el período' },
      ],
      missing: [{ loanId: 9, cuota: 4, importe: 1_234_500 }],
      missingCount: 1,
      toPost: 0,
    };
    const { uploads } = stubUploads({
      [`POST ${at(payrollPaths.results, '202612')}?dryRun=true`]: (body) =>
        ok(body.includes('9999') ? bad : cleanResults),
      [`POST ${at(payrollPaths.results, '202612')}`]: () =>
        ok({ Status: 200, Mensaje: payrollMessages.resultsProposed, proposalId: 77 }),
    });
    const { api, user } = openPayroll(tesoreria, [
      [period()],
      [period({ state: 'results', propuestasPendientes: [resultsProposal] })],
    ]);
    const table = within(await periodsTable());
    await user.click(await table.findByRole('button', { name: 'Importar resultados de 12/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar resultados de 12/2026' }));
    expect(dialog.getByRole('button', { name: 'Verificar' })).toBeDisabled();

    await user.upload(
      dialog.getByLabelText('Archivo de resultados'),
      csvFile('r.csv', ['H;2;202612;1;9999']),
    );
    await user.click(dialog.getByRole('button', { name: 'Verificar' }));
    const problems = within(await dialog.findByRole('table', { name: 'Errores del archivo' }));
    expect(problems.getByText('SOLICITADO')).toBeInTheDocument();
    expect(problems.getByText('Lo ordenado son 8610165 centavos')).toBeInTheDocument();
    expect(dialog.getByText('2 errores')).toBeInTheDocument();
    const missing = within(dialog.getByRole('table', { name: 'Órdenes sin resultado en el archivo' }));
    expect(missing.getByText('N° 9')).toBeInTheDocument();
    expect(missing.getByText(money(12_345))).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Proponer la imputación' })).not.toBeInTheDocument();

    await user.upload(
      dialog.getByLabelText('Archivo de resultados'),
      csvFile('r.csv', ['H;2;202612;1;8610165']),
    );
    await user.click(dialog.getByRole('button', { name: 'Verificar' }));
    expect(await dialog.findByText(/la imputación de 1 línea puede proponerse/)).toBeInTheDocument();
    const totals = within(dialog.getByLabelText('Totales contra las órdenes'));
    expect(totals.getByText('Solicitado').nextSibling).toHaveTextContent(money(86_101.65));
    expect(totals.getByText('Ordenado: ' + money(86_101.65))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Proponer la imputación' }));

    expect(await screen.findByText(payrollMessages.resultsProposed)).toBeInTheDocument();
    expect(uploads.map((u) => [u.path, u.contentType])).toEqual([
      [`POST ${at(payrollPaths.results, '202612')}?dryRun=true`, 'text/csv'],
      [`POST ${at(payrollPaths.results, '202612')}?dryRun=true`, 'text/csv'],
      [`POST ${at(payrollPaths.results, '202612')}`, 'text/csv'],
    ]);
    expect(uploads[2]!.body).toBe('H;2;202612;1;8610165');
    // The period now shows the proposal; its maker reads that someone else approves it.
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    expect(pending.getByText('Imputación de resultados del período 12/2026')).toBeInTheDocument();
    expect(pending.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
    expect(api.callsTo(periodsCall).length).toBeGreaterThan(1);
  });

  it('lets a second tesorería approve the pending results on the period', async () => {
    const { api, user } = openPayroll(
      tesoreria2,
      [
        [period({ state: 'results', propuestasPendientes: [resultsProposal] })],
        [period({ state: 'posted' })],
      ],
      {
        [`POST ${proposalPaths.approve.replace(':id', '77')}`]: () => ok({ id: 77, decision: 'approved' }),
      },
    );
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    expect(pending.getByText('Líneas a imputar')).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar: Imputación de resultados' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(await screen.findByText('Propuesta aprobada: Imputación de resultados.')).toBeInTheDocument();
    const table = within(await periodsTable());
    expect(await table.findByText('Imputado')).toBeInTheDocument();
    expect(api.callsTo(`POST ${proposalPaths.approve.replace(':id', '77')}`)).toHaveLength(1);
  });

  it('closes a posted period after a confirmation, then offers the snapshot', async () => {
    const closeCall = `POST ${at(payrollPaths.close, '202611')}`;
    const { api, user } = openPayroll(
      tesoreria,
      [[period({ period: '202611', state: 'posted' })], [period({ period: '202611', state: 'closed' })]],
      { [closeCall]: () => ok({ Status: 200, Mensaje: payrollMessages.closed(12, '$ 1.234,56') }) },
    );
    const table = within(await periodsTable());
    await user.click(await table.findByRole('button', { name: 'Cerrar período 11/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cerrar el período 11/2026' }));
    expect(dialog.getByText(/No se puede deshacer/)).toBeInTheDocument();
    expect(dialog.getByText(/días de atraso, situación y previsión/)).toBeInTheDocument();
    expect(api.callsTo(closeCall)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Cerrar el período' }));
    expect(
      await screen.findByText(
        /^Período cerrado: 12 préstamos en la foto de cartera, con una previsión total de \$ 1\.234,56\./,
      ),
    ).toBeInTheDocument();
    expect(
      await table.findByRole('button', { name: 'Foto de cartera de 11/2026 (descargar)' }),
    ).toBeInTheDocument();
    expect(api.callsTo(closeCall)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('shows an evaluador why there is nothing for them', async () => {
    stubApi({ [me]: () => ok(evaluador), [organismos]: () => ok({ items: [educacion] }) });
    renderApp('/haberes');
    expect(await screen.findByText(/Sus roles no permiten ver esta sección/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Organismo')).not.toBeInTheDocument();
  });

  it('lets parámetros edit the payroll settings with the contract rules and a reason, without the files', async () => {
    const save = `POST ${organismoPaths.payroll.replace(':id', '2')}`;
    const api = stubApi({
      [me]: () => ok(parametros),
      [organismos]: () => ok({ items: [educacion] }),
      [save]: () => ok({ Status: 200, Mensaje: 'Datos de haberes del organismo guardados' }),
    });
    const { user } = renderApp('/haberes?organismo=2');
    await user.click(await screen.findByRole('button', { name: 'Editar datos de haberes' }));
    expect(screen.queryByRole('region', { name: 'Períodos' })).not.toBeInTheDocument();
    const dialog = within(await screen.findByRole('dialog', { name: 'Datos de haberes: Educación' }));
    expect(dialog.getByLabelText('Código de descuento')).toHaveValue('341');

    await user.clear(dialog.getByLabelText('Día de corte'));
    await user.type(dialog.getByLabelText('Día de corte'), '31');
    await user.clear(dialog.getByLabelText('Porcentaje del haber neto'));
    await user.type(dialog.getByLabelText('Porcentaje del haber neto'), '27,555');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('El día de corte va del 1 al 28')).toBeInTheDocument();
    expect(dialog.getByText('El porcentaje admite hasta dos decimales')).toBeInTheDocument();
    expect(dialog.getByText('Escriba el motivo del cambio')).toBeInTheDocument();
    expect(api.callsTo(save)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Día de corte'));
    await user.clear(dialog.getByLabelText('Porcentaje del haber neto'));
    await user.type(dialog.getByLabelText('Porcentaje del haber neto'), '27,5');
    await user.clear(dialog.getByLabelText('Código de descuento'));
    await user.type(dialog.getByLabelText('Motivo del cambio'), 'Convenio 2027');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Datos de haberes del organismo guardados')).toBeInTheDocument();
    expect(api.callsTo(save)[0]?.body).toEqual({
      codigoDescuento: null,
      diaCorte: null,
      capacidadPorcentaje: 27.5,
      capacidadValidezDias: 60,
      reason: 'Convenio 2027',
    });
  });
});
