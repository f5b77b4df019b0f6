import type { LoanMovement } from '@portal/contract/loans';

/**
 * How a movement reads in the member's statement (docs/decisions/012-installment-value.md). The server
 * keeps the loan's ledger: a debit adds to what the member owes, a credit takes from it, Saldo is the
 * debt after the line. A member reads 'Débito' as money taken from them, so each line says instead
 * what happened to them: the loan credited to their account, a charge added to the debt, an amount
 * deducted from their pay.
 */
export type MovementTone = 'received' | 'charge' | 'payment';

export interface MovementEffect {
  label: string;
  amount: number;
  tone: MovementTone;
}

export interface MovementLine {
  title: string;
  effects: MovementEffect[];
}

interface Kind {
  /** Matches the server's Concepto (see apps/server: transfer, posting, demo data). */
  pattern: RegExp;
  title: (match: RegExpMatchArray) => string;
  debit: Omit<MovementEffect, 'amount'>;
  credit: Omit<MovementEffect, 'amount'>;
}

const addsToDebt = { label: 'Se suma a su deuda', tone: 'charge' } as const;
const takesFromDebt = { label: 'Se resta de su deuda', tone: 'payment' } as const;
const deducted = { label: 'Descontado de sus haberes', tone: 'payment' } as const;
const installment = (m: RegExpMatchArray) => (m[2] ? `cuota ${m[1]} de ${m[2]}` : 'cuotas atrasadas');

const kinds: Kind[] = [
  {
    pattern: /^Acreditación del préstamo$/,
    title: () => 'Acreditación del préstamo',
    debit: { label: 'Recibido en su cuenta', tone: 'received' },
    credit: takesFromDebt,
  },
  {
    // 'Cuota 3/12: descuento de haberes' (payroll) and 'Cuota 3/12 descontada de haberes' (one line: the
    // month's interest and IVA as the debit, the deduction as the credit).
    pattern: /^Cuota (\d+)\/(\d+)(?::? descuento de haberes| descontada de haberes)$/,
    title: (m) => `Cuota ${m[1]} de ${m[2]} descontada de sus haberes`,
    debit: { label: 'Interés e IVA de la cuota', tone: 'charge' },
    credit: deducted,
  },
  {
    // An order that asked several installments (arrears with this month's): 'Cuotas 6-7/12: ...'.
    pattern: /^Cuotas (\d+)-(\d+)\/(\d+): descuento de haberes$/,
    title: (m) => `Cuotas ${m[1]} a ${m[2]} de ${m[3]} descontadas de sus haberes`,
    debit: addsToDebt,
    credit: deducted,
  },
  {
    // 'Cuota 3 de 12: el organismo descontó $ X de $ Y' (the server's words, read as they are).
    pattern: /^Cuotas? .+: el organismo descontó /,
    title: (m) => m.input ?? '',
    debit: addsToDebt,
    credit: deducted,
  },
  {
    pattern: /^Cuotas atrasadas: descuento de haberes$/,
    title: () => 'Cuotas atrasadas descontadas de sus haberes',
    debit: addsToDebt,
    credit: deducted,
  },
  {
    pattern: /^(?:Cuota (\d+)\/(\d+)|Cuotas atrasadas): interés$/,
    title: (m) => `Interés de la ${installment(m)}`,
    debit: { label: 'Interés', tone: 'charge' },
    credit: takesFromDebt,
  },
  {
    pattern: /^(?:Cuota (\d+)\/(\d+)|Cuotas atrasadas): IVA sobre el interés$/,
    title: (m) => `IVA sobre el interés de la ${installment(m)}`,
    debit: { label: 'IVA (21%)', tone: 'charge' },
    credit: takesFromDebt,
  },
  {
    pattern: /^Precancelación/,
    title: (m) => m.input ?? 'Precancelación',
    debit: addsToDebt,
    credit: { label: 'Pagado al precancelar', tone: 'payment' },
  },
];

/** The statement line of one movement: its title and one effect per amount it carries. */
export function movementLine(movement: LoanMovement): MovementLine {
  const concepto = movement.Concepto.trim();
  let title = concepto;
  let debit: Omit<MovementEffect, 'amount'> = addsToDebt;
  let credit: Omit<MovementEffect, 'amount'> = takesFromDebt;
  for (const kind of kinds) {
    const match = concepto.match(kind.pattern);
    if (!match) continue;
    title = kind.title(match);
    ({ debit, credit } = kind);
    break;
  }
  const effects: MovementEffect[] = [];
  if (movement.Debito > 0) effects.push({ ...debit, amount: movement.Debito });
  if (movement.Credito > 0) effects.push({ ...credit, amount: movement.Credito });
  return { title, effects };
}
