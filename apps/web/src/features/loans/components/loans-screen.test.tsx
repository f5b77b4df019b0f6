import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { localStorageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { writeLoansCache } from '../utils/loans-cache';
import { createLoan, loansInEveryState } from '../test/loan-fixtures';

const money = (text: string) => new RegExp(text.replace(/[$.]/g, '\\$&').replace(' ', '\\s'));

describe('loans screen', () => {
  it('shows the loading dialog, then the header, the cards and their status colours', async () => {
    storeSignedIn();
    // The list answers once the loading dialog has been looked at.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = stubApi({
      [paths.loans]: async () => {
        await answered;
        return ok({ Prestamos: loansInEveryState() });
      },
    });
    renderApp('/loans');
    const loading = await screen.findByRole('dialog', { name: 'Cargando préstamos...' });
    // Behind the loading dialog no figure poses as real: a placeholder, not 'Préstamos activos 0'.
    const activeWhileLoading = screen.getByText('Préstamos activos').nextSibling;
    expect(activeWhileLoading).toHaveTextContent(/^Cargando\.\.\.$/);
    expect(screen.queryByText('Deuda total')).not.toBeInTheDocument();
    // Modal: it holds the keyboard focus while it shows (taken in an effect, which Preact runs after paint).
    await waitFor(() => expect(loading).toHaveFocus());
    answer();
    const list = await screen.findByRole('list', { name: 'Préstamos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(api.callsTo(paths.loans)[0]?.body).toEqual({ uat: 'uat-123' });

    // Total debt: 637.500,50 + 200.000 + 500.000 + 150.000; one active loan (Descontando with balance).
    expect(screen.getByText('Deuda total')).toBeInTheDocument();
    expect(screen.getByText(money('$ 1.487.500,50'))).toBeInTheDocument();
    expect(screen.getByText('Préstamos activos').nextSibling).toHaveTextContent('1');

    const pill = (estado: string) => within(list).getByText(estado);
    expect(pill('Cancelado')).toHaveAttribute('data-color', 'green');
    expect(pill('Descontando')).toHaveAttribute('data-color', 'green');
    expect(pill('Anulado por entidad')).toHaveAttribute('data-color', 'red');
    expect(pill('Esperando transferencia')).toHaveAttribute('data-color', 'teal');
    expect(pill('Aprobado - pendiente de confirmación')).toHaveAttribute('data-color', 'blue');
    expect(pill('Pendiente de evaluación')).toHaveAttribute('data-color', 'yellow');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Préstamos' })).toHaveAttribute('aria-current', 'page');

    // The answer is kept for the next visit.
    expect(JSON.parse(localStorage.getItem(localStorageKeys.loansCache) ?? '{}').totalDebt).toBeCloseTo(
      1_487_500.5,
    );
  });

  it('marks the card of a loan with an amount due', async () => {
    storeSignedIn();
    stubApi({
      [paths.loans]: () =>
        ok({ Prestamos: [createLoan({ Id: 5, MontoAdeudado: 980.5 }), createLoan({ Id: 6 })] }),
    });
    renderApp('/loans');
    const list = await screen.findByRole('list', { name: 'Préstamos' });
    const [owing, upToDate] = within(list).getAllByRole('listitem');
    expect(owing).toHaveTextContent(/Monto adeudado: \$\s980,50/);
    expect(upToDate).not.toHaveTextContent('Monto adeudado');
  });

  it('opens a loan with the loan in the navigation state', async () => {
    storeSignedIn();
    stubApi({
      [paths.loans]: () => ok({ Prestamos: [createLoan({ Id: 2 })] }),
      [paths.loanMovements]: () => ok({ Renglones: [] }),
    });
    const { user } = renderApp('/loans');
    await user.click(await screen.findByRole('link', { name: /Préstamo Personal, préstamo N° 2/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-detail'));
    expect(await screen.findByRole('heading', { name: 'Préstamo Personal' })).toBeInTheDocument();
  });

  it('does not ask again when the member comes from the dashboard within the fresh time', async () => {
    storeSignedIn();
    const api = stubApi({ [paths.loans]: () => ok({ Prestamos: [createLoan()] }) });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('25,0%', undefined, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Préstamos' }));
    expect(await screen.findByText('Deuda total')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.callsTo(paths.loans)).toHaveLength(1);
    expect(screen.queryByText('Actualizando préstamos...')).not.toBeInTheDocument();
  });

  it('shows the empty state without a total debt, and both request buttons go to /loan-request', async () => {
    storeSignedIn();
    stubApi({ [paths.loans]: () => ok({ Prestamos: [] }) });
    const { user } = renderApp('/loans');
    expect(await screen.findByText('No tienes prestamos')).toBeInTheDocument();
    expect(screen.queryByText('Deuda total')).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Solicitar Prestamo' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-request'));
  });

  it('paints the cached loans at once with the updating banner, then the fresh ones', async () => {
    storeSignedIn();
    writeLoansCache([createLoan({ Id: 2, Producto: 'Préstamo guardado' })]);
    let answer: (value: unknown) => void = () => undefined;
    stubApi({
      [paths.loans]: async () => {
        await new Promise((resolve) => (answer = resolve));
        return ok({ Prestamos: [createLoan({ Id: 2, Producto: 'Préstamo nuevo' })] });
      },
    });
    renderApp('/loans');
    expect(await screen.findByText('Préstamo guardado')).toBeInTheDocument();
    expect(screen.getByText('Actualizando préstamos...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer(null);
    expect(await screen.findByText('Préstamo nuevo')).toBeInTheDocument();
    // The banner stays a second after the refresh, then goes.
    expect(screen.getByText('Actualizando préstamos...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Actualizando préstamos...')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it('ignores a cache older than 5 minutes', async () => {
    storeSignedIn();
    writeLoansCache([createLoan({ Producto: 'Préstamo viejo' })], Date.now() - 5 * 60_000 - 1);
    stubApi({ [paths.loans]: () => ok({ Prestamos: [createLoan({ Producto: 'Préstamo actual' })] }) });
    renderApp('/loans');
    expect(await screen.findByRole('dialog', { name: 'Cargando préstamos...' })).toBeInTheDocument();
    expect(await screen.findByText('Préstamo actual')).toBeInTheDocument();
    expect(screen.queryByText('Préstamo viejo')).not.toBeInTheDocument();
  });

  it('clears the refreshLoans flag when it refreshes', async () => {
    storeSignedIn();
    localStorage.setItem(localStorageKeys.refreshLoans, 'true');
    stubApi({ [paths.loans]: () => ok({ Prestamos: [createLoan()] }) });
    renderApp('/loans');
    expect(await screen.findByText('Préstamo Personal')).toBeInTheDocument();
    expect(localStorage.getItem(localStorageKeys.refreshLoans)).toBeNull();
  });

  it('refetches when the tab becomes visible again', async () => {
    storeSignedIn();
    const api = stubApi({ [paths.loans]: () => ok({ Prestamos: [createLoan()] }) });
    renderApp('/loans');
    await screen.findByText('Préstamo Personal');
    const before = api.callsTo(paths.loans).length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(api.callsTo(paths.loans).length).toBe(before + 1));
    // The refresh shows the banner over the loans it already has, and it goes away after a second.
    await waitFor(() => expect(screen.queryByText('Actualizando préstamos...')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it('shows the error with the server message and a retry', async () => {
    storeSignedIn();
    stubApi({ [paths.loans]: () => fail(400, 'Solicitud inválida') });
    renderApp('/loans');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al obtener préstamos');
    expect(alert).toHaveTextContent('Solicitud inválida');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
