import { formatMoney, toServerDate } from '@portal/ui/format';
import {
  formatCbu,
  formatCuit,
  isProposalKind,
  proposalApprovePermissions,
  proposalKindLabels,
  staffRoleLabels,
  type PendingProposal,
  type Permission,
  type ProposalKindName,
  type ProposalPayload,
  type StaffRole,
} from '@portal/contract';

/** One line of a proposal's payload in words: 'Importe' '$ 150.000,00'. */
export interface ProposalFact {
  label: string;
  value: string;
  /** A figure or a date: kept on one line. */
  short?: true;
}

/** The kind's Spanish name; a kind this console does not know yet keeps its code. */
export const proposalKindLabel = (kind: string) =>
  isProposalKind(kind) ? proposalKindLabels[kind] : `Propuesta (${kind})`;

/**
 * The permission the server asks of the checker, besides proposals.decide (docs/product.md#staff-console).
 * The inbox only lists what the viewer may decide; a loan's file lists every pending proposal on it.
 */
export const mayDecide = (kind: string, granted: ReadonlySet<Permission>) =>
  granted.has('proposals.decide') && (!isProposalKind(kind) || granted.has(proposalApprovePermissions[kind]));

/** Whether `email` (the signed-in staff member) made the proposal: the server refuses them as checker. */
export const isOwnProposal = (proposedBy: string, email: string) =>
  proposedBy.trim().toLowerCase() === email.trim().toLowerCase();

const roleList = (roles: readonly StaffRole[]) => roles.map((r) => staffRoleLabels[r]).join(', ');
const text = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());
/** '2026-03-14' -> '14/03/2026'. */
const calendarDate = (value: string) => toServerDate(value) || value;
/** '202612' (AAAAMM) -> '12/2026'. */
const period = (value: string | undefined) => {
  const match = value === undefined ? null : /^(\d{4})(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[1]}` : text(value);
};

/** A line of words; an empty value is left out. */
const said = (label: string, value: string): ProposalFact | null => (value ? { label, value } : null);
/** A figure or a date: kept on one line. */
const figure = (label: string, value: string): ProposalFact | null =>
  value ? { label, value, short: true } : null;
const numbered = (label: string, value: number) => figure(label, `N° ${value}`);

/** The table of a rate proposal (a version, or a new line's first one), in the words it carries. */
const tableFacts = (p: ProposalPayload<'rates.version' | 'lines.create'>) => [
  figure('Vigente desde', calendarDate(p.vigenteDesde)),
  said('Montos', text(p.montos)),
  said('TNA por montos y cuotas', text(p.tasas)),
  said('Motivo', text(p.reason)),
];

const percent = (value: number) => `${value.toLocaleString('es-AR', { maximumFractionDigits: 2 })} %`;
/** A proposed provision rate beside the one it replaces: '7 % (antes 5 %)'. */
const ratesLine = (
  tasa: number,
  before: readonly { situacion: number; tasa: number }[],
  situacion: number,
) => {
  const old = before.find((b) => b.situacion === situacion);
  return old && old.tasa !== tasa ? `${percent(tasa)} (antes ${percent(old.tasa)})` : percent(tasa);
};

/** An account in one line, for the one a proposal replaces: 'Titular, CBU 28505909 40090418135201'. */
const accountLine = (a: ProposalPayload<'settings.bank'>['anterior']) =>
  a ? `${a.titular}, CBU ${formatCbu(a.cbu)}, alias ${a.alias}` : 'Ninguna';

/**
 * Each kind's payload in words, in the order a person reads it; internal references (a file's or an
 * import's id, its hash, the table's rows) say nothing to a person and are left out.
 */
const factsOf: { [K in ProposalKindName]: (p: ProposalPayload<K>) => (ProposalFact | null)[] } = {
  'loan.transfer': (p) => [
    figure('Importe', formatMoney(p.amount)),
    figure('Fecha', calendarDate(p.date)),
    said('Referencia bancaria', text(p.reference)),
    said('Cuenta del socio', p.cuentaReciente ? 'Cambiada hace menos de 48 horas' : ''),
  ],
  'loan.transfer-reversal': (p) => [said('Motivo', text(p.reason))],
  'loan.transfer-batch': (p) => [
    numbered('Lote', p.lote),
    figure('Préstamos', text(p.cantidad)),
    figure('Total a transferir', formatMoney(p.total)),
    said(
      'Cuentas cambiadas hace menos de 48 horas',
      p.prestamos
        .filter((l) => l.cuentaReciente)
        .map((l) => `N° ${l.prestamo} (${l.socio})`)
        .join(', '),
    ),
  ],
  'staff.create': (p) => [
    said('Cuenta', text(p.email)),
    said('Roles propuestos', roleList(p.roles)),
    said('Motivo', text(p.reason)),
  ],
  'staff.roles': (p) => [
    said('Cuenta', text(p.email)),
    said('Roles actuales', roleList(p.rolesAnteriores)),
    said('Roles propuestos', roleList(p.roles)),
    said('Motivo', text(p.reason)),
  ],
  'payroll.results': (p) => [
    numbered('Organismo', p.organismoId),
    figure('Período', period(p.period)),
    said('Líneas a imputar', text(p.lineas)),
    said('Líneas ya imputadas', text(p.yaImputadas)),
    figure('Importe aplicado', formatMoney(p.aplicado)),
  ],
  'payroll.capacities': (p) => [
    numbered('Organismo', p.organismoId),
    figure('Período', period(p.period)),
    said('Líneas del archivo', text(p.lineasArchivo)),
    said('De socios del organismo', text(p.coinciden)),
  ],
  'payroll.reversal': (p) => [
    numbered('Préstamo', p.prestamo),
    figure('Período', period(p.periodo)),
    said('Cuota', text(p.cuota)),
    figure('Importe aplicado', formatMoney(p.aplicado)),
    said('Motivo', text(p.reason)),
  ],
  'rates.version': (p) => [said('Línea', text(p.linea)), ...tableFacts(p)],
  'lines.create': (p) => [said('Nombre propuesto', text(p.nombre)), ...tableFacts(p)],
  'lines.rename': (p) => [
    said('Línea', text(p.linea)),
    said('Nombre propuesto', text(p.nombre)),
    said('Motivo', text(p.reason)),
  ],
  'settings.bank': (p) => [
    said('Titular', text(p.titular)),
    figure('CUIT', formatCuit(p.cuit)),
    figure('CBU', formatCbu(p.cbu)),
    figure('Alias', text(p.alias)),
    said('Cuenta actual', accountLine(p.anterior)),
    said('Motivo', text(p.reason)),
  ],
  'loan.payment': (p) => [
    numbered('Préstamo', p.prestamo),
    said('Socio', text(p.socio)),
    figure('Fecha', calendarDate(p.fecha)),
    figure('Importe', formatMoney(p.importe)),
    said('Canal', p.canal === 'efectivo' ? 'Efectivo' : 'Transferencia'),
    said('Referencia', text(p.referencia)),
  ],
  'loan.payment-reversal': (p) => [
    numbered('Préstamo', p.prestamo),
    numbered('Recibo', p.recibo),
    figure('Importe', formatMoney(p.importe)),
    said('Motivo', text(p.reason)),
  ],
  'provisions.rates': (p) => [
    ...p.tasas.map((t) => figure(`Situación ${t.situacion}`, ratesLine(t.tasa, p.anteriores, t.situacion))),
    said('Motivo', text(p.reason)),
  ],
};

const factsOfKind = <K extends ProposalKindName>(p: { kind: K; payload: ProposalPayload<K> }) =>
  factsOf[p.kind](p.payload);

/** What a proposal asks, field by field, in words. */
export const describeProposal = (p: PendingProposal): ProposalFact[] =>
  factsOfKind(p).filter((f): f is ProposalFact => f !== null);

/** What a proposal acts on, for a person: a loan (with its number, to link to its file) or a name. */
export type ProposalTarget = { loanId: number } | { label: string };

const lineTarget = (name: string, entityId: string): ProposalTarget => ({
  label: name ? `Línea ${name}` : `Línea N° ${entityId}`,
});

export function proposalTarget(p: PendingProposal): ProposalTarget {
  switch (p.kind) {
    case 'loan.transfer':
    case 'loan.transfer-reversal':
      if (/^\d+$/.test(p.entityId)) return { loanId: Number(p.entityId) };
      break;
    case 'staff.create':
    case 'staff.roles':
      return { label: `Cuenta de personal ${text(p.payload.email) || p.entityId}` };
    case 'payroll.results': {
      const [organismo, yyyymm] = p.entityId.split('-');
      return { label: `Organismo N° ${organismo}, período ${period(yyyymm)}`.trim() };
    }
    case 'rates.version':
      return lineTarget(text(p.payload.linea), p.entityId);
    case 'lines.create':
      return lineTarget(text(p.payload.nombre), p.entityId);
    case 'lines.rename':
      return lineTarget(text(p.payload.linea) || text(p.payload.nombre), p.entityId);
    case 'settings.bank':
      return { label: 'Cuenta bancaria de la asociación' };
    case 'loan.payment':
      if (/^\d+$/.test(p.entityId)) return { loanId: Number(p.entityId) };
      break;
    case 'loan.payment-reversal':
      return { loanId: p.payload.prestamo };
    case 'provisions.rates':
      return { label: 'Tasas de previsión' };
    case 'payroll.capacities':
    case 'payroll.reversal':
      break;
  }
  return { label: `${p.entity} ${p.entityId}` };
}
