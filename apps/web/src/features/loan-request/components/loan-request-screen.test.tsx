import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { bankAccountMessages } from '@portal/contract/messages';
import { renderApp } from '../../../test/render-app';
import { createLoginResponse, memberBankAccount, storeSignedIn } from '../../../test/fixtures';
import { stubCanvas } from '../../../test/canvas-stub';
import { fail, ok } from '../../../test/fetch-stub';
import { localStorageKeys } from '../../../lib/storage-keys';
import { imageFile, pick, shrinkResult, sign, stubRequestApi } from '../test/request-fixtures';

vi.mock('../../../lib/shrink-image', async () => {
  const { shrinkImageMock } = await import('../test/request-fixtures');
  return { shrinkImage: shrinkImageMock };
});

const title = (text: string) => screen.findByRole('heading', { level: 1, name: text });
const next = () => screen.getByRole('button', { name: 'Continuar' });

function open(member: Parameters<typeof createLoginResponse>[0] = {}) {
  storeSignedIn(createLoginResponse({ CuentaBancaria: memberBankAccount, ...member }));
  stubCanvas();
  shrinkResult.bytes = 300_000;
  return renderApp('/loan-request');
}

async function choosePlan(user: ReturnType<typeof open>['user']) {
  await title('Linea y Plan');
  const select = await screen.findByLabelText('Tipo de préstamo');
  await within(select).findByRole('option', { name: 'Préstamo Personal' });
  await user.selectOptions(select, 'Préstamo Personal');
  await screen.findByRole('slider', { name: 'Monto' });
}

async function addDocuments(labels: string[]) {
  for (const label of labels) {
    pick(label, imageFile(`${label}.jpg`));
    await screen.findByRole('img', { name: `Vista previa: ${label}` });
  }
}

const dni = ['Frente del DNI', 'Dorso del DNI', 'Foto sosteniendo el DNI'];

describe('loan request wizard', () => {
  it('a member of the main organismo walks the four steps and sends the chosen plan', async () => {
    const api = stubRequestApi();
    const { user } = open();
    await title('Monto Solicitado');
    expect(screen.getByRole('list', { name: 'Paso 1 de 4' })).toBeInTheDocument();
    expect(await screen.findByText('$ 300.000,00')).toBeInTheDocument(); // Disponible
    await user.type(screen.getByLabelText('Monto Solicitado'), '250000');
    expect(screen.getByLabelText('Monto Solicitado')).toHaveValue('$ 250.000');
    await user.click(next());

    await choosePlan(user);
    // Pre-cancellable loans, without the one with PrestamoId 0.
    const preCancel = screen.getByRole('checkbox', { name: 'Precancelar Préstamo Personal N° 2' });
    expect(screen.queryByText('Fantasma')).not.toBeInTheDocument();
    await user.click(preCancel);
    await waitFor(() =>
      expect(api.callsTo(paths.plans).at(-1)?.body).toMatchObject({ Precancelaciones: [{ PrestamoId: 2 }] }),
    );
    const lastPlans = api.callsTo(paths.plans).at(-1)?.body;
    expect(lastPlans).toMatchObject({ LineaId: 7, DisponibleDeclarado: 250_000 });

    // The middle amount, and the middle of its installments, with the exact figures.
    const amount = await screen.findByRole('slider', { name: 'Monto' });
    expect(amount).toHaveValue('1');
    expect(amount).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\$\s200\.000,00$/));
    const installments = screen.getByRole('slider', { name: 'Cuotas' });
    expect(installments).toHaveAttribute('aria-valuetext', '12 cuotas');
    const chosen = within(screen.getByLabelText('Plan elegido'));
    expect(chosen.getByText('Valor de cuota').nextSibling).toHaveTextContent('$ 23.333,33');
    expect(
      chosen.getByText(/^Cuota 1 de 12, IVA incluido\. Las siguientes son algo menores/),
    ).toBeInTheDocument();
    // TEA beside TNA and CFT, in the app's one percent format.
    expect(chosen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Monto del préstamo',
      'Cantidad de cuotas',
      'Valor de cuota',
      'TNA',
      'TEA',
      'CFT',
    ]);
    expect(chosen.getByText('TNA').nextSibling).toHaveTextContent(/^79,00%$/);
    expect(chosen.getByText('TEA').nextSibling).toHaveTextContent(/^114,92%$/);
    expect(chosen.getByText('CFT').nextSibling).toHaveTextContent(/^150,25%$/);
    // Up one amount: 300,000 keeps 12 installments.
    // A range input reports each move with an input event (Preact's onChange listens to that one).
    fireEvent.input(amount, { target: { value: '2' } });
    expect(amount).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\$\s300\.000,00$/));
    await user.click(next());

    await title('Documento de Identidad');
    await addDocuments(dni);
    await user.click(next());
    await title('Firma Holográfica');
    // The summary names the same 'Valor de cuota' as the plan step: 300,000 / 12 x 1.4 = 35,000.
    const summary = within(screen.getByLabelText('Resumen de la solicitud'));
    expect(summary.getByText('Cuotas').nextSibling).toHaveTextContent(/^12$/);
    expect(summary.getByText('Valor de cuota').nextSibling).toHaveTextContent('$ 35.000,00');
    sign();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    const sent = await screen.findByRole('dialog', { name: 'Envio Exitoso' });
    expect(await screen.findByText('Solicitud enviada')).toBeInTheDocument();
    const body = api.callsTo(paths.requestLoan)[0]?.body;
    expect(body).toMatchObject({
      uat: 'uat-123',
      LineaPrestamoId: 7,
      ImporteSolicitado: 300_000,
      CantidadCuotas: 12,
      MontoCuota: 35_000,
      Precancelaciones: [{ PrestamoId: 2 }],
      FotoDNIAnverso: `data:image/jpeg;base64,${btoa('Frente del DNI.jpg')}`,
      FirmaOlografica: 'data:image/png;base64,iVBORw0KGgoFIRMA',
    });
    expect(body).not.toHaveProperty('CertificadoHaberes');
    expect(api.callsTo(paths.requestLoanArmy)).toHaveLength(0);

    // Form reset behind the modal: back on an empty first step.
    expect(screen.getByRole('heading', { level: 1, name: 'Monto Solicitado' })).toBeInTheDocument();
    expect(screen.getByLabelText('Monto Solicitado')).toHaveValue('');
    await user.click(within(sent).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
    await waitFor(() => expect(api.callsTo(paths.loans).length).toBeGreaterThan(0));
    expect(localStorage.getItem(localStorageKeys.refreshLoans)).toBeNull();
  });

  it('every validation message of the steps', async () => {
    stubRequestApi({ [paths.plans]: () => fail(400, 'El monto mínimo de esta línea es $ 100.000,00') });
    const { user } = open();
    await title('Monto Solicitado');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Monto Solicitado'), 'abc');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Monto Solicitado'), '0');
    expect(next()).toBeDisabled();
    await user.clear(screen.getByLabelText('Monto Solicitado'));
    await user.type(screen.getByLabelText('Monto Solicitado'), '50000');
    expect(next()).toBeEnabled();
    await user.click(next());

    await title('Linea y Plan');
    await user.click(next());
    expect(await screen.findByText('Debe seleccionar un tipo de prestamo')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Tipo de préstamo'), 'Préstamo Personal');
    expect(await screen.findByText('El monto mínimo de esta línea es $ 100.000,00')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('Debe seleccionar un plan antes de continuar')).toBeInTheDocument();
  });

  it('document and signature messages: missing, not an image, too large after shrinking, unsigned', async () => {
    stubRequestApi();
    const { user } = open({ Ejercito: true });
    await choosePlan(user);
    await user.click(next());
    await title('Documento de Identidad');
    await user.click(next());
    for (const label of dni)
      expect(await screen.findByText(`Debe adjuntar la imagen: ${label}`)).toBeInTheDocument();

    pick('Frente del DNI', new File(['%PDF-1.4'], 'dni.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Solo se permiten archivos de imagen')).toBeInTheDocument();
    pick('Frente del DNI', imageFile('dni.gif', 'image/gif'));
    expect(
      await screen.findByText('Frente del DNI: solo se permiten imágenes JPG o PNG'),
    ).toBeInTheDocument();
    shrinkResult.bytes = 5 * 1024 * 1024 + 1;
    pick('Frente del DNI', imageFile('huge.jpg'), 'cámara');
    expect(await screen.findByText('El archivo debe ser menor a 5MB')).toBeInTheDocument();
    shrinkResult.bytes = 300_000;
    await addDocuments(dni);
    expect(screen.queryByText(/Debe adjuntar la imagen/)).not.toBeInTheDocument();
    await user.click(next());

    await title('Firma Holográfica');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Debe firmar antes de continuar')).toBeInTheDocument();
  });

  it('an army member: three steps, plans without pre-cancellations or amount, the army call', async () => {
    const api = stubRequestApi();
    const { user } = open({ Ejercito: true, OrganismoId: 3 });
    await title('Linea y Plan');
    expect(screen.getByRole('list', { name: 'Paso 1 de 3' })).toBeInTheDocument();
    await choosePlan(user);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(api.callsTo(paths.preCancellations)).toHaveLength(0);
    expect(api.callsTo(paths.plans)[0]?.body).toEqual({ uat: 'uat-123', LineaId: 7, Precancelaciones: [] });
    await user.click(next());
    await addDocuments(dni);
    await user.click(next());
    await title('Firma Holográfica');
    sign();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await screen.findByRole('dialog', { name: 'Envio Exitoso' });
    const body = api.callsTo(paths.requestLoanArmy)[0]?.body;
    expect(body).toMatchObject({ LineaPrestamoId: 7, ImporteSolicitado: 200_000, CantidadCuotas: 12 });
    expect(body).not.toHaveProperty('Precancelaciones');
    expect(body).not.toHaveProperty('CertificadoHaberes');
    expect(api.callsTo(paths.requestLoan)).toHaveLength(0);
  });

  it('names the account that will receive the money, with a link to change it', async () => {
    stubRequestApi();
    const { user } = open({ Ejercito: true, OrganismoId: 3 });
    await choosePlan(user);
    expect(screen.queryByText(bankAccountMessages.wizardNoAccount)).not.toBeInTheDocument();
    await user.click(next());
    await addDocuments(dni);
    await user.click(next());
    await title('Firma Holográfica');
    const account = screen.getByRole('region', { name: bankAccountMessages.wizardTitle });
    expect(within(account).getByText('CBU ···· 4569')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Cambiar cuenta' })).toHaveAttribute(
      'href',
      '/profile#cuenta',
    );
  });

  it('without an account: said on the first step, and at the end no signature and no sending', async () => {
    const api = stubRequestApi();
    const { user } = open({ Ejercito: true, OrganismoId: 3, CuentaBancaria: null });
    await choosePlan(user);
    expect(screen.getByText(bankAccountMessages.wizardNoAccount)).toBeInTheDocument();
    await user.click(next());
    await addDocuments(dni);
    await user.click(next());
    await title('Firma Holográfica');
    expect(screen.getByText(bankAccountMessages.wizardNoAccount)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cargar cuenta' })).toHaveAttribute('href', '/profile#cuenta');
    expect(screen.queryByRole('img', { name: 'Recuadro de firma' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();
    expect(api.callsTo(paths.requestLoanArmy)).toHaveLength(0);
  });

  it('a member whose organismo asks for them sends the income documents too', async () => {
    const api = stubRequestApi();
    const { user } = open({ OrganismoId: 5, RequiereHaberes: true });
    await title('Monto Solicitado');
    expect(screen.getByRole('list', { name: 'Paso 1 de 5' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Monto Solicitado'), '300000');
    await user.click(next());
    await choosePlan(user);
    await user.click(next());
    await addDocuments(dni);
    await user.click(next());
    await title('Documentos de Haberes');
    await user.click(next());
    expect(await screen.findByText('Debe adjuntar la imagen: Certificado de haberes')).toBeInTheDocument();
    expect(screen.getByText('Debe adjuntar la imagen: Último recibo de haberes')).toBeInTheDocument();
    await addDocuments(['Certificado de haberes', 'Último recibo de haberes']);
    await user.click(next());
    await title('Firma Holográfica');
    sign();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await screen.findByRole('dialog', { name: 'Envio Exitoso' });
    expect(api.callsTo(paths.requestLoan)[0]?.body).toMatchObject({
      CertificadoHaberes: `data:image/jpeg;base64,${btoa('Certificado de haberes.jpg')}`,
      ReciboHaberes: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
  });

  it("nothing affordable: the 'Sin disponible' modal, and 'Aceptar' goes to /loans", async () => {
    stubRequestApi({
      [paths.plans]: () =>
        ok({
          Mensaje: 'Sin Disponible Para Realizar Prestamo',
          PlanesDisponibles: [],
          DisponibleDeclarado: 0,
          CuotaDisponible: 0,
        }),
    });
    const { user } = open({ Ejercito: true });
    await title('Linea y Plan');
    await user.selectOptions(await screen.findByLabelText('Tipo de préstamo'), 'Préstamo Personal');
    const dialog = await screen.findByRole('dialog', { name: 'Sin disponible' });
    expect(
      within(dialog).getByText('No cuenta con disponible para realizar una solicitud de préstamo'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
  });

  it("a refused request shows the server's message and keeps the wizard", async () => {
    stubRequestApi({
      [paths.requestLoanArmy]: () =>
        fail(400, 'El plan elegido no está disponible. Consulte nuevamente los planes.'),
    });
    const { user } = open({ Ejercito: true });
    await choosePlan(user);
    await user.click(next());
    await addDocuments(dni);
    await user.click(next());
    await title('Firma Holográfica');
    sign();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('El plan elegido no está disponible. Consulte nuevamente los planes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Envio Exitoso' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Firma Holográfica' })).toBeInTheDocument();
  });

  it('the header arrow: previous step, or /loans from the first step', async () => {
    stubRequestApi();
    const { user } = open();
    await title('Monto Solicitado');
    await user.type(screen.getByLabelText('Monto Solicitado'), '100000');
    await user.click(next());
    await title('Linea y Plan');
    await user.click(screen.getByRole('button', { name: 'Paso anterior' }));
    await title('Monto Solicitado');
    expect(screen.getByLabelText('Monto Solicitado')).toHaveValue('$ 100.000');
    expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a Préstamos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans'));
  });
});
