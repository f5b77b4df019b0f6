import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loanStates } from '@portal/contract/loans';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { loanTokenRequestKey, localStorageKeys } from '../../../lib/storage-keys';
import { writeLoansCache } from '../utils/loans-cache';
import { createLoan, stubCanvas } from '../test/loan-fixtures';

const approved = createLoan({
  Id: 5,
  Estado: loanStates.approved,
  Confirmable: true,
  Anulable: true,
  Transferido: false,
  MontoPrestado: 500_000,
  Saldo: 500_000,
  CantidadCuotas: 12,
  CuotasRestantes: 12,
  // 500,000 at 85% TNA in 12 months, first month: installment 63,230.86 (capital 27,814.19 + interest
  // 35,416.67) + IVA 21% of the interest 7,437.50 = 70,668.36 deducted.
  MontoCuota: 70_668.36,
  CuotaNumero: 1,
  CuotaCapital: 27_814.19,
  CuotaInteres: 35_416.67,
  CuotaIVA: 7_437.5,
});

function openConfirmation() {
  storeSignedIn();
  stubCanvas();
  return renderApp({ pathname: '/loan-confirmation', state: { loan: approved } });
}

function sign() {
  const pad = screen.getByRole('img', { name: 'Recuadro de firma' });
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 1, button: 0 });
  fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('loan confirmation screen', () => {
  it('sends a visit without a loan back to /loans', async () => {
    storeSignedIn();
    stubApi({ [paths.loans]: () => ok({ Prestamos: [] }) });
    renderApp('/loan-confirmation');
    expect(await screen.findByText('No tienes prestamos', undefined, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
  });

  it('shows the terms and asks for a signature before anything is sent', async () => {
    const api = stubApi({});
    const { user } = openConfirmation();
    const terms = await screen.findByRole('region', { name: 'Condiciones del préstamo' });
    // Said before the terms and the pad: signing needs a finger, a stylus or a mouse.
    const notice = screen.getByText(/^Para confirmar el préstamo deberá firmar en la pantalla con el dedo/);
    expect(notice.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice).toHaveTextContent('Es el único paso que no puede completarse solo con el teclado.');
    expect(within(terms).getByText('Fecha de inicio').nextSibling).toHaveTextContent('15 de marzo de 2025');
    expect(within(terms).getByText('CFT / TNA').nextSibling).toHaveTextContent('123,45% / 85,00%');
    expect(within(terms).getByText('Cantidad de cuotas').nextSibling).toHaveTextContent('12');
    // Ley 24.240 art. 36: TEA beside TNA and CFT, (1 + 0.85 / 12)^12 - 1 = 127.33%.
    expect(within(terms).getByText('TEA').nextSibling).toHaveTextContent('127,33%');
    // 'Valor de cuota' is what is deducted, with its split.
    expect(within(terms).getByText('Valor de cuota').nextSibling).toHaveTextContent(/^\$\s70\.668,36$/);
    expect(within(terms).getByText('Valor de cuota').parentElement).toHaveTextContent(
      'Cuota 1 de 12, IVA incluido. Las siguientes son algo menores',
    );
    expect(within(terms).getByText('Capital').nextSibling).toHaveTextContent(/27\.814,19/);
    expect(within(terms).getByText('Interés').nextSibling).toHaveTextContent(/35\.416,67/);
    expect(within(terms).getByText('IVA sobre el interés').nextSibling).toHaveTextContent(/7\.437,50/);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Debe firmar antes de confirmar');
    // Nothing of the loan travels (the layout may load its own things, e.g. the notification count).
    expect(api.calls.filter((call) => call.path.startsWith('/api/mprestamos/'))).toEqual([]);

    sign();
    expect(screen.queryByText('Debe firmar antes de confirmar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Debe firmar antes de confirmar')).toBeInTheDocument();
  });

  // The longest walk of the file (two dialogs, three calls): room for a busy CI machine.
  it('requests the token, asks for it with the masked e-mail, confirms and goes back to a refreshed list', async () => {
    writeLoansCache([approved]);
    let tokenOk = false;
    const api = stubApi({
      [paths.requestToken]: () =>
        ok({
          Mensaje: 'Se ha enviado un token a su correo electronico',
          MailEnmascarado: 'ma***@example.com',
        }),
      [paths.confirmLoan]: () =>
        tokenOk
          ? ok({ Mensaje: 'Prestamo confirmado' })
          : fail(400, 'Verifique que el token sea correcto e intente nuevamente'),
      [paths.loans]: () =>
        ok({ Prestamos: [{ ...approved, Estado: loanStates.awaitingTransfer, Confirmable: false }] }),
    });
    const { user } = openConfirmation();
    sign();
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Autenticacion' });
    expect(await screen.findByText('Token solicitado')).toBeInTheDocument();
    expect(screen.getByText('Se ha enviado un token a su correo electronico')).toBeInTheDocument();
    expect(within(dialog).getByText('ma***@example.com')).toBeInTheDocument();
    expect(api.callsTo(paths.requestToken)[0]?.body).toEqual({ uat: 'uat-123', PrestamoId: 5 });
    expect(Number(localStorage.getItem(loanTokenRequestKey(5)))).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Debe ingresar el token recibido por email')).toBeInTheDocument();
    expect(api.callsTo(paths.confirmLoan)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Token'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo confirmar el prestamo')).toBeInTheDocument();
    expect(
      screen.getAllByText('Verifique que el token sea correcto e intente nuevamente').length,
    ).toBeGreaterThan(0);

    tokenOk = true;
    const field = within(dialog).getByLabelText('Token');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const done = await screen.findByRole('dialog', { name: 'Prestamo Confirmado' });
    expect(done).toHaveTextContent(/500\.000,00/);
    expect(done).toHaveTextContent('Préstamo Personal');
    expect(done).toHaveTextContent('Recibirá la documentación del préstamo por correo electrónico.');
    expect(await screen.findByText('Prestamo confirmado')).toBeInTheDocument();
    expect(api.callsTo(paths.confirmLoan)[1]?.body).toEqual({
      uat: 'uat-123',
      PrestamoId: 5,
      Token: 123456,
      FirmaOlografica: 'iVBORw0KGgoFIRMA',
    });
    expect(localStorage.getItem(loanTokenRequestKey(5))).toBeNull();

    await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
    expect(await screen.findByText('Esperando transferencia')).toBeInTheDocument();
    expect(localStorage.getItem(localStorageKeys.refreshLoans)).toBeNull();
  }, 15_000);

  it('masks the member e-mail when the server does not say where the code went, and reports a failed request', async () => {
    let answer = ok({});
    stubApi({ [paths.requestToken]: () => answer });
    const { user } = openConfirmation();
    sign();
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autenticacion' });
    expect(within(dialog).getByText('ma*******@example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    answer = fail(429, 'Ya se enviaron varios tokens. Espere unos minutos antes de pedir otro.');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo solicitar el token')).toBeInTheDocument();
    expect(
      screen.getByText('Ya se enviaron varios tokens. Espere unos minutos antes de pedir otro.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Autenticacion' })).not.toBeInTheDocument();
  });

  it("'Anular Prestamo' asks, then only returns to the list", async () => {
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = stubApi({ [paths.loans]: () => ok({ Prestamos: [approved] }) });
    const { user } = openConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Anular Prestamo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-confirmation'));
    await user.click(screen.getByRole('button', { name: 'Anular Prestamo' }));
    expect(confirmSpy).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
    expect(api.callsTo(paths.cancelLoan)).toHaveLength(0);
  });
});
