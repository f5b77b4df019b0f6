/**
 * Applying money to a loan's installments, and undoing it (docs/decisions/023-installments-allocation.md).
 *
 * Rule: the oldest installment not fully paid first; inside one, IVA, then interest, then capital; what is
 * left settles the next installments; what is left beyond the last one is returned as `sobrante` (the
 * caller refuses it or keeps it as a credit). So the applied amounts always fill the schedule as a prefix
 * (every component before the first unfilled one is full, every one after it is empty), and a schedule's
 * state is determined by the total applied.
 *
 * Reversal subtracts exactly the per-installment, per-component amounts the allocation applied. When
 * later allocations exist they are undone too and re-applied in their order ('reprocessing', as Fineract
 * does), so the prefix rule stays true; the caller stores the re-applied results in place of the old ones.
 */
import { assertDate } from './dates';
import { COMPONENT_ORDER, refreshStates, stateOf, type Componentes, type Installment } from './schedule';

/** What one installment received from one allocation, per component (only installments with money). */
export interface AllocationLine extends Componentes {
  numero: number;
}

export interface Allocation {
  /** The amount offered, in cents. */
  importe: number;
  /** The payment's date: `fechaPago` of the installments it completes. */
  fecha: string;
  /** The business date the states were computed for (re-used when the allocation is reprocessed). */
  businessDate: string;
  lines: AllocationLine[];
  /** importe minus what was applied: more than everything owed. */
  sobrante: number;
}

export interface AllocationResult extends Allocation {
  installments: Installment[];
}

/** Allocates `amount` cents paid on `fecha`; states are computed for `businessDate` (default: fecha). */
export function allocate(
  installments: readonly Installment[],
  amount: number,
  fecha: string,
  businessDate: string = fecha,
): AllocationResult {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`an amount must be a non-negative integer of cents, got ${amount}`);
  }
  assertDate(fecha);
  assertDate(businessDate);
  let left = amount;
  const lines: AllocationLine[] = [];
  const next = sorted(installments).map((inst): Installment => {
    if (left === 0) return inst;
    const line: AllocationLine = { numero: inst.numero, iva: 0, interes: 0, capital: 0 };
    const aplicado = { ...inst.aplicado };
    for (const c of COMPONENT_ORDER) {
      const take = Math.min(left, inst[c] - aplicado[c]);
      if (take > 0) {
        aplicado[c] += take;
        line[c] = take;
        left -= take;
      }
    }
    if (line.iva + line.interes + line.capital === 0) return inst;
    lines.push(line);
    const updated = { ...inst, aplicado };
    const estado = stateOf(updated, businessDate);
    return { ...updated, estado, fechaPago: estado === 'pagada' ? fecha : null };
  });
  return {
    installments: refreshStates(next, businessDate),
    importe: amount,
    fecha,
    businessDate,
    lines,
    sobrante: left,
  };
}

export type ReversalRefusal =
  /** The allocation applied more to an installment than it holds now (not applied here, or reversed already). */
  | 'not-applied'
  /** A later allocation put money after this one's: pass the later allocations to reprocess them. */
  | 'later-allocations';

export interface ReversalResult {
  installments: Installment[];
  /** The later allocations, re-applied in order without the reversed one: they replace the old ones. */
  reprocessed: AllocationResult[];
}

export interface ReversalOptions {
  /** Every allocation applied after the one reversed, oldest first (empty when it is the latest). */
  later?: readonly Allocation[];
  /** The business date of the reversal (default: the reversed allocation's). */
  businessDate?: string;
}

/**
 * Undoes exactly one earlier allocation. Without `later`, it subtracts that allocation's lines and refuses
 * when the rest would break the oldest-first rule (some later allocation depends on it). With `later`, it
 * subtracts those too, then re-applies them in order: the result is what the schedule would be had the
 * reversed allocation never happened.
 */
export function reverse(
  installments: readonly Installment[],
  allocation: Allocation,
  options: ReversalOptions = {},
): ReversalResult | { refused: ReversalRefusal } {
  const later = options.later ?? [];
  const businessDate = options.businessDate ?? allocation.businessDate;
  assertDate(businessDate);
  let rows: Installment[] | null = sorted(installments);
  for (const a of [...later].reverse()) {
    rows = subtract(rows, a);
    if (!rows) return { refused: 'not-applied' };
  }
  rows = subtract(rows, allocation);
  if (!rows) return { refused: 'not-applied' };
  if (later.length === 0 && !isOrdered(rows)) return { refused: 'later-allocations' };
  const reprocessed: AllocationResult[] = [];
  for (const a of later) {
    const again = allocate(rows, a.importe, a.fecha, a.businessDate);
    reprocessed.push(again);
    rows = again.installments;
  }
  return { installments: refreshStates(rows, businessDate), reprocessed };
}

/** The lines of `a` taken off; null when some installment holds less than `a` gave it. */
function subtract(rows: readonly Installment[], a: Allocation): Installment[] | null {
  const byNumero = new Map(a.lines.map((l) => [l.numero, l]));
  if (byNumero.size !== a.lines.length) return null;
  let found = 0;
  const out: Installment[] = [];
  for (const inst of rows) {
    const line = byNumero.get(inst.numero);
    if (!line) {
      out.push(inst);
      continue;
    }
    found++;
    const aplicado = { ...inst.aplicado };
    for (const c of COMPONENT_ORDER) {
      if (!Number.isSafeInteger(line[c]) || line[c] < 0 || line[c] > aplicado[c]) return null;
      aplicado[c] -= line[c];
    }
    const updated = { ...inst, aplicado };
    const estado = stateOf(updated, a.businessDate);
    // Money this allocation gave means the installment is no longer complete: no paid date.
    out.push({ ...updated, estado, fechaPago: estado === 'pagada' ? inst.fechaPago : null });
  }
  return found === byNumero.size ? out : null;
}

/**
 * The oldest-first rule holds: in schedule order and, inside an installment, IVA, interest, capital, every
 * component is full up to the first that is not, and every one after that is empty.
 */
export function isOrdered(installments: readonly Installment[]): boolean {
  let open = false;
  for (const inst of sorted(installments)) {
    for (const c of COMPONENT_ORDER) {
      const applied = inst.aplicado[c];
      if (applied < 0 || applied > inst[c]) return false;
      if (open && applied > 0) return false;
      if (applied < inst[c]) open = true;
    }
  }
  return true;
}

const sorted = (installments: readonly Installment[]): Installment[] =>
  [...installments].sort((a, b) => a.numero - b.numero);
