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
    expect(within(panel).getByText('Monto de cuota').nextSibling).toHaveTextContent(/52\.345,67/);
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

  it('lists the movements of the loan', async () => {
    const api = stubApi({
      [paths.loanMovements]: () =>
        ok({
          Renglones: [
            createMovement(),
            createMovement({
              Id: 2,
              Concepto: 'Cuota 1/24',
              Debito: 52_345.67,
              Credito: 0,
              Saldo: 797_654.33,
            }),
          ],
        }),
    });
    const { user } = openDetail(createLoan());
    await user.click(await screen.findByRole('tab', { name: 'Movimientos' }));
    const list = await screen.findByRole('list', { name: 'Movimientos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Cuota 1/24')).toBeInTheDocument();
    expect(within(list).getByText(/797\.654,33/)).toBeInTheDocument();
    expect(within(list).getAllByText('16/03/2025')).toHaveLength(2);
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
