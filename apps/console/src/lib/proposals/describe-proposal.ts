import { formatMoney, toServerDate } from '@portal/ui/format';
import {
  proposalApprovePermissions,
  proposalKindLabels,
  staffRoleLabels,
  staffRoles,
  type Permission,
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
export const proposalKindLabel = (kind: string) => proposalKindLabels[kind] ?? `Propuesta (${kind})`;

/**
 * The permission the server asks of the checker, besides proposals.decide (docs/product.md#staff-console).
 * The inbox only lists what the viewer may decide; a loan's file lists every pending proposal on it.
 */
export const mayDecide = (kind: string, granted: ReadonlySet<Permission>) => {
  const needed = (proposalApprovePermissions as Record<string, Permission | undefined>)[kind];
  return granted.has('proposals.decide') && (needed === undefined || granted.has(needed));
};

/** Whether `email` (the signed-in staff member) made the proposal: the server refuses them as checker. */
export const isOwnProposal = (proposedBy: string, email: string) =>
  proposedBy.trim().toLowerCase() === email.trim().toLowerCase();

const isRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value);

const roleList = (value: unknown) =>
  Array.isArray(value) ? value.map((r) => (isRole(r) ? staffRoleLabels[r] : String(r))).join(', ') : null;

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : null);
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null;
const numbered = (value: unknown) => (text(value) === null ? null : `N° ${text(value)}`);
/** '2026-03-14' -> '14/03/2026'. */
const calendarDate = (value: unknown) => (typeof value === 'string' ? toServerDate(value) || value : null);
/** '202612' (AAAAMM) -> '12/2026'. */
const period = (value: unknown) => {
  const match =
    typeof value === 'string' || typeof value === 'number' ? /^(\d{4})(\d{2})$/.exec(String(value)) : null;
  return match ? `${match[2]}/${match[1]}` : text(value);
};

type Describe = (value: unknown) => string | null;

/** What reads as one figure, never broken across lines. */
const figures = new Set<Describe>([money, calendarDate, period, numbered]);

/** The payload fields the server's kinds carry, in the order a person reads them. */
const knownFields: [key: string, label: string, describe: Describe][] = [
  ['amount', 'Importe', money],
  ['date', 'Fecha', calendarDate],
  ['reference', 'Referencia bancaria', text],
  ['email', 'Cuenta', text],
  ['rolesAnteriores', 'Roles actuales', roleList],
  ['roles', 'Roles propuestos', roleList],
  ['prestamo', 'Préstamo', numbered],
  ['organismoId', 'Organismo', numbered],
  ['period', 'Período', period],
  ['periodo', 'Período', period],
  ['cuota', 'Cuota', text],
  ['lineas', 'Líneas a imputar', text],
  ['yaImputadas', 'Líneas ya imputadas', text],
  ['aplicado', 'Importe aplicado', money],
  ['lineasArchivo', 'Líneas del archivo', text],
  ['coinciden', 'De socios del organismo', text],
  ['linea', 'Línea', text],
  ['nombre', 'Nombre propuesto', text],
  ['vigenteDesde', 'Vigente desde', calendarDate],
  ['montos', 'Montos', text],
  ['tasas', 'TNA por montos y cuotas', text],
  ['reason', 'Motivo', text],
];
/** Internal references that say nothing to a person. */
const hiddenFields = new Set([
  'resultFileId',
  'importId',
  'sha256',
  'minAmount',
  'maxAmount',
  'step',
  'rows',
]);

/** A value of a field this console does not know: shown plainly when it is a plain value. */
const plain = (value: unknown) =>
  Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')
    ? value.join(', ')
    : typeof value === 'boolean'
      ? value
        ? 'Sí'
        : 'No'
      : text(value);

/** The payload in words, known fields first; objects nested in an unknown field are left out. */
export function describePayload(payload: Record<string, unknown>): ProposalFact[] {
  const facts: ProposalFact[] = [];
  const known = new Set<string>(hiddenFields);
  for (const [key, label, describe] of knownFields) {
    known.add(key);
    const value = key in payload ? describe(payload[key]) : null;
    if (value) facts.push(figures.has(describe) ? { label, value, short: true } : { label, value });
  }
  for (const [key, raw] of Object.entries(payload)) {
    const value = known.has(key) ? null : plain(raw);
    if (value) facts.push({ label: key, value });
  }
  return facts;
}

/** What a proposal acts on, for a person: a loan (with its number, to link to its file) or a name. */
export type ProposalTarget = { loanId: number } | { label: string };

export function proposalTarget(p: {
  entity: string;
  entityId: string;
  payload: Record<string, unknown>;
}): ProposalTarget {
  if (p.entity === 'loan' && /^\d+$/.test(p.entityId)) return { loanId: Number(p.entityId) };
  if (p.entity === 'staff') {
    const email = text(p.payload.email) ?? p.entityId;
    return { label: `Cuenta de personal ${email}` };
  }
  if (p.entity === 'periodo') {
    const [organismo, yyyymm] = p.entityId.split('-');
    return { label: `Organismo N° ${organismo}, período ${period(yyyymm) ?? ''}`.trim() };
  }
  if (p.entity === 'linea') {
    const name = text(p.payload.linea) ?? text(p.payload.nombre);
    return { label: name ? `Línea ${name}` : `Línea N° ${p.entityId}` };
  }
  return { label: `${p.entity} ${p.entityId}` };
}
