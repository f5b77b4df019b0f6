import { formatRecord, ordersLayout } from './files/layouts';

/** A deduction standing for a period: what to deduct from one loan this month. */
export interface StandingOrder {
  loanId: number;
  dni: string;
  cuil: string | null;
  legajo: string | null;
  /** The installments it asks: cuotaDesde to cuota (the file's CUOTA is the latest). */
  cuotaDesde: number;
  cuota: number;
  cuotas: number;
  importe: number;
}

/** An installment not fully paid: what it still owes, in cents. */
export interface OpenInstallment {
  numero: number;
  periodo: string;
  owed: number;
}

export interface LoanToOrder {
  loanId: number;
  dni: string;
  cuil: string | null;
  legajo: string | null;
  cuotas: number;
  /** Its installments not fully paid, in number order. */
  open: readonly OpenInstallment[];
  /** The latest installment an earlier period still waiting for its results asked; null when none. */
  enCurso: number | null;
}

/**
 * This month's deduction of a loan in repayment: the installments due by `period` that are not fully
 * paid and that no period still waiting for results has asked, named and summed (an installment is asked
 * once; what an organismo refused is asked again once its results are posted); null when nothing is due.
 */
export function standingOrder(l: LoanToOrder, period: string): StandingOrder | null {
  const asked = l.open.filter(
    (i) => i.periodo <= period && i.owed > 0 && (l.enCurso === null || i.numero > l.enCurso),
  );
  if (asked.length === 0) return null;
  return {
    loanId: l.loanId,
    dni: l.dni,
    cuil: l.cuil,
    legajo: l.legajo,
    cuotaDesde: asked[0]!.numero,
    cuota: asked.at(-1)!.numero,
    cuotas: l.cuotas,
    importe: asked.reduce((sum, i) => sum + i.owed, 0),
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
