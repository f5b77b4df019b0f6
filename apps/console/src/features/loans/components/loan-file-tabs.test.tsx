import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import {
  businessDatePaths,
  consoleLoanPaths,
  consolePaths,
  postingPaths,
  timelinePaths,
  type LoanDetail,
} from '@portal/contract';
import { renderRoutes } from '@portal/ui/test/render-routes';
import { AppRoutes } from '../../../app/routes';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { awaitingTransfer, cobranzas, inArrears, money, schedule, timeline } from '../test/fixtures';

const at = (template: string) => template.replace(':id', '42');
const detail = `GET ${at(consoleLoanPaths.detail)}`;
const scheduleCall = `GET ${at(consoleLoanPaths.schedule)}`;
const payoffOn = (fecha: string) => `GET ${at(consoleLoanPaths.payoff)}?fecha=${fecha}`;

/** Where the file is, query included (the shared probe shows only the path). */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function openFile(entry: string, handlers: Parameters<typeof stubApi>[0] = {}, loan: LoanDetail = inArrears) {
  const api = stubApi({
    [`GET ${consolePaths.me}`]: () => ok(cobranzas),
    [detail]: () => ok(loan),
    [scheduleCall]: () => ok(schedule),
    [`GET ${at(timelinePaths.loan)}`]: () => ok(timeline),
    [`GET ${at(postingPaths.ofLoan)}`]: () => ok({ items: [] }),
    [`GET ${at(consoleLoanPaths.payments)}`]: () => ok({ items: [] }),
    [`GET ${businessDatePaths.businessDate}`]: () => ok({ fecha: '2026-12-15', movible: true }),
    [payoffOn('2026-12-15')]: () =>
      ok({
        fecha: '2026-12-15',
        importe: 700_123.45,
        capital: 600_000,
        interes: 10_000,
        iva: 2_100,
        adeudado: 88_023.45,
      }),
    ...handlers,
  });
  const view = renderRoutes(
    <>
      <AppRoutes />
      <SearchProbe />
    </>,
    entry,
  );
  return { api, ...view };
}

const tab = (name: string) => screen.findByRole('tab', { name });
/** Cells as a person reads them (the no-break space of money as a space, like `money`). */
const texts = (elements: HTMLElement[]) => elements.map((e) => (e.textContent ?? '').replace(/\s/g, ' '));

describe("the loan file's tabs", () => {
  it("opens on 'Resumen' and asks for the schedule only when 'Cuotas' is opened", async () => {
    const { api, user } = openFile('/prestamos/42');
    expect(await tab('Resumen')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Secciones del préstamo' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Resumen' })).toContainElement(
      screen.getByRole('region', { name: 'Atraso y previsión' }),
    );
    expect(api.callsTo(scheduleCall)).toHaveLength(0);

    await user.click(await tab('Cuotas'));
    expect(await tab('Cuotas')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?pestana=cuotas');
    expect(await screen.findByRole('table', { name: 'Cuotas del préstamo' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Atraso y previsión' })).not.toBeInTheDocument();
    expect(api.callsTo(scheduleCall)).toHaveLength(1);

    await user.click(await tab('Resumen'));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(await screen.findByRole('region', { name: 'Atraso y previsión' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, the focus on the selected one', async () => {
    const { user } = openFile('/prestamos/42');
    const resumen = await tab('Resumen');
    const cuotas = screen.getByRole('tab', { name: 'Cuotas' });
    expect(resumen).toHaveAttribute('tabindex', '0');
    expect(cuotas).toHaveAttribute('tabindex', '-1');

    resumen.focus();
    await user.keyboard('{ArrowRight}');
    expect(cuotas).toHaveFocus();
    expect(cuotas).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?pestana=cuotas');
    await user.keyboard('{ArrowRight}'); // wraps round to the first
    expect(resumen).toHaveFocus();
    expect(resumen).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(cuotas).toHaveFocus();
    await user.keyboard('{Home}');
    expect(resumen).toHaveFocus();
    await user.keyboard('{End}');
    expect(cuotas).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cuotas' })).toBeInTheDocument();
  });

  it("opened on 'Cuotas' (a reload), asks for the schedule beside the detail, not after it", async () => {
    let scheduleAsked!: () => void;
    const scheduleStarted = new Promise<void>((resolve) => (scheduleAsked = resolve));
    openFile('/prestamos/42?pestana=cuotas', {
      // The detail answers only once the schedule was asked for: a file that waited for it would hang.
      [detail]: async () => {
        await scheduleStarted;
        return ok(inArrears);
      },
      [scheduleCall]: () => {
        scheduleAsked();
        return ok(schedule);
      },
    });
    expect(await tab('Cuotas')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Cuotas del préstamo' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?pestana=cuotas');
  });
});

describe("'Cuotas'", () => {
  it('lists each installment with its period, dates, amounts and state, the unpaid ones marked, and the totals', async () => {
    openFile('/prestamos/42?pestana=cuotas');
    const table = within(await screen.findByRole('table', { name: 'Cuotas del préstamo' }));
    expect(texts(table.getAllByRole('columnheader'))).toEqual([
      'N°',
      'Período',
      'Vencimiento',
      'Capital',
      'Interés',
      'IVA',
      'Importe',
      'Aplicado',
      'Estado',
      'Fecha de pago',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    const cells = (i: number) => texts(within(rows[i]!).getAllByRole('cell'));
    expect(cells(0)).toEqual([
      '1',
      '09/2026',
      '30/09/2026',
      money(20_000),
      money(50_000.5),
      money(10_500.11),
      money(80_500.61),
      money(80_500.61),
      'Pagada',
      '05/10/2026',
    ]);
    expect(cells(1)).toEqual(expect.arrayContaining(['2', '10/2026', money(0), 'Impaga', '—Sin pago']));
    expect(cells(2)).toEqual(expect.arrayContaining(['3', money(30_000), 'Pagada en parte', '04/12/2026']));
    expect(cells(3)).toEqual(expect.arrayContaining(['4', '12/2026', 'Pendiente']));
    // What the organismo did not deduct stands out from the rest (and its state says so in words).
    expect(rows[1]!.className).toMatch(/bg-red/);
    expect(rows[2]!.className).toMatch(/bg-amber/);
    expect(rows[0]!.className).not.toMatch(/bg-/);

    const total = within(table.getByRole('rowheader', { name: 'Total (4 cuotas)' }).closest('tr')!);
    expect(texts(total.getAllByRole('cell')).slice(0, 5)).toEqual([
      money(80_000),
      money(200_002),
      money(42_000.44),
      money(322_002.44),
      money(110_500.61),
    ]);
  });

  it('says so when the loan has no installments yet, and offers no payoff', async () => {
    openFile('/prestamos/42?pestana=cuotas', { [scheduleCall]: () => ok({ items: [] }) }, awaitingTransfer);
    expect(
      await screen.findByText(
        'El préstamo todavía no tiene cuotas: se escriben cuando se aprueba su transferencia.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancelación anticipada' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the schedule cannot be read, with 'Reintentar'", async () => {
    openFile('/prestamos/42?pestana=cuotas', { [scheduleCall]: () => fail(403, 'No tiene permiso') });
    expect(await screen.findByText(/No se pudieron cargar las cuotas: No tiene permiso/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
