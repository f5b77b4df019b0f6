// The scale seeder's pure generator (src/cli/scale/plan.ts): its shortcut writes what postLine writes, and
// each loan's rows agree with the loan's figures as the server keeps them. No database.
import { describe, expect, it } from 'vitest';
import { loanStates } from '@portal/contract';
import { daysLate, situation, summarize } from '../../src/modules/installments/index';
import { memberOf, orderMov, planLoan, simulateLoan, sizeFor, type Context } from '../../src/cli/scale/plan';

const ctx: Context = { seed: 7, members: 400, loans: 2000, today: '2026-12-03' };
const plans = Array.from({ length: ctx.loans }, (_, k) => planLoan(ctx, k + 1));
const disbursed = plans.filter((p) => p.transfer !== null);

describe('scale seeder plan', () => {
  it('is the same loan whenever it is generated', () => {
    expect(planLoan(ctx, 1234)).toEqual(planLoan(ctx, 1234));
    expect(memberOf(ctx.seed, 99)).toEqual(memberOf(ctx.seed, 99));
    expect(planLoan({ ...ctx, seed: 8 }, 1234)).not.toEqual(planLoan(ctx, 1234));
  });

  it('takes the shortcut only where postLine would write the same rows and movements', () => {
    for (const plan of disbursed.filter((_, k) => k % 4 === 0)) {
      expect(simulateLoan(ctx, plan, true), `loan ${plan.id}`).toEqual(simulateLoan(ctx, plan, false));
    }
  });

  it('keeps the loan figures of its rows: Saldo, installments left, amount owed, situation', () => {
    for (const plan of disbursed) {
      const h = simulateLoan(ctx, plan);
      const last = h.movements.at(-1)!;
      const net = h.movements.reduce((s, m) => s + m.debito - m.credito, 0);
      expect(last.saldo).toBe(net);
      expect(h.summary).toEqual(summarize(h.rows, ctx.today));
      expect(h.summary.saldo).toBe(net);
      expect(h.summary.pagado).toBe(plan.estado === loanStates.paidOff);
      expect(h.situacion).toBe(situation(daysLate(h.summary.vencidaDesde, ctx.today)));
      // Nothing due before the business date is left 'pendiente' (the daily job's rule).
      expect(h.rows.some((i) => i.estado === 'pendiente' && i.vencimiento < ctx.today)).toBe(false);
      if (plan.tail === null) expect(h.summary.vencidaDesde).toBeNull();
      expect(h.history.length).toBe(h.situacion - 1);
    }
  });

  it('makes a realistic mix: most loans repaying, some paid off, few pending; most up to date', () => {
    const by = (estado: string) => plans.filter((p) => p.estado === estado).length / plans.length;
    expect(by(loanStates.deducting)).toBeGreaterThan(0.6);
    expect(by(loanStates.paidOff)).toBeGreaterThan(0.15);
    expect(by(loanStates.pendingEvaluation)).toBeLessThan(0.02);
    const repaying = disbursed.filter((p) => p.estado === loanStates.deducting);
    const late = repaying.filter((p) => simulateLoan(ctx, p).situacion > 1).length / repaying.length;
    expect(late).toBeGreaterThan(0.08);
    expect(late).toBeLessThan(0.22);
  });

  it('names last period order changes as the orders file does', () => {
    const a = { cuotaDesde: 1, cuota: 1, importe: 100 };
    expect(orderMov({ last: a, previous: undefined })).toBe('A');
    expect(orderMov({ last: a, previous: a })).toBeNull();
    expect(orderMov({ last: a, previous: { ...a, importe: 90 } })).toBe('M');
    expect(orderMov({ last: undefined, previous: a })).toBe('B');
    expect(orderMov({ last: undefined, previous: undefined })).toBeUndefined();
  });

  it('sizes the full association at 200,000 members and 1,000,000 loans', () => {
    expect(sizeFor(1)).toEqual({ members: 200_000, loans: 1_000_000 });
    expect(sizeFor(0.01)).toEqual({ members: 2_000, loans: 10_000 });
    expect(() => sizeFor(0)).toThrow(RangeError);
  });
});
