import type { LoanDetail, LoanPlans, QueueItem, StaffMe } from '@portal/contract';

/** Test data of the evaluation screens, shaped as the server answers (contract types). */

export const auditor: StaffMe = { email: 'auditor@staff.demo.com.ar', roles: ['auditor'] };
export const soporte: StaffMe = { email: 'soporte@staff.demo.com.ar', roles: ['soporte'] };
export const comunicaciones: StaffMe = {
  email: 'comunicaciones@staff.demo.com.ar',
  roles: ['comunicaciones'],
};

export const queueItem = (id: number, fields: Partial<QueueItem> = {}): QueueItem => ({
  id,
  producto: 'Préstamo Personal',
  montoPrestado: 700_000,
  cantidadCuotas: 12,
  montoCuota: 91_234.56,
  solicitadoEl: '2025-03-10T13:30:00.000Z',
  horasEspera: 5,
  socio: { id: 7, nombre: 'Paula Andrea Suárez', dni: '40000001' },
  organismo: 'Ministerio de Salud',
  ...fields,
});

export const loanDetail = (fields: Partial<LoanDetail> = {}): LoanDetail => ({
  id: 321,
  estado: 'Pendiente de evaluación',
  producto: 'Préstamo Personal',
  solicitadoEl: '2025-03-10T13:30:00.000Z',
  montoPrestado: 700_000,
  cantidadCuotas: 12,
  montoCuota: 91_234.56,
  tna: 78.5,
  cft: 112.35,
  socio: {
    id: 7,
    nombre: 'Paula Andrea Suárez',
    dni: '40000001',
    mail: 'paula@ejemplo.com.ar',
    celular: '1155667788',
    organismo: 'Ministerio de Salud',
    ejercito: true,
  },
  solicitud: {
    cuotaDisponibleAlSolicitar: 150_000,
    capacidadActual: 180_000.5,
    capacidadActualizadaEl: '2025-03-01T15:00:00.000Z',
    documentos: [
      { id: 11, tipo: 'dni_anverso', etiqueta: 'DNI (frente)' },
      { id: 12, tipo: 'dni_reverso', etiqueta: 'DNI (dorso)' },
      { id: 13, tipo: 'recibo_haberes', etiqueta: 'Recibo de haberes' },
    ],
    firma: true,
    precancelaciones: [{ prestamoId: 90, producto: 'Ayuda Económica', saldo: 45_000.1, montoCuota: 9_000 }],
  },
  otrosPrestamos: [
    { id: 90, producto: 'Ayuda Económica', estado: 'Descontando', saldo: 40_000.1, montoCuota: 9_000 },
    { id: 80, producto: 'Préstamo Personal', estado: 'Cancelado', saldo: 0, montoCuota: 20_000 },
  ],
  saldo: 0,
  netoATransferir: 659_999.9,
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
  ...fields,
});

export const plans = (fields: Partial<LoanPlans> = {}): LoanPlans => ({
  solicitado: {
    id: '1-70000000-12',
    montoPrestado: 700_000,
    cantidadCuotas: 12,
    montoCuota: 93_100.01,
    tna: 82,
    cft: 118.4,
  },
  motivo: null,
  alternativas: [
    {
      id: '1-60000000-12',
      montoPrestado: 600_000,
      cantidadCuotas: 12,
      montoCuota: 78_200,
      tna: 78.5,
      cft: 112.35,
    },
    {
      id: '1-50000000-6',
      montoPrestado: 500_000,
      cantidadCuotas: 6,
      montoCuota: 99_000.99,
      tna: 70,
      cft: 99.1,
    },
  ],
  ...fields,
});
