import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loanStates, type Loan } from '@portal/contract/loans';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { localStorageKeys } from '../../../lib/storage-keys';
import { writeLoansCache } from '../utils/loans-cache';
import { createLoan, createMovement } from '../test/loan-fixtures';

const openDetail = (loan: Loan) => {
  storeSignedIn();
  return renderApp({ pathname: '/loan-detail', state: { loan } });
};

const pdfBase64 = btoa('%PDF-1.7 legajo');

describe('loan detail screen', () => {
  it('says the loan was not found without a loan in the state, and goes back to /loans', async () => {
    storeSignedIn();
    stubApi({ [paths.loans]: () => ok({ Prestamos: [] }) });
    const { user } = renderApp('/loan-detail');
    expect(await screen.findByText('Prestamo no encontrado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a Préstamos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
  });

  it('shows the header, the progress and the Detalles tab', async () => {
    openDetail(createLoan());
    expect(await screen.findByRole('heading', { name: 'Préstamo Personal' })).toBeInTheDocument();
    expect(screen.getByText('Préstamo N° 11')).toBeInTheDocument();
    expect(screen.getByText('6 de 24 cuotas pagadas')).toBeInTheDocument();
    expect(screen.getByText('25,0%')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('CFT').nextSibling).toHaveTextContent('123,45%');
    expect(within(panel).getByText('TNA').nextSibling).toHaveTextContent('85,00%');
    expect(within(panel).getByText('Cuotas restantes').nextSibling).toHaveTextContent('18 de 24');
    expect(within(panel).getByText('Fecha').nextSibling).toHaveTextContent('15 de marzo de 2025');
    expect(within(panel).getByText('Valor de cuota').nextSibling).toHaveTextContent(/52\.345,67/);
  });

  it("shows 'Valor de cuota' as the month's deduction with its split, and TEA beside TNA and CFT", async () => {
    openDetail(createLoan());
    const panel = await screen.findByRole('tabpanel');
    const value = within(panel).getByText('Valor de cuota');
    expect(value.nextSibling).toHaveTextContent(/^\$\s52\.345,67$/);
    expect(value.parentElement).toHaveTextContent(
      'Cuota 7 de 24, IVA incluido. Las siguientes son algo menores: el interés baja cada mes.',
    );
    // The split adds up to the value: 20.200,00 + 26.566,67 + 5.579,00 = 52.345,67.
    expect(within(panel).getByText('Capital').nextSibling).toHaveTextContent(/^\$\s20\.200,00$/);
    expect(within(panel).getByText('Interés').nextSibling).toHaveTextContent(/^\$\s26\.566,67$/);
    expect(within(panel).getByText('IVA sobre el interés').nextSibling).toHaveTextContent(/^\$\s5\.579,00$/);
    const rates = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent)
      .filter((text) => ['TNA', 'TEA', 'CFT'].includes(text ?? ''));
    expect(rates).toEqual(['TNA', 'TEA', 'CFT']);
    expect(within(panel).getByText('TEA').nextSibling).toHaveTextContent('127,33%');
  });

  it('shows no split when the server sends none, and says what the value is', async () => {
    openDetail(
      createLoan({
        CuotaNumero: undefined,
        CuotaCapital: undefined,
        CuotaInteres: undefined,
        CuotaIVA: undefined,
      }),
    );
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('Valor de cuota').parentElement).toHaveTextContent(
      'Lo que se descuenta de sus haberes cada mes, IVA incluido.',
    );
    expect(within(panel).queryByText('Capital')).not.toBeInTheDocument();
  });

  it('a reloaded detail shows the loan as it is now, asking TraePrestamos once', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceEntry,
    ]);
    const snapshot = createLoan({
      Estado: loanStates.approved,
      Confirmable: true,
      Anulable: true,
      Transferido: false,
    });
    const now = createLoan({ Estado: loanStates.awaitingTransfer, Transferido: false });
    const api = stubApi({ [paths.loans]: () => ok({ Prestamos: [now] }) });
    openDetail(snapshot);
    expect(await screen.findByText('Esperando transferencia')).toBeInTheDocument();
    expect(screen.queryByText('Aprobado - pendiente de confirmación')).not.toBeInTheDocument();
    expect(api.callsTo(paths.loans)).toHaveLength(1);
  });

  it('opened from the list, the detail uses the loan it was given and asks nothing', async () => {
    const api = stubApi({ [paths.loans]: () => ok({ Prestamos: [] }) });
    openDetail(createLoan({ Estado: loanStates.approved, Confirmable: true, Transferido: false }));
    expect(await screen.findByText('Aprobado - pendiente de confirmación')).toBeInTheDocument();
    expect(api.callsTo(paths.loans)).toHaveLength(0);
  });

  it('shows what payroll failed to deduct as the amount due, and nothing when up to date', async () => {
    openDetail(createLoan({ MontoAdeudado: 12_345.67 }));
    const notice = (await screen.findByText(/^Monto adeudado: /)).closest('[role="status"]');
    expect(notice).toHaveTextContent(/Monto adeudado: \$\s12\.345,67/);
    expect(notice).toHaveTextContent('Lo adeudado se sumará al próximo descuento.');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Monto adeudado').nextSibling).toHaveTextContent(/12\.345,67/);
  });

  it('says nothing of an amount due when the loan is up to date', async () => {
    openDetail(createLoan());
    await screen.findByRole('heading', { name: 'Préstamo Personal' });
    expect(screen.queryByText(/Monto adeudado/)).not.toBeInTheDocument();
  });

  it('lists the movements as a statement: the loan credited to the member, charges, deductions', async () => {
    const api = stubApi({
      [paths.loanMovements]: () =>
        ok({
          Renglones: [
            createMovement(),
            createMovement({ Id: 2, Concepto: 'Cuota 1/24: interés', Debito: 60_562.5, Saldo: 910_562.5 }),
            createMovement({
              Id: 3,
              Concepto: 'Cuota 1/24: IVA sobre el interés',
              Debito: 12_718.13,
              Saldo: 923_280.63,
            }),
            createMovement({
              Id: 4,
              Concepto: 'Cuota 1/24: descuento de haberes',
              Debito: 0,
              Credito: 87_643.81,
              Saldo: 835_636.82,
            }),
          ],
        }),
    });
    const { user } = openDetail(createLoan());
    await user.click(await screen.findByRole('tab', { name: 'Movimientos' }));
    const list = await screen.findByRole('list', { name: 'Movimientos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    // The disbursement is money the member received, never shown as taken from them.
    expect(items[0]).toHaveTextContent('Acreditación del préstamo');
    expect(within(items[0]!).getByText('Recibido en su cuenta').nextSibling).toHaveTextContent(/850\.000,00/);
    expect(within(items[0]!).getByText('Saldo adeudado').nextSibling).toHaveTextContent(/850\.000,00/);
    expect(items[1]).toHaveTextContent('Interés de la cuota 1 de 24');
    expect(within(items[1]!).getByText('Interés').nextSibling).toHaveTextContent(/60\.562,50/);
    expect(items[2]).toHaveTextContent('IVA sobre el interés de la cuota 1 de 24');
    expect(items[3]).toHaveTextContent('Cuota 1 de 24 descontada de sus haberes');
    expect(within(items[3]!).getByText('Descontado de sus haberes').nextSibling).toHaveTextContent(
      /87\.643,81/,
    );
    expect(within(items[3]!).getByText('Saldo adeudado').nextSibling).toHaveTextContent(/835\.636,82/);
    expect(within(list).queryByText(/Débito|Crédito/)).not.toBeInTheDocument();
    expect(within(list).getAllByText('16/03/2025')).toHaveLength(4);
    expect(api.callsTo(paths.loanMovements)[0]?.body).toEqual({ uat: 'uat-123', PrestamoId: 11 });
  });

  it('says when there are no movements, and when they fail', async () => {
    stubApi({ [paths.loanMovements]: () => ok({ Renglones: [] }) });
    const first = openDetail(createLoan());
    await first.user.click(await screen.findByRole('tab', { name: 'Movimientos' }));
    expect(await screen.findByText('No hay movimientos para este préstamo')).toBeInTheDocument();
    first.unmount();

    stubApi({ [paths.loanMovements]: () => fail(404, 'Préstamo no encontrado') });
    const second = openDetail(createLoan());
    await second.user.click(await screen.findByRole('tab', { name: 'Movimientos' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al obtener transacciones');
    expect(alert).toHaveTextContent('Préstamo no encontrado');
  });

  it('offers confirm and cancel only when the flags allow them, and the legajo only once it exists', async () => {
    const { user, unmount } = openDetail(
      createLoan({ Estado: loanStates.approved, Confirmable: true, Anulable: true }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    // Not confirmed yet: no legajo to download, and the member is told when it comes.
    expect(screen.queryByRole('button', { name: 'Descargar legajo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver legajo' })).not.toBeInTheDocument();
    expect(screen.getByText(/El legajo electrónico se genera al confirmar el préstamo/)).toBeInTheDocument();
    expect(screen.getByText(/^Para confirmar el préstamo deberá firmar en la pantalla/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-confirmation'));
    expect(await screen.findByRole('heading', { name: 'Confirmar Préstamo' })).toBeInTheDocument();
    unmount();

    const deducting = openDetail(createLoan());
    await deducting.user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    expect(screen.getByRole('button', { name: 'Descargar legajo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver legajo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar préstamo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular préstamo' })).not.toBeInTheDocument();
  });

  it('offers no legajo for a loan that has none, such as one still pending evaluation', async () => {
    const pending = openDetail(
      createLoan({ Estado: loanStates.pendingEvaluation, Transferido: false, Anulable: true }),
    );
    await pending.user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    expect(screen.getByRole('button', { name: 'Anular préstamo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar legajo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/El legajo electrónico se genera/)).not.toBeInTheDocument();
  });

  it('hides the file of a cancelled loan, and explains it for one cancelled by the entity', async () => {
    const byMember = openDetail(createLoan({ Estado: loanStates.cancelledByMember, Transferido: false }));
    await byMember.user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    expect(screen.queryByRole('button', { name: 'Descargar legajo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Legajo no disponible')).not.toBeInTheDocument();
    byMember.unmount();

    const byEntity = openDetail(createLoan({ Estado: loanStates.cancelledByEntity, Transferido: false }));
    await byEntity.user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    expect(screen.getByText('Legajo no disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver legajo' })).not.toBeInTheDocument();
  });

  it('cancels after the browser confirmation, clears the cache and goes back to the list', async () => {
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = stubApi({
      [paths.cancelLoan]: () => ok({ Mensaje: 'Prestamo anulado correctamente' }),
      [paths.loans]: () => ok({ Prestamos: [createLoan({ Id: 6, Estado: loanStates.cancelledByMember })] }),
    });
    const loan = createLoan({
      Id: 6,
      Estado: loanStates.pendingEvaluation,
      Anulable: true,
      Transferido: false,
    });
    writeLoansCache([loan]);
    const { user } = openDetail(loan);
    await user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    await user.click(screen.getByRole('button', { name: 'Anular préstamo' }));
    expect(api.callsTo(paths.cancelLoan)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Anular préstamo' }));
    expect(confirmSpy).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Prestamo anulado correctamente')).toBeInTheDocument();
    expect(screen.getByText('Préstamo anulado')).toBeInTheDocument();
    expect(api.callsTo(paths.cancelLoan)[0]?.body).toEqual({ uat: 'uat-123', PrestamoId: 6 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
    expect(await screen.findByText('Anulado por socio')).toBeInTheDocument();
    expect(localStorage.getItem(localStorageKeys.loansCache)).not.toContain('Pendiente de evaluación');
  });

  it('says when the cancel fails and stays', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({ [paths.cancelLoan]: () => fail(409, 'El préstamo ya no puede anularse') });
    const { user } = openDetail(createLoan({ Estado: loanStates.pendingEvaluation, Anulable: true }));
    await user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    await user.click(screen.getByRole('button', { name: 'Anular préstamo' }));
    expect(await screen.findByText('No se pudo anular el prestamo')).toBeInTheDocument();
    expect(screen.getByText('El préstamo ya no puede anularse')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-detail'));
  });

  it('downloads the legajo as legajo-<id>.pdf, once per 5 minutes from the server', async () => {
    const api = stubApi({ [paths.loanFile]: () => ok({ LegajoElectronico: pdfBase64 }) });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (blob) => (created.push(blob as Blob), 'blob:legajo'),
    );
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = openDetail(createLoan());
    await user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    await user.click(screen.getByRole('button', { name: 'Descargar legajo' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('legajo-11.pdf');
    expect(created[0]?.type).toBe('application/pdf');
    expect(await created[0]?.text()).toBe('%PDF-1.7 legajo');
    expect(api.callsTo(paths.loanFile)[0]?.body).toEqual({ uat: 'uat-123', PrestamoId: 11 });

    await user.click(await screen.findByRole('button', { name: 'Descargar legajo' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(2));
    expect(api.callsTo(paths.loanFile)).toHaveLength(1);
  });

  it('says when the PDF is empty, and when the browser blocks the new tab', async () => {
    stubApi({ [paths.loanFile]: () => ok({ LegajoElectronico: '' }) });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openDetail(createLoan());
    await user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    await user.click(screen.getByRole('button', { name: 'Descargar legajo' }));
    expect(await screen.findByText('Error al descargar')).toBeInTheDocument();
    expect(screen.getByText('El archivo PDF esta vacio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver legajo' }));
    expect(await screen.findByText('Ventana emergente bloqueada')).toBeInTheDocument();
  });

  it('opens the PDF in the tab it opened on the tap', async () => {
    stubApi({ [paths.loanFile]: () => ok({ LegajoElectronico: pdfBase64 }) });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:legajo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = openDetail(createLoan());
    await user.click(await screen.findByRole('tab', { name: 'Acciones' }));
    await user.click(screen.getByRole('button', { name: 'Ver legajo' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:legajo'));
    expect(tab.opener).toBeNull();
  });
});
