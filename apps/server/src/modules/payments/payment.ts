/**
 * What a payment outside payroll does to a loan's installments and ledger, in integer cents
 * (docs/decisions/025-payments-outside-payroll.md). Pure, so that the arithmetic is property-tested apart
 * from the database.
 *
 * A payment equal to the payoff of its date pays the loan off (installments/payoff.ts `applyPayoff`: the
 * installments not yet due re-priced to the interest accrued to that day); any smaller one is allocated by
 * the rule of every money (oldest unpaid installment first; IVA, interest, capital), charging the interest
 * and IVA of the installments it reaches (installments/ledger.ts `applyMoney`). More than the payoff is
 * refused: there is nothing to apply it to.
 */
import type { PaymentChannel } from '@portal/contract';
import {
  applyMoney,
  applyPayoff,
  payoff,
  summarize,
  type AllocationResult,
  type LoanSummary,
  type StoredInstallment,
  withPricesBefore,
} from '../installments/index';

export interface Movement {
  concepto: string;
  debito: number;
  credito: number;
  /** Saldo after this movement. */
  saldo: number;
}

export interface PaymentFacts {
  /** Cents. */
  importe: number;
  /** The day the money arrived, 'AAAA-MM-DD'. */
  fecha: string;
  businessDate: string;
  canal: PaymentChannel;
  referencia: string;
  /** The loan's installment count, for the movements' 'Cuota k/N'. */
  cuotas: number;
}

export interface PayoffTerms {
  tnaPercent: number;
  /** Where accrual starts before the first due date. */
  desembolso: string;
}

/** What one installment received, and whether it is fully paid now. */
export interface Settled {
  numero: number;
  importe: number;
  pagada: boolean;
}

export interface PaymentPlan {
  /** 'precancelacion' when the payment was the payoff of its date: the loan ends 'Cancelado'. */
  origen: 'pago' | 'precancelacion';
  rows: StoredInstallment[];
  allocation: AllocationResult;
  movements: Movement[];
  summary: LoanSummary;
  settled: Settled[];
  /** The payoff of the payment's date, in cents. */
  payoff: number;
}

/** More than the payoff of the day, or (rarely, see allocatePayment) more than the installments ask. */
export interface PaymentRefused {
  refused: 'over-payoff' | 'over-owed';
  /** The payoff of the payment's date, in cents. */
  payoff: number;
}

const dated = (d: string) => d.split('-').reverse().join('/');

/** 'Pago por transferencia (ref. 123)' or 'Pago en efectivo' (with its receipt's reference when it has one). */
export const paymentLabel = (canal: PaymentChannel, referencia: string) =>
  `${canal === 'transferencia' ? 'Pago por transferencia' : 'Pago en efectivo'}${referencia ? ` (ref. ${referencia})` : ''}`;

/** 'cuota 3', 'cuotas 3 y 4', 'cuotas 3 a 6'; the last one '(parcial)' when it is not complete yet. */
export function installmentsText(settled: readonly Settled[]): string {
  const first = settled[0];
  const last = settled.at(-1);
  if (!first || !last) return 'sin cuotas';
  const partial = last.pagada ? '' : settled.length === 1 ? ' (parcial)' : ` (la ${last.numero}, parcial)`;
  if (settled.length === 1) return `cuota ${first.numero}${partial}`;
  const joint = settled.length === 2 ? 'y' : 'a';
  return `cuotas ${first.numero} ${joint} ${last.numero}${partial}`;
}

/** The movement's concept: 'Pago por transferencia (ref. X): cuotas 3 y 4', 'Pago en efectivo: cancelación del préstamo'. */
export const paymentConcept = (
  facts: Pick<PaymentFacts, 'canal' | 'referencia'>,
  origen: PaymentPlan['origen'],
  settled: readonly Settled[],
) =>
  `${paymentLabel(facts.canal, facts.referencia)}: ${
    origen === 'precancelacion'
      ? `cancelación del préstamo (${installmentsText(settled)})`
      : installmentsText(settled)
  }`;

const settledOf = (allocation: AllocationResult): Settled[] =>
  allocation.lines.map((l) => ({
    numero: l.numero,
    importe: l.iva + l.interes + l.capital,
    pagada: allocation.installments.find((i) => i.numero === l.numero)?.estado === 'pagada',
  }));

/** The payment applied to the loan's installments, or why it cannot be. */
export function planPayment(
  before: readonly StoredInstallment[],
  facts: PaymentFacts,
  terms: PayoffTerms,
): PaymentPlan | PaymentRefused {
  if (!Number.isSafeInteger(facts.importe) || facts.importe <= 0)
    throw new RangeError(`a payment must be a positive integer of cents, got ${facts.importe}`);
  const total = payoff(before, facts.fecha, terms).importe;
  if (facts.importe > total) return { refused: 'over-payoff', payoff: total };
  const saldo = summarize(before, facts.businessDate).saldo;
  return facts.importe === total
    ? payOff(before, facts, terms, saldo)
    : allocatePayment(before, facts, saldo, total);
}

function allocatePayment(
  before: readonly StoredInstallment[],
  facts: PaymentFacts,
  saldo: number,
  total: number,
): PaymentPlan | PaymentRefused {
  // The payoff accrues actual/365 and the schedule TNA/12: on a last installment the payoff may exceed what
  // the installments ask, and what lies between has nowhere to go.
  const done = applyMoney(before, facts.importe, facts.fecha, facts.businessDate, null);
  if (done.allocation.sobrante > 0) return { refused: 'over-owed', payoff: total };
  const movements: Movement[] = [];
  let running = saldo;
  const push = (concepto: string, debito: number, credito: number) => {
    running += debito - credito;
    movements.push({ concepto, debito, credito, saldo: running });
  };
  for (const c of done.charges) {
    const label = `Cuota ${c.numero}/${facts.cuotas}`;
    if (c.interes > 0) push(`${label}: interés`, c.interes, 0);
    if (c.iva > 0) push(`${label}: IVA sobre el interés`, c.iva, 0);
  }
  const settled = settledOf(done.allocation);
  push(paymentConcept(facts, 'pago', settled), 0, facts.importe);
  return {
    origen: 'pago',
    rows: done.rows,
    allocation: done.allocation,
    movements,
    summary: summarize(done.rows, facts.businessDate),
    settled,
    payoff: total,
  };
}

/**
 * The payoff: the installments not yet due re-priced (their interest becomes what was paid on them, the first
 * carrying the interest accrued to the day), every one charged and paid. The ledger follows the re-pricing:
 * interest and IVA charged now (accrued, or of installments past due whose period was not posted yet) are
 * debits, interest charged earlier and no longer owed a credit, so Saldo ends at exactly 0.
 */
function payOff(
  before: readonly StoredInstallment[],
  facts: PaymentFacts,
  terms: PayoffTerms,
  saldo: number,
): PaymentPlan {
  const { payoff: figures, allocation: paid } = applyPayoff(before, facts.fecha, terms);
  const rows = paid.installments.map((i): StoredInstallment => ({ ...i, devengada: true }));
  // Each repriced installment keeps its prices before the payoff in its line: reversing the payment
  // restores them (docs/decisions/025, "Reversal").
  const allocation = {
    ...paid,
    businessDate: facts.businessDate,
    lines: withPricesBefore(paid.lines, before, rows),
  };
  const old = new Map(before.map((i) => [i.numero, i]));
  let interes = 0;
  let iva = 0;
  for (const i of rows) {
    const was = old.get(i.numero)!;
    // What the ledger held of it: all of it once charged, else only what money had already reached.
    interes += i.interes - (was.devengada ? was.interes : was.aplicado.interes);
    iva += i.iva - (was.devengada ? was.iva : was.aplicado.iva);
  }
  const movements: Movement[] = [];
  let running = saldo;
  const push = (concepto: string, amount: number) => {
    if (amount === 0) return;
    running += amount;
    movements.push({ concepto, debito: Math.max(0, amount), credito: Math.max(0, -amount), saldo: running });
  };
  const day = dated(facts.fecha);
  push(interes > 0 ? `Cancelación: interés al ${day}` : 'Cancelación: interés no devengado', interes);
  push(
    iva > 0
      ? `Cancelación: IVA sobre el interés al ${day}`
      : 'Cancelación: IVA sobre el interés no devengado',
    iva,
  );
  const settled = settledOf(allocation);
  push(paymentConcept(facts, 'precancelacion', settled), -figures.importe);
  return {
    origen: 'precancelacion',
    rows,
    allocation,
    movements,
    summary: summarize(rows, facts.businessDate),
    settled,
    payoff: figures.importe,
  };
}
