import { scheduleCents } from '../loan-math/index';
import { formatRecord, ordersLayout } from './files/layouts';

/** A deduction standing for a period: what to deduct from one loan this month. */
export interface StandingOrder {
  loanId: number;
  dni: string;
  cuil: string | null;
  legajo: string | null;
  /** The installment this month pays (0 when only arrears are left). */
  cuota: number;
  cuotas: number;
  importe: number;
}

export interface LoanToOrder {
  loanId: number;
  dni: string;
  cuil: string | null;
  legajo: string | null;
  principalCents: number;
  tna: number;
  cuotas: number;
  cuotasRestantes: number;
  moraCents: number;
}

/**
 * This month's deduction of a loan in repayment: the next installment of its French schedule (what the
 * posting will charge, IVA on interest included) plus any arrears; null when nothing is owed.
 */
export function standingOrder(l: LoanToOrder): StandingOrder | null {
  const next = l.cuotasRestantes > 0 ? l.cuotas - l.cuotasRestantes + 1 : 0;
  const row = next > 0 ? scheduleCents(l.principalCents, l.tna, l.cuotas)[next - 1] : undefined;
  const importe = (row?.payment ?? 0) + Math.max(l.moraCents, 0);
  if (importe <= 0) return null;
  return {
    loanId: l.loanId,
    dni: l.dni,
    cuil: l.cuil,
    legajo: l.legajo,
    cuota: next,
    cuotas: l.cuotas,
    importe,
  };
}

export type Mov = 'A' | 'M' | 'B';
export interface OrderLine extends StandingOrder {
  /** null: unchanged since the previous period, so not in the file. */
  mov: Mov | null;
}

/**
 * The period's lines against the previous period's standing orders: 'A' for a loan ordered for the
 * first time, 'M' when its amount changed, 'B' (amount 0) for one no longer ordered (paid off,
 * cancelled, pre-cancelled), unchanged ones kept without a MOV.
 */
export function orderLines(
  previous: ReadonlyMap<number, StandingOrder>,
  current: readonly StandingOrder[],
): OrderLine[] {
  const lines: OrderLine[] = current.map((o) => {
    const before = previous.get(o.loanId);
    return { ...o, mov: !before ? 'A' : before.importe !== o.importe ? 'M' : null };
  });
  const now = new Set(current.map((o) => o.loanId));
  for (const [loanId, before] of previous)
    if (!now.has(loanId)) lines.push({ ...before, loanId, importe: 0, mov: 'B' });
  return lines.sort((a, b) => a.loanId - b.loanId);
}

/** The file as the organismo receives it: only the lines with a MOV, header and trailer with their totals. */
export function ordersFile(
  header: { organismoId: number; period: string; generated: string; codigoDescuento: string },
  lines: readonly OrderLine[],
): { text: string; count: number; totalCents: number } {
  const changed = lines.filter((l): l is OrderLine & { mov: Mov } => l.mov !== null);
  const total = changed.reduce((sum, l) => sum + l.importe, 0);
  const text = [
    formatRecord('H', ordersLayout.header, {
      ORGANISMO_ID: header.organismoId,
      PERIODO: header.period,
      GENERADO: header.generated,
      CANTIDAD: changed.length,
      TOTAL: total,
    }),
    ...changed.map((l) =>
      formatRecord('D', ordersLayout.detail, {
        DNI: l.dni,
        CUIL: l.cuil,
        LEGAJO: l.legajo,
        CODIGO_DESCUENTO: header.codigoDescuento,
        MOV: l.mov,
        PRESTAMO_ID: l.loanId,
        CUOTA: l.cuota,
        CUOTAS: l.cuotas,
        IMPORTE: l.importe,
      }),
    ),
    formatRecord('T', ordersLayout.trailer, { CANTIDAD: changed.length, TOTAL: total }),
  ].join('\n');
  return { text: `${text}\n`, count: changed.length, totalCents: total };
}
