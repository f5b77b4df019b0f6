import { describe, expect, it } from 'vitest';
import type { Plan } from '@portal/contract/loan-request';
import {
  distinctAmounts,
  initialSelection,
  middleIndex,
  plansForAmount,
  selectAmount,
  selectedPlan,
} from './plan-sliders';

const plan = (MontoPrestado: number, CantidadCuotas: number): Plan => ({
  Id: `1-${MontoPrestado * 100}-${CantidadCuotas}`,
  MontoPrestado,
  CantidadCuotas,
  MontoCuota: Math.round((MontoPrestado / CantidadCuotas) * 1.3 * 100) / 100,
  CFT: 120,
  TNA: 80,
});

// Deliberately unsorted, with the top corner cut off (300,000 only in 12 and 18 installments).
const plans = [
  plan(300_000, 18),
  plan(100_000, 12),
  plan(200_000, 6),
  plan(100_000, 6),
  plan(300_000, 12),
  plan(200_000, 12),
  plan(100_000, 3),
  plan(200_000, 18),
];

describe('plan sliders', () => {
  it('amounts are the distinct MontoPrestado ascending', () => {
    expect(distinctAmounts(plans)).toEqual([100_000, 200_000, 300_000]);
  });

  it('installments are ascending for the chosen amount', () => {
    expect(plansForAmount(plans, 100_000).map((p) => p.CantidadCuotas)).toEqual([3, 6, 12]);
    expect(plansForAmount(plans, 300_000).map((p) => p.CantidadCuotas)).toEqual([12, 18]);
  });

  it('the amount slider starts at the requested amount, or the nearest plan below it', () => {
    expect(selectedPlan(plans, initialSelection(plans, 300_000))?.MontoPrestado).toBe(300_000);
    expect(selectedPlan(plans, initialSelection(plans, 299_999.99))?.MontoPrestado).toBe(200_000);
    expect(selectedPlan(plans, initialSelection(plans, 250_000))?.MontoPrestado).toBe(200_000);
    expect(selectedPlan(plans, initialSelection(plans, 1_000_000))?.MontoPrestado).toBe(300_000);
    // The server offers nothing above the request; should it, the smallest plan is the closest.
    expect(selectedPlan(plans, initialSelection(plans, 50_000))?.MontoPrestado).toBe(100_000);
    // Installments in the middle of that amount's: 12 and 18 -> 12.
    expect(selectedPlan(plans, initialSelection(plans, 300_000))?.CantidadCuotas).toBe(12);
  });

  it('without a requested amount (army members) the amount slider starts in the middle', () => {
    expect(middleIndex(3)).toBe(1);
    expect(middleIndex(4)).toBe(1);
    expect(middleIndex(1)).toBe(0);
    expect(middleIndex(0)).toBe(0);
    const start = initialSelection(plans);
    expect(start.amountIndex).toBe(1);
    expect(selectedPlan(plans, start)).toMatchObject({ MontoPrestado: 200_000, CantidadCuotas: 12 });
  });

  it('moving the amount keeps the installments when offered, else the closest', () => {
    const at200x18 = { amountIndex: 1, installmentIndex: 2 };
    expect(selectedPlan(plans, selectAmount(plans, at200x18, 2))).toMatchObject({
      MontoPrestado: 300_000,
      CantidadCuotas: 18,
    });
    expect(selectedPlan(plans, selectAmount(plans, at200x18, 0))).toMatchObject({
      MontoPrestado: 100_000,
      CantidadCuotas: 12,
    });
  });

  it('no plans, no selection', () => {
    expect(selectedPlan([], initialSelection([]))).toBeUndefined();
  });
});
