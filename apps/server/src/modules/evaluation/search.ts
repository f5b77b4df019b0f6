import { addDays, loanStates, type LoanSearchFilters } from '@portal/contract';
import type { Column } from '../../lib/export/index';
import { SITUATION_MAX_DAYS, daysLate, situation } from '../installments/index';
import type { LoanSearch, SearchRow } from './search-repository';

/** SITUATION_MAX_DAYS as ranges of days: situation k is from the day after k-1's bound to k's. */
const situationDays = (k: number): [number, number] => {
  const bounds = [
    0,
    SITUATION_MAX_DAYS[1],
    SITUATION_MAX_DAYS[2],
    SITUATION_MAX_DAYS[3],
    SITUATION_MAX_DAYS[4],
  ];
  return [k === 1 ? 0 : bounds[k - 1]! + 1, k === 5 ? Number.POSITIVE_INFINITY : bounds[k]!];
};

/** The search's arrears filters as due-date bounds on the business date; undefined when none is given. */
export function arrearsFilter(q: LoanSearchFilters, businessDate: string): LoanSearch['arrears'] {
  if (!q.enMora && q.diasDesde === undefined && q.diasHasta === undefined && q.situacion === undefined)
    return undefined;
  const [sitMin, sitMax] = q.situacion ? situationDays(q.situacion) : [0, Number.POSITIVE_INFINITY];
  const from = Math.max(q.diasDesde ?? 0, sitMin, q.enMora ? 1 : 0);
  const to = Math.min(q.diasHasta ?? Number.POSITIVE_INFINITY, sitMax);
  return {
    vencidaHasta: from > 0 ? addDays(businessDate, -from) : null,
    vencidaDesde: Number.isFinite(to) ? addDays(businessDate, -to) : null,
    alDia: from === 0,
  };
}

/** The contract's filters as the repository takes them (the search screen and the export alike). */
export const searchFilters = (q: LoanSearchFilters, businessDate: string): LoanSearch => ({
  dni: q.dni,
  apellido: q.apellido,
  prestamoId: q.prestamoId,
  estado: q.estado,
  organismoId: q.organismoId,
  arrears: arrearsFilter(q, businessDate),
  otorgadoDesde: q.otorgadoDesde,
  otorgadoHasta: q.otorgadoHasta,
});

/** Days late, situation and amount owed of a found loan on the business date (none unless in repayment). */
export function arrearsOf(r: SearchRow, businessDate: string) {
  const repaying = r.estado === loanStates.deducting;
  const dias = repaying ? daysLate(r.vencida_desde, businessDate) : 0;
  return { dias, situacion: situation(dias), adeudado: repaying ? r.monto_en_mora : '0' };
}

export type ExportRow = SearchRow & ReturnType<typeof arrearsOf>;

/** The export's columns, the same in the CSV and the XLSX (month-end.md section 6). */
export const loanExportColumns: Column<ExportRow>[] = [
  { header: 'Préstamo', kind: 'integer', width: 10, value: (r) => r.id },
  { header: 'Socio', kind: 'text', width: 32, value: (r) => `${r.apellido}, ${r.nombres}` },
  { header: 'DNI', kind: 'text', width: 12, value: (r) => r.dni },
  { header: 'Organismo', kind: 'text', width: 28, value: (r) => r.organismo },
  { header: 'Línea', kind: 'text', width: 24, value: (r) => r.producto },
  { header: 'Estado', kind: 'text', width: 24, value: (r) => r.estado },
  { header: 'Otorgado', kind: 'date', width: 12, value: (r) => r.otorgado },
  { header: 'Monto prestado', kind: 'decimal', width: 16, value: (r) => r.monto_prestado },
  { header: 'Cuotas', kind: 'integer', width: 8, value: (r) => r.cantidad_cuotas },
  { header: 'Valor de cuota', kind: 'decimal', width: 16, value: (r) => r.monto_cuota },
  { header: 'Saldo', kind: 'decimal', width: 16, value: (r) => r.saldo },
  { header: 'Días de atraso', kind: 'integer', width: 10, value: (r) => r.dias },
  { header: 'Situación', kind: 'integer', width: 10, value: (r) => r.situacion },
  { header: 'Adeudado', kind: 'decimal', width: 16, value: (r) => r.adeudado },
];
