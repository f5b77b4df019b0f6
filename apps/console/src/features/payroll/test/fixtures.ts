import type {
  CapacitiesVerdict,
  ConsoleOrganismo,
  PayrollPeriod,
  PendingProposalOf,
  ResultsVerdict,
  StaffMe,
} from '@portal/contract';

export const tesoreria: StaffMe = { email: 'tesoreria@staff.demo.com.ar', roles: ['tesoreria'] };
export const tesoreria2: StaffMe = { email: 'tesoreria2@staff.demo.com.ar', roles: ['tesoreria'] };
export const parametros: StaffMe = { email: 'parametros@staff.demo.com.ar', roles: ['parametros'] };

export const educacion: ConsoleOrganismo = {
  id: 2,
  nombre: 'Ministerio de Educación',
  nombreCorto: 'Educación',
  requiereHaberes: true,
  esEjercito: false,
  codigoDescuento: '341',
  diaCorte: 20,
  capacidadPorcentaje: 30,
  capacidadValidezDias: 60,
  cftMaximo: null,
  descontandoSinCodigo: 0,
};

export const salud: ConsoleOrganismo = {
  ...educacion,
  id: 3,
  nombre: 'Ministerio de Salud',
  nombreCorto: 'Salud',
  codigoDescuento: null,
  diaCorte: null,
};

export const period = (overrides: Partial<PayrollPeriod> = {}): PayrollPeriod => ({
  period: '202612',
  state: 'ordered',
  generatedAt: '2026-12-01T13:00:00.000Z',
  generatedBy: 'tesoreria@staff.demo.com.ar',
  fileLines: 1,
  fileTotal: 86_101.65,
  orderedLines: 1,
  orderedTotal: 86_101.65,
  sha256: 'ab'.repeat(32),
  propuestasPendientes: [],
  ...overrides,
});

export const resultsProposal: PendingProposalOf<'payroll.results'> = {
  id: 77,
  kind: 'payroll.results',
  entity: 'periodo',
  entityId: '2-202612',
  payload: {
    organismoId: 2,
    period: '202612',
    resultFileId: 5,
    lineas: 1,
    yaImputadas: 0,
    aplicado: 86_101.65,
  },
  proposedBy: 'tesoreria@staff.demo.com.ar',
  proposedAt: '2026-12-10T14:00:00.000Z',
};

export const cleanResults: ResultsVerdict = {
  dryRun: true,
  organismoId: 2,
  period: '202612',
  lines: 1,
  problems: [],
  problemCount: 0,
  requested: 8_610_165,
  applied: 8_610_165,
  byState: { OK: 1, PARCIAL: 0, RECHAZADO: 0 },
  ordered: { lines: 1, total: 8_610_165 },
  missing: [],
  missingCount: 0,
  alreadyPosted: 0,
  toPost: 1,
};

export const capacities = (overrides: Partial<CapacitiesVerdict> = {}): CapacitiesVerdict => ({
  dryRun: true,
  imported: false,
  importId: null,
  organismoId: 2,
  period: '202612',
  lines: 3,
  matched: 2,
  problems: [],
  problemCount: 0,
  unmatched: [{ line: 4, dni: '40111222' }],
  ...overrides,
});
