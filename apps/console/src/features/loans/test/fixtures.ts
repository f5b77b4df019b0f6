import { loanStates, type LoanDetail, type PendingProposalOf, type StaffMe } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';

export const tesoreria: StaffMe = { email: 'tesoreria@staff.demo.com.ar', roles: ['tesoreria'] };
export const tesoreria2: StaffMe = { email: 'tesoreria2@staff.demo.com.ar', roles: ['tesoreria'] };
export const auditor: StaffMe = { email: 'auditor@staff.demo.com.ar', roles: ['auditor'] };
export const comunicaciones: StaffMe = {
  email: 'comunicaciones@staff.demo.com.ar',
  roles: ['comunicaciones'],
};

/** Money as Testing Library reads it: its default normaliser turns the no-break space into a space. */
export const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

/** A loan waiting for its transfer that pays off another one: the net is less than the amount lent. */
export const awaitingTransfer: LoanDetail = {
  id: 42,
  estado: loanStates.awaitingTransfer,
  producto: 'Préstamo Personal',
  solicitadoEl: '2026-03-10T13:30:00.000Z',
  montoPrestado: 700_000,
  cantidadCuotas: 12,
  montoCuota: 85_432.1,
  tna: 79,
  cft: 142.37,
  socio: {
    id: 7,
    nombre: 'Juan Carlos Pérez',
    dni: '28765432',
    mail: 'socio@demo.com.ar',
    celular: '1144556677',
    organismo: 'Ministerio de Educación',
    ejercito: false,
  },
  solicitud: {
    cuotaDisponibleAlSolicitar: 150_000,
    capacidadActual: 150_000,
    capacidadActualizadaEl: '2026-03-01T12:00:00.000Z',
    documentos: [],
    firma: true,
    precancelaciones: [
      { prestamoId: 12, producto: 'Préstamo Ayuda Económica', saldo: 108_287.43, montoCuota: 30_000 },
    ],
  },
  otrosPrestamos: [
    {
      id: 12,
      producto: 'Préstamo Ayuda Económica',
      estado: loanStates.deducting,
      saldo: 108_287.43,
      montoCuota: 30_000,
    },
  ],
  saldo: 0,
  netoATransferir: 591_712.57,
  transferencia: null,
  propuestasPendientes: [],
};

/** The same loan once its transfer was approved. */
export const deducting: LoanDetail = {
  ...awaitingTransfer,
  estado: loanStates.deducting,
  saldo: 700_000,
  netoATransferir: null,
  transferencia: { fecha: '2026-03-14', importe: 591_712.57, referencia: 'TRF-0001' },
};

/** A transfer of `awaitingTransfer` proposed by `by`. */
export const transferProposal = (by: string, id = 9): PendingProposalOf<'loan.transfer'> => ({
  id,
  kind: 'loan.transfer',
  entity: 'loan',
  entityId: '42',
  payload: { date: '2026-03-14', amount: 591_712.57, reference: 'TRF-0001' },
  proposedBy: by,
  proposedAt: '2026-03-14T15:05:00.000Z',
});

export const timeline = {
  items: [
    { at: '2026-03-10T13:30:00.000Z', who: 'socio', what: 'Solicitud de préstamo', detail: null },
    {
      at: '2026-03-11T14:00:00.000Z',
      who: 'evaluador@staff.demo.com.ar',
      what: 'Aprobado por el evaluador',
      detail: 'Documentación completa',
    },
    {
      at: '2026-03-12T16:47:42.000Z',
      who: 'socio',
      what: 'Préstamo confirmado con código y firma',
      detail: null,
    },
  ],
};
