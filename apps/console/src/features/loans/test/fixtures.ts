import {
  loanStates,
  type LoanDetail,
  type LoanSchedule,
  type PendingProposalOf,
  type StaffMe,
} from '@portal/contract';
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
  cuentaDestino: null,
  loteTransferencia: null,
  propuestasPendientes: [],
  diasAtraso: 0,
  montoAdeudado: 0,
  situacion: 1,
  tasaProvision: 1,
  provision: 0,
  historialSituacion: [],
};

/** The same loan once its transfer was approved. */
export const deducting: LoanDetail = {
  ...awaitingTransfer,
  estado: loanStates.deducting,
  saldo: 700_000,
  netoATransferir: null,
  transferencia: { fecha: '2026-03-14', importe: 591_712.57, referencia: 'TRF-0001' },
};

/** The loan in repayment with installment 7 refused by the organismo 45 days ago: situation 2. */
export const inArrears: LoanDetail = {
  ...deducting,
  saldo: 698_931.78,
  diasAtraso: 45,
  montoAdeudado: 86_101.65,
  situacion: 2,
  tasaProvision: 5,
  provision: 34_946.59,
  historialSituacion: [{ fecha: '2026-12-02', desde: 1, hasta: 2, dias: 32 }],
};

export const cobranzas: StaffMe = { email: 'cobranzas@staff.demo.com.ar', roles: ['cobranzas'] };

type Installment = LoanSchedule['items'][number];
const installment = (numero: number, periodo: string, vencimiento: string, rest: Partial<Installment>) => ({
  numero,
  periodo,
  vencimiento,
  capital: 20_000,
  interes: 50_000.5,
  iva: 10_500.11,
  importe: 80_500.61,
  aplicado: 0,
  estado: 'pendiente' as const,
  fechaPago: null,
  ...rest,
});

/** Four installments: one paid, one refused, one deducted in part, one to come. */
export const schedule: LoanSchedule = {
  items: [
    installment(1, '202609', '2026-09-30', {
      aplicado: 80_500.61,
      estado: 'pagada',
      fechaPago: '2026-10-05',
    }),
    installment(2, '202610', '2026-10-31', { estado: 'impaga' }),
    installment(3, '202611', '2026-11-30', { aplicado: 30_000, estado: 'parcial', fechaPago: '2026-12-04' }),
    installment(4, '202612', '2026-12-31', {}),
  ],
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
