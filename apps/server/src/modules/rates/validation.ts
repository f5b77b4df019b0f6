import {
  MAX_RATE_TABLE_TNA,
  rateMessages,
  type CftCap,
  type RateRow,
  type RateRowFigures,
  type RateTableDraft,
} from '@portal/contract';
import { rateTableFigures, type RateTable } from '../loan-math/index';
import { formatMoney } from '../../lib/money-format';

/** Every organismo's CFT cap (lowest first), and whether some organismo has none. */
export interface CftCaps {
  topes: CftCap[];
  algunoSinTope: boolean;
}

const MAX_GRID_AMOUNTS = 5_000;
const isCents = (n: number) => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const cents = (n: number) => Math.round(n * 100);
const rangeKey = (r: Pick<RateRow, 'minAmount' | 'maxAmount' | 'step'>) =>
  `${cents(r.minAmount)}|${cents(r.maxAmount)}|${cents(r.step)}`;

/** Problems of one row's amount range on its own (n: its 1-based number), or null. */
function amountProblem(r: RateRow, n: number): string | null {
  if (![r.minAmount, r.maxAmount, r.step].every(isCents)) return rateMessages.cents(n);
  if (r.minAmount <= 0) return rateMessages.minAmount(n);
  if (r.maxAmount < r.minAmount) return rateMessages.maxBelowMin(n);
  if (r.step <= 0) return rateMessages.step(n);
  const span = cents(r.maxAmount) - cents(r.minAmount);
  if (span / cents(r.step) + 1 > MAX_GRID_AMOUNTS) return rateMessages.tooManyAmounts(n);
  if (span % cents(r.step) !== 0) {
    const last = (cents(r.minAmount) + Math.floor(span / cents(r.step)) * cents(r.step)) / 100;
    return rateMessages.gap(n, formatMoney(r.maxAmount), formatMoney(r.step), formatMoney(last));
  }
  return null;
}

/** Problems of one row's installment count and TNA on their own, or null. */
function rateProblem(row: RateRow, n: number): string | null {
  if (!Number.isInteger(row.cuotas) || row.cuotas < 1 || row.cuotas > 480)
    return rateMessages.installments(n);
  if (!Number.isFinite(row.tna) || row.tna < 0) return rateMessages.negative(n);
  if (row.tna > MAX_RATE_TABLE_TNA) return rateMessages.absurd(n, row.tna);
  if (!isCents(row.tna)) return rateMessages.decimals(n);
  return null;
}

interface Range {
  /** The first row with this range (1-based). */
  row: number;
  min: number;
  max: number;
  step: number;
}

/**
 * How the distinct ranges (tiers) fit together: no two may overlap, and each must start at most one of
 * its own steps above the end of the one below it, so that no amount between them is left out. The
 * later row of the two is named. Also the grids together stay within what the loan math takes.
 */
function tierProblems(ranges: Range[]): string[] {
  const problems: string[] = [];
  const byMin = [...ranges].sort((a, b) => a.min - b.min || a.row - b.row);
  // The range reaching highest so far: a range nested in a long one overlaps it, not its neighbour.
  let reach: Range | undefined;
  for (const r of byMin) {
    if (reach && r.min <= reach.max) {
      const [later, earlier] = r.row > reach.row ? [r, reach] : [reach, r];
      problems.push(
        rateMessages.rangeOverlap(
          later.row,
          earlier.row,
          formatMoney(later.min / 100),
          formatMoney(later.max / 100),
        ),
      );
    } else if (reach && r.min > reach.max + r.step) {
      problems.push(
        rateMessages.rangeGap(r.row, reach.row, formatMoney(reach.max / 100), formatMoney(r.min / 100)),
      );
    }
    if (!reach || r.max > reach.max) reach = r;
  }
  let amounts = 0;
  for (const r of [...ranges].sort((a, b) => a.row - b.row)) {
    amounts += Math.floor((r.max - r.min) / r.step) + 1;
    if (amounts > MAX_GRID_AMOUNTS) {
      problems.push(rateMessages.tooManyAmounts(r.row));
      break;
    }
  }
  return problems;
}

/** A row's CFT against the caps: refused above every organismo's cap, told when above some. */
function capFinding(figures: RateRowFigures, n: number, caps: CftCaps) {
  if (figures.cft === null) return {};
  const cft = figures.cft;
  const over = caps.topes.filter((t) => cft > t.cftMaximo);
  if (over.length === 0) return {};
  const highest = caps.topes[caps.topes.length - 1];
  if (!caps.algunoSinTope && highest && over.length === caps.topes.length)
    return { problem: rateMessages.cftCap(n, figures.cuotas, cft, highest.cftMaximo, highest.organismo) };
  const names = over.map((t) => `${t.organismo} (${t.cftMaximo.toLocaleString('es-AR')} %)`).join(', ');
  return { warning: rateMessages.cftCapSome(n, figures.cuotas, cft, names) };
}

/**
 * TNA, TEA and CFT per row, computed by the loan math exactly as the plans are, and every problem the
 * server refuses a draft for, each naming its row: bad amounts, a range its step leaves a gap in,
 * overlapping ranges or a gap between them, an installment count listed twice for one range, negative
 * or absurd rates, a CFT above every organismo's cap. `warnings`: rows above some organismos' caps,
 * whose members will not be offered those plans (docs/decisions/014-cft-cap-per-organismo.md).
 */
export function checkDraft(
  d: Pick<RateTableDraft, 'rows'>,
  caps: CftCaps,
): { rows: RateRowFigures[]; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (d.rows.length === 0) problems.push(rateMessages.noRows);
  const ranges = new Map<string, Range>();
  const seen = new Map<string, number>();
  const rows = d.rows.map((row, i): RateRowFigures => {
    const n = i + 1;
    const blank: RateRowFigures = { ...row, tea: null, cft: null };
    const amounts = amountProblem(row, n);
    const rate = rateProblem(row, n);
    if (amounts) problems.push(amounts);
    if (rate) problems.push(rate);
    if (amounts || rate) return blank;
    const key = rangeKey(row);
    if (!ranges.has(key))
      ranges.set(key, {
        row: n,
        min: cents(row.minAmount),
        max: cents(row.maxAmount),
        step: cents(row.step),
      });
    const other = seen.get(`${key}|${row.cuotas}`);
    if (other !== undefined) problems.push(rateMessages.overlap(n, other, row.cuotas));
    else seen.set(`${key}|${row.cuotas}`, n);
    const [figures] = rateTableFigures(toTier([row]));
    if (!figures) return blank;
    const priced: RateRowFigures = { ...row, tna: figures.tna, tea: figures.tea, cft: figures.cft };
    const { problem, warning } = capFinding(priced, n, caps);
    if (problem) problems.push(problem);
    if (warning) warnings.push(warning);
    return priced;
  });
  problems.push(...tierProblems([...ranges.values()]));
  return { rows, problems, warnings };
}

/** Rows of one range as the loan math's table. */
const toTier = (rows: readonly RateRow[]): RateTable => ({
  tnaByInstallments: Object.fromEntries(rows.map((r) => [r.cuotas, r.tna])),
  minAmount: rows[0]?.minAmount ?? 0,
  maxAmount: rows[0]?.maxAmount ?? 0,
  step: rows[0]?.step ?? 0,
});

/** Rows as stored and shown: by amount range, then installments. */
export const sortRows = <T extends RateRow>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.minAmount - b.minAmount || a.cuotas - b.cuotas);
