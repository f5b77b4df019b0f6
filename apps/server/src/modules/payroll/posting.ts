/**
 * What posting one result line does to a loan's installments and ledger, in integer cents
 * (docs/decisions/024-installments-ledger.md). Pure, so that the arithmetic is property-tested apart from
 * the database.
 *
 * The line's APLICADO settles the oldest unpaid installments first (installments/allocation.ts); the
 * installments of the period (and any the money reached) are charged their interest and IVA, debits of
 * the ledger; the deduction is the credit. What the organismo applied beyond everything owed is `sobrante`,
 * to be returned to the member, never a reason to refuse the file. A refused or partial line says so in
 * the loan's movements: 'Cuota 7 de 24: el organismo no la descontó'.
 */
import { formatMoney } from '../../lib/money-format';
import {
  applyMoney,
  summarize,
  type AllocationResult,
  type LoanSummary,
  type StoredInstallment,
} from '../installments/index';

export interface Movement {
  concepto: string;
  debito: number;
  credito: number;
}

/** The order's line as the results file answers it. */
export interface PostedLine {
  /** The installments the order named: cuotaDesde to cuota, of cuotas. */
  cuotaDesde: number;
  cuota: number;
  cuotas: number;
  solicitado: number;
  aplicado: number;
  /** The payroll period, 'AAAAMM', and the movements' date. */
  periodo: string;
  fecha: string;
  businessDate: string;
}

export interface LinePosting {
  rows: StoredInstallment[];
  allocation: AllocationResult;
  movements: Movement[];
  summary: LoanSummary;
}

const short = (l: PostedLine) =>
  l.cuotaDesde === l.cuota ? `Cuota ${l.cuota}/${l.cuotas}` : `Cuotas ${l.cuotaDesde}-${l.cuota}/${l.cuotas}`;
const spoken = (l: PostedLine) =>
  l.cuotaDesde === l.cuota
    ? `Cuota ${l.cuota} de ${l.cuotas}`
    : `Cuotas ${l.cuotaDesde} a ${l.cuota} de ${l.cuotas}`;

/** The movement of the deduction itself: full, partial (with both amounts) or none. */
export function deductionConcept(l: PostedLine, applied: number): string {
  if (applied === 0)
    return `${spoken(l)}: el organismo no ${l.cuotaDesde === l.cuota ? 'la' : 'las'} descontó`;
  if (applied < l.solicitado)
    return `${spoken(l)}: el organismo descontó ${formatMoney(applied / 100)} de ${formatMoney(l.solicitado / 100)}`;
  return `${short(l)}: descuento de haberes`;
}

/** A loan's installments after one result line, and the movements it writes. */
export function postLine(rows: readonly StoredInstallment[], line: PostedLine): LinePosting {
  if (!Number.isSafeInteger(line.aplicado) || line.aplicado < 0)
    throw new RangeError(`APLICADO must be a non-negative integer of cents, got ${line.aplicado}`);
  const done = applyMoney(rows, line.aplicado, line.fecha, line.businessDate, line.periodo);
  const movements: Movement[] = [];
  for (const c of done.charges) {
    const label = `Cuota ${c.numero}/${line.cuotas}`;
    if (c.interes > 0) movements.push({ concepto: `${label}: interés`, debito: c.interes, credito: 0 });
    if (c.iva > 0) movements.push({ concepto: `${label}: IVA sobre el interés`, debito: c.iva, credito: 0 });
  }
  const applied = line.aplicado - done.allocation.sobrante;
  movements.push({ concepto: deductionConcept(line, applied), debito: 0, credito: applied });
  return {
    rows: done.rows,
    allocation: done.allocation,
    movements,
    summary: summarize(done.rows, line.businessDate),
  };
}

/** The opposite of a deduction's credit, for its reversal (the charged interest stays: it was due). */
export const reversalConcept = (concepto: string, reason: string) =>
  `Reversión de ${concepto.charAt(0).toLowerCase()}${concepto.slice(1)} (${reason})`;
