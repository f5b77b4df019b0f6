import { MAX_RATE_TABLE_TNA, rateMessages, type RateTableDraft } from '@portal/contract';
import { rateTableFigures, type RateTable } from '../loan-math/index';
import { formatMoney } from '../loans/index';

/** The lowest CFT cap among the organismos, which every line's plans must respect. */
export interface CftCap {
  organismo: string;
  cftMaximo: number;
}

export interface RowFigures {
  cuotas: number;
  tna: number;
  tea: number | null;
  cft: number | null;
}

const MAX_GRID_AMOUNTS = 5_000;
const isCents = (n: number) => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const cents = (n: number) => Math.round(n * 100);

/** Problems of the amount range: the first one found, or null. */
function amountProblem(d: RateTableDraft): string | null {
  if (![d.minAmount, d.maxAmount, d.step].every(isCents)) return rateMessages.cents;
  if (d.minAmount <= 0) return rateMessages.minAmount;
  if (d.maxAmount < d.minAmount) return rateMessages.maxBelowMin;
  if (d.step <= 0) return rateMessages.step;
  const span = cents(d.maxAmount) - cents(d.minAmount);
  if (span / cents(d.step) + 1 > MAX_GRID_AMOUNTS) return rateMessages.tooManyAmounts;
  if (span % cents(d.step) !== 0) {
    const last = (cents(d.minAmount) + Math.floor(span / cents(d.step)) * cents(d.step)) / 100;
    return rateMessages.gap(formatMoney(d.maxAmount), formatMoney(d.step), formatMoney(last));
  }
  return null;
}

/** Problems of one row on its own (its 1-based number in the messages), or null. */
function rowProblem(row: { cuotas: number; tna: number }, n: number): string | null {
  if (!Number.isInteger(row.cuotas) || row.cuotas < 1 || row.cuotas > 480)
    return rateMessages.installments(n);
  if (!Number.isFinite(row.tna) || row.tna < 0) return rateMessages.negative(n);
  if (row.tna > MAX_RATE_TABLE_TNA) return rateMessages.absurd(n, row.tna);
  if (!isCents(row.tna)) return rateMessages.decimals(n);
  return null;
}

/**
 * TNA, TEA and CFT per row, computed by the loan math exactly as the plans are, and every problem the
 * server refuses a draft for, each naming its row: bad amounts or a range the step leaves a gap in,
 * an installment count listed twice, negative or absurd rates, a CFT above the lowest organismo cap.
 * A row's figures are null when the row or the amounts cannot be priced.
 */
export function checkDraft(
  d: RateTableDraft,
  cap: CftCap | null,
): { rows: RowFigures[]; problems: string[] } {
  const problems: string[] = [];
  if (d.rows.length === 0) problems.push(rateMessages.noRows);
  const amounts = amountProblem(d);
  if (amounts) problems.push(amounts);
  const seen = new Map<number, number>();
  const rows = d.rows.map((row, i): RowFigures => {
    const n = i + 1;
    const blank: RowFigures = { cuotas: row.cuotas, tna: row.tna, tea: null, cft: null };
    const problem = rowProblem(row, n);
    if (problem) {
      problems.push(problem);
      return blank;
    }
    const other = seen.get(row.cuotas);
    if (other !== undefined) problems.push(rateMessages.overlap(n, other, row.cuotas));
    else seen.set(row.cuotas, n);
    if (amounts) return blank;
    const table: RateTable = {
      tnaByInstallments: { [row.cuotas]: row.tna },
      minAmount: d.minAmount,
      maxAmount: d.maxAmount,
      step: d.step,
    };
    const [figures] = rateTableFigures(table);
    if (!figures) return blank;
    if (cap && figures.cft > cap.cftMaximo)
      problems.push(rateMessages.cftCap(n, row.cuotas, figures.cft, cap.cftMaximo, cap.organismo));
    return { cuotas: row.cuotas, tna: figures.tna, tea: figures.tea, cft: figures.cft };
  });
  return { rows, problems };
}

/** The draft as the loan math's table (only once checkDraft found no problem). */
export const toRateTable = (
  d: Pick<RateTableDraft, 'minAmount' | 'maxAmount' | 'step' | 'rows'>,
): RateTable => ({
  tnaByInstallments: Object.fromEntries(d.rows.map((r) => [r.cuotas, r.tna])),
  minAmount: d.minAmount,
  maxAmount: d.maxAmount,
  step: d.step,
});

/** 'YYYY-MM-DD' as the instant that Argentine day starts (UTC-3, no daylight saving). */
export const startOfArgentineDay = (date: string) => new Date(`${date}T00:00:00-03:00`);

/** Today in Argentina, 'YYYY-MM-DD'. */
export const argentineToday = (now = new Date()) =>
  new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
