import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPONENT_ORDER,
  allocate,
  appliedTotal,
  buildSchedule,
  isOrdered,
  reverse,
  type AllocationResult,
  type Installment,
} from '../../../src/modules/installments/index';

const BUSINESS_DATE = '2027-03-15';

const loanArb = fc.record({
  principalCents: fc.integer({ min: 100, max: 50_000_000 }),
  tnaPercent: fc.integer({ min: 0, max: 20_000 }).map((t) => t / 100),
  installments: fc.integer({ min: 1, max: 24 }),
  paydayDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: null }),
});

const scheduleOf = (loan: LoanInput): Installment[] =>
  buildSchedule({ ...loan, firstPeriod: '202701', businessDate: BUSINESS_DATE });

type LoanInput = {
  principalCents: number;
  tnaPercent: number;
  installments: number;
  paydayDay: number | null;
};

const total = (rows: readonly Installment[]) => rows.reduce((s, i) => s + appliedTotal(i), 0);
const owed = (rows: readonly Installment[]) => rows.reduce((s, i) => s + i.importe, 0);

function sample(): Installment[] {
  return buildSchedule({ principalCents: 12_000_00, tnaPercent: 96, installments: 3, firstPeriod: '202701' });
}

describe('allocate', () => {
  it('pays IVA, then interest, then capital of the oldest installment, and carries the rest', () => {
    const rows = sample();
    const [first] = rows;
    const r = allocate(rows, first!.iva + first!.interes + 100, '2027-01-31');
    expect(r.lines).toEqual([{ numero: 1, iva: first!.iva, interes: first!.interes, capital: 100 }]);
    expect(r.installments[0]!.estado).toBe('parcial');
    expect(r.installments[0]!.fechaPago).toBeNull();
    expect(r.sobrante).toBe(0);

    const rest = unpaidOf(r.installments[0]!);
    const r2 = allocate(r.installments, rest + 5, '2027-02-10');
    expect(r2.installments[0]!).toMatchObject({ estado: 'pagada', fechaPago: '2027-02-10' });
    expect(r2.lines).toEqual([
      { numero: 1, iva: 0, interes: 0, capital: rest },
      { numero: 2, iva: 5, interes: 0, capital: 0 },
    ]);
    expect(r2.installments[1]!.estado).toBe('parcial');
  });

  it('returns what is beyond every installment as sobrante', () => {
    const rows = sample();
    const r = allocate(rows, owed(rows) + 1234, '2027-01-31');
    expect(r.sobrante).toBe(1234);
    expect(r.installments.every((i) => i.estado === 'pagada')).toBe(true);
  });

  it('marks impaga an unpaid installment due before the business date, pendiente otherwise', () => {
    const r = allocate(sample(), 0, '2027-02-01', '2027-02-01');
    expect(r.installments.map((i) => i.estado)).toEqual(['impaga', 'pendiente', 'pendiente']);
    expect(r.lines).toEqual([]);
  });

  it('refuses a non-integer or negative amount', () => {
    expect(() => allocate(sample(), -1, '2027-01-31')).toThrow(RangeError);
    expect(() => allocate(sample(), 10.5, '2027-01-31')).toThrow(RangeError);
  });
});

describe('reverse', () => {
  it('reversing the latest allocation restores the schedule', () => {
    const rows = sample();
    const a = allocate(rows, 500_000, '2027-01-31');
    const back = reverse(a.installments, a);
    expect(back).toEqual({ installments: rows, reprocessed: [] });
  });

  it('refuses a non-latest allocation without the later ones, and reprocesses them when given', () => {
    const rows = sample();
    const a = allocate(rows, 300_000, '2027-01-31');
    const b = allocate(a.installments, 600_000, '2027-02-28');
    expect(reverse(b.installments, a)).toEqual({ refused: 'later-allocations' });
    const r = reverse(b.installments, a, { later: [b] });
    if ('refused' in r) throw new Error(r.refused);
    expect(r.installments).toEqual(allocate(rows, 600_000, '2027-02-28').installments);
    expect(r.reprocessed[0]!.lines).toEqual(allocate(rows, 600_000, '2027-02-28').lines);
    expect(r.installments[0]).toMatchObject({ estado: 'pagada', fechaPago: '2027-02-28' });
  });

  it('refuses an allocation reversed twice', () => {
    const a = allocate(sample(), 300_000, '2027-01-31');
    const once = reverse(a.installments, a);
    if ('refused' in once) throw new Error(once.refused);
    expect(reverse(once.installments, a)).toEqual({ refused: 'not-applied' });
  });

  it('any sequence of allocations and reversals keeps every invariant, and reversing all restores the schedule', () => {
    const opArb = fc.oneof(
      fc.record({ kind: fc.constant('allocate' as const), amount: fc.integer({ min: 0, max: 30_000_000 }) }),
      fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(
        loanArb,
        fc.array(opArb, { maxLength: 25 }),
        fc.array(fc.nat(), { maxLength: 25 }),
        (loan, ops, order) => {
          const initial = scheduleOf(loan);
          let rows = initial;
          let live: AllocationResult[] = [];
          let day = 1;
          const check = () => {
            const applied = live.reduce((s, a) => s + a.importe - a.sobrante, 0);
            expect(total(rows)).toBe(applied);
            for (const i of rows) {
              for (const c of COMPONENT_ORDER) {
                expect(i.aplicado[c]).toBeGreaterThanOrEqual(0);
                expect(i.aplicado[c]).toBeLessThanOrEqual(i[c]);
              }
              expect(i.estado === 'pagada').toBe(appliedTotal(i) === i.importe);
              // An installment of 0 (a loan of a few cents) is pagada from the start, with no paid date.
              expect(i.fechaPago !== null).toBe(i.estado === 'pagada' && i.importe > 0);
            }
            expect(isOrdered(rows)).toBe(true);
            // Each live allocation's lines are what it holds now: they sum to what it applied.
            for (const a of live) {
              expect(a.lines.reduce((s, l) => s + l.iva + l.interes + l.capital, 0)).toBe(
                a.importe - a.sobrante,
              );
            }
          };
          const undo = (index: number) => {
            const r = reverse(rows, live[index]!, {
              later: live.slice(index + 1),
              businessDate: BUSINESS_DATE,
            });
            if ('refused' in r) throw new Error(r.refused);
            rows = r.installments;
            live = [...live.slice(0, index), ...r.reprocessed];
          };
          for (const op of ops) {
            if (op.kind === 'allocate') {
              const fecha = `2027-04-${String((day++ % 28) + 1).padStart(2, '0')}`;
              const r = allocate(rows, op.amount, fecha, BUSINESS_DATE);
              rows = r.installments;
              live.push(r);
            } else if (live.length > 0) {
              undo(op.pick % live.length);
            }
            check();
          }
          for (const pick of order) if (live.length > 0) undo(pick % live.length);
          while (live.length > 0) {
            undo(0);
            check();
          }
          expect(rows).toEqual(initial);
        },
      ),
    );
  });

  it('reversing a non-latest allocation gives the schedule as if it never happened', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.array(fc.integer({ min: 0, max: 20_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (loan, amounts, pick) => {
          const initial = scheduleOf(loan);
          let rows = initial;
          const live: AllocationResult[] = [];
          amounts.forEach((amount, k) => {
            const r = allocate(rows, amount, `2027-04-${String(k + 1).padStart(2, '0')}`, BUSINESS_DATE);
            rows = r.installments;
            live.push(r);
          });
          const index = pick % live.length;
          const r = reverse(rows, live[index]!, { later: live.slice(index + 1) });
          if ('refused' in r) throw new Error(r.refused);
          let expected = initial;
          amounts.forEach((amount, k) => {
            if (k !== index)
              expected = allocate(
                expected,
                amount,
                `2027-04-${String(k + 1).padStart(2, '0')}`,
                BUSINESS_DATE,
              ).installments;
          });
          expect(r.installments).toEqual(expected);
        },
      ),
    );
  });
});

function unpaidOf(i: Installment): number {
  return i.importe - appliedTotal(i);
}
