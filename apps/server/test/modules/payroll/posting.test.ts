import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scheduleCents } from '../../../src/modules/loan-math/index';
import {
  applyDelta,
  isPaidOff,
  postInstallment,
  reverseInstallment,
  reversalMovements,
  type InstallmentCharge,
  type LoanBalances,
  type Movement,
  type Posting,
} from '../../../src/modules/payroll/posting';

const loanArb = fc.record({
  principal: fc.integer({ min: 10_000, max: 50_000_000 }),
  tna: fc.integer({ min: 0, max: 20_000 }).map((t) => t / 100),
  n: fc.integer({ min: 1, max: 36 }),
});

function chargesOf(principal: number, tna: number, n: number): InstallmentCharge[] {
  return scheduleCents(principal, tna, n).map((r) => ({
    number: r.number,
    of: n,
    interest: r.interest,
    ivaOnInterest: r.ivaOnInterest,
    payment: r.payment,
  }));
}

const net = (movements: Movement[]) => movements.reduce((sum, m) => sum + m.debito - m.credito, 0);

function post(b: LoanBalances, charge: InstallmentCharge | null, applied: number): Posting {
  const result = postInstallment(b, charge, applied);
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe('posting installments', () => {
  it('a loan whose every installment is applied in full ends at Saldo 0, with no arrears', () => {
    fc.assert(
      fc.property(loanArb, ({ principal, tna, n }) => {
        let b: LoanBalances = { saldo: principal, mora: 0, cuotasRestantes: n };
        const ledger: Movement[] = [{ concepto: 'Acreditación', debito: principal, credito: 0 }];
        for (const charge of chargesOf(principal, tna, n)) {
          const p = post(b, charge, charge.payment);
          b = applyDelta(b, p.delta);
          ledger.push(...p.movements);
          expect(net(ledger)).toBe(b.saldo);
        }
        expect(b).toEqual({ saldo: 0, mora: 0, cuotasRestantes: 0 });
        expect(isPaidOff(b)).toBe(true);
      }),
    );
  });

  it('any sequence of postings and reversals keeps the movements equal to Saldo and reverses to the cent', () => {
    const opsArb = fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('post' as const),
          share: fc.double({ min: 0, max: 1.5, noNaN: true }),
        }),
        fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
      ),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(loanArb, opsArb, ({ principal, tna, n }, ops) => {
        const start: LoanBalances = { saldo: principal, mora: 0, cuotasRestantes: n };
        const charges = chargesOf(principal, tna, n);
        let b = start;
        const ledger: Movement[] = [{ concepto: 'Acreditación', debito: principal, credito: 0 }];
        const live: Posting[] = [];
        let posted = 0;
        for (const op of ops) {
          if (op.kind === 'post') {
            const charge = charges[posted] ?? null;
            const asked = (charge?.payment ?? 0) + Math.max(b.mora, 0);
            const applied = Math.min(
              Math.round(asked * op.share),
              b.saldo + (charge?.interest ?? 0) + (charge?.ivaOnInterest ?? 0),
            );
            const p = post(b, charge, applied);
            b = applyDelta(b, p.delta);
            ledger.push(...p.movements);
            live.push(p);
            if (charge) posted += 1;
          } else if (live.length > 0) {
            const index = op.pick % live.length;
            const p = live[index]!;
            const after = reverseInstallment(b, p);
            if ('refused' in after) {
              // Refused only when a later posting used what this one charged; the latest never is.
              expect(index).toBeLessThan(live.length - 1);
              continue;
            }
            live.splice(index, 1);
            b = after;
            ledger.push(...reversalMovements(p, 'archivo corregido'));
          }
          expect(net(ledger)).toBe(b.saldo);
          expect(b.saldo).toBeGreaterThanOrEqual(0);
        }
        for (const p of live.splice(0).reverse()) {
          const after = reverseInstallment(b, p);
          if ('refused' in after) throw new Error('the latest posting could not be reversed');
          b = after;
          ledger.push(...reversalMovements(p, 'prueba'));
        }
        expect(b).toEqual(start);
        expect(net(ledger)).toBe(principal);
      }),
    );
  });

  it('a partial deduction leaves arrears and charges the whole interest; a rejected one credits nothing', () => {
    const [first] = chargesOf(12_000_000, 120, 12);
    if (!first) throw new Error('no schedule');
    const b: LoanBalances = { saldo: 12_000_000, mora: 0, cuotasRestantes: 12 };
    const partial = post(b, first, 500_000);
    expect(partial.movements.map((m) => m.concepto)).toEqual([
      'Cuota 1/12: interés',
      'Cuota 1/12: IVA sobre el interés',
      'Cuota 1/12: descuento de haberes',
    ]);
    expect(applyDelta(b, partial.delta)).toEqual({
      saldo: 12_000_000 + first.interest + first.ivaOnInterest - 500_000,
      mora: first.payment - 500_000,
      cuotasRestantes: 11,
    });
    const rejected = post(b, first, 0);
    expect(rejected.delta.mora).toBe(first.payment);
    expect(rejected.movements.at(-1)).toEqual({
      concepto: 'Cuota 1/12: descuento de haberes',
      debito: 0,
      credito: 0,
    });
  });

  it('refuses more than everything owed, and negative amounts', () => {
    const b: LoanBalances = { saldo: 1000, mora: 0, cuotasRestantes: 0 };
    expect(postInstallment(b, null, 1001)).toEqual({ refused: 'overpaid' });
    expect(postInstallment(b, null, -1)).toEqual({ refused: 'negative' });
    expect(postInstallment(b, null, 1000)).toMatchObject({ delta: { saldo: -1000, mora: -1000 } });
  });
});
