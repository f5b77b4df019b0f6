/**
 * Periodic internal rate of return of a loan seen from the borrower: receives `principal` at t0 and
 * pays `payments[k-1]` at the end of period k. Solves  sum_k payments[k-1] / (1+r)^k = principal.
 *
 * With a positive principal and non-negative payments the present value falls strictly as r grows,
 * so there is exactly one root on (-1, inf). Newton converges in a handful of steps from a sensible
 * start, but can overshoot (long loans, high rates); each step is therefore kept inside a bracket
 * that always holds the root, and a bisection step is taken whenever Newton would leave it or stalls
 * (the "rtsafe" scheme of Numerical Recipes, 9.4).
 */
export function periodicIrr(principal: number, payments: readonly number[]): number {
  if (!(principal > 0) || !Number.isFinite(principal)) throw new RangeError('principal must be positive');
  if (payments.length === 0 || payments.some((p) => !(p >= 0) || !Number.isFinite(p))) {
    throw new RangeError('payments must be a non-empty list of non-negative amounts');
  }
  const total = payments.reduce((a, b) => a + b, 0);
  if (total === principal) return 0;
  if (total === 0) throw new RangeError('nothing is repaid: the rate is undefined');

  // f(r) = PV(r) - principal, decreasing; f'(r) = -sum k * p_k / (1+r)^(k+1).
  const f = (r: number): { value: number; slope: number } => {
    const v = 1 / (1 + r);
    let discount = 1;
    let value = -principal;
    let slope = 0;
    for (let k = 1; k <= payments.length; k++) {
      discount *= v;
      const p = payments[k - 1] ?? 0;
      value += p * discount;
      slope -= k * p * discount * v;
    }
    return { value, slope };
  };

  // Bracket [lo, hi] with f(lo) > 0 > f(hi). Paying back more than received puts the root above 0.
  let lo: number;
  let hi: number;
  if (total > principal) {
    lo = 0;
    hi = 1;
    while (f(hi).value > 0) {
      lo = hi;
      hi *= 2;
      if (hi > 1e6) throw new RangeError('rate out of range');
    }
  } else {
    hi = 0;
    lo = -0.5;
    while (f(lo).value < 0) {
      hi = lo;
      lo = (lo - 1) / 2; // halves the distance to -1
      if (lo + 1 < 1e-12) throw new RangeError('rate out of range');
    }
  }

  // Start from the rate a single bullet repayment at the average date would imply: usually close.
  let r = Math.min(Math.max((total / principal - 1) / ((payments.length + 1) / 2), lo), hi);
  if (r === lo || r === hi) r = (lo + hi) / 2;
  for (let iter = 0; iter < 200; iter++) {
    const { value, slope } = f(r);
    if (value === 0) return r;
    if (value > 0) lo = r;
    else hi = r;
    const newton = slope !== 0 ? r - value / slope : Number.NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - r) <= 1e-15 * (1 + Math.abs(r)) || hi - lo <= 1e-15 * (1 + Math.abs(r))) return next;
    r = next;
  }
  return r; // the bracket is already far below a cent's worth of rate
}
