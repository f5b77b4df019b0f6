import { screen, within } from '@testing-library/react';
import { consolePaths, loanStates, type LoanDetail } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';

const me = `GET ${consolePaths.me}`;
const loan: LoanDetail = {
  id: 7,
  estado: loanStates.pendingEvaluation,
  producto: 'Préstamo Personal',
  solicitadoEl: '2026-11-20T13:00:00.000Z',
  montoPrestado: 300000,
  cantidadCuotas: 12,
  montoCuota: 35123.45,
  tna: 79,
  cft: 140.5,
  socio: {
    id: 3,
    nombre: 'Ana Gómez',
    dni: '30111222',
    mail: 'ana@correo.com',
    celular: null,
    organismo: 'AMEP',
    ejercito: false,
  },
  solicitud: {
    cuotaDisponibleAlSolicitar: 50000,
    capacidadActual: 48000,
    capacidadActualizadaEl: '2026-11-01T12:00:00.000Z',
    documentos: [{ id: 11, tipo: 'dni_anverso', etiqueta: 'DNI (frente)' }],
    firma: true,
    precancelaciones: [],
  },
  otrosPrestamos: [],
  saldo: 0,
  netoATransferir: 300000,
  transferencia: null,
  propuestasPendientes: [],
};
const plans = {
  solicitado: {
    id: '1-30000000-12',
    montoPrestado: 300000,
    cantidadCuotas: 12,
    montoCuota: 35123.45,
    tna: 79,
    cft: 140.5,
  },
  motivo: null,
  alternativas: [
    {
      id: '1-20000000-12',
      montoPrestado: 200000,
      cantidadCuotas: 12,
      montoCuota: 23415.63,
      tna: 79,
      cft: 140.5,
    },
  ],
};

function stubLoan(extra: Record<string, (body: Record<string, unknown>) => ReturnType<typeof ok>> = {}) {
  globalThis.URL.createObjectURL = () => 'blob:doc';
  globalThis.URL.revokeObjectURL = () => undefined;
  return stubApi({
    [me]: () => ok(evaluador),
    'GET /api/console/loans/7': () => ok(loan),
    'GET /api/console/loans/7/plans': () => ok(plans),
    'GET /api/console/loans/7/timeline': () =>
      ok({ items: [{ at: '2026-11-20T13:00:00.000Z', who: 'socio', what: 'Solicitud', detail: null }] }),
    'GET /api/console/loans/7/documents/11': () => ({ text: 'x', contentType: 'image/png' }),
    'GET /api/console/loans/7/signature': () => ({ text: 'x', contentType: 'image/png' }),
    ...extra,
  });
}

describe('the loan screen', () => {
  it('shows what the decision needs, the plan priced today and the documents', async () => {
    stubLoan();
    renderApp('/prestamos/7');
    expect(await screen.findByRole('heading', { name: /Préstamo N° 7/ })).toBeInTheDocument();
    const socio = within(screen.getByRole('region', { name: 'Socio' }));
    expect(socio.getByText('Ana Gómez')).toBeInTheDocument();
    expect(await screen.findByText(/el plan pedido es de 12 cuotas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /DNI \(frente\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Firma/ })).toBeInTheDocument();
    expect(await screen.findByText('Solicitud')).toBeInTheDocument();
  });

  it('rejects with a reason and a note, both required, and shows the server refusing', async () => {
    const api = stubLoan({
      'POST /api/console/loans/7/reject': () => fail(409, 'El préstamo ya no está pendiente de evaluación'),
    });
    const { user } = renderApp('/prestamos/7');
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rechazar la solicitud N° 7' }));
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText('Elija un motivo de rechazo')).toBeInTheDocument();
    expect(api.callsTo('POST /api/console/loans/7/reject')).toHaveLength(0);
    await user.selectOptions(dialog.getByLabelText('Motivo'), 'Otro motivo');
    await user.type(dialog.getByLabelText('Nota para el socio'), 'No alcanza');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'El préstamo ya no está pendiente de evaluación',
    );
    expect(api.callsTo('POST /api/console/loans/7/reject')[0]?.body).toEqual({
      reason: 'Otro motivo',
      note: 'No alcanza',
    });
  });

  it('approves with a lower plan chosen from the alternatives', async () => {
    const api = stubLoan({
      'POST /api/console/loans/7/approve': () => ok({ id: 7, estado: loanStates.approved }),
    });
    const { user } = renderApp('/prestamos/7');
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Aprobar la solicitud N° 7' }));
    await user.selectOptions(dialog.getByLabelText('Plan menor (opcional)'), '1-20000000-12');
    await user.click(dialog.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(/Préstamo N° 7 aprobado/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/console/loans/7/approve')[0]?.body).toEqual({ planId: '1-20000000-12' });
  });

  it('offers tesorería the transfer, with the net amount, and nothing to decide', async () => {
    stubApi({
      [me]: () => ok({ email: 'tesoreria@staff.demo.com.ar', roles: ['tesoreria'] }),
      'GET /api/console/loans/7': () => ok({ ...loan, estado: loanStates.awaitingTransfer, solicitud: null }),
      'GET /api/console/loans/7/timeline': () => ok({ items: [] }),
    });
    const { user } = renderApp('/prestamos/7');
    await user.click(await screen.findByRole('button', { name: 'Registrar transferencia' }));
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByLabelText('Importe')).toHaveValue(300000);
  });
});
