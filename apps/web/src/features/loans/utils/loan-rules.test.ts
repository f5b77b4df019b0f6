import { describe, expect, it } from 'vitest';
import type { Loan } from '@portal/contract/loans';
import { isActiveLoan, loanCardColor, loanProgress, totalDebt } from './loan-rules';

const flags = { Transferido: false, Confirmable: false, Color: undefined as string | undefined };

describe('loan card colour', () => {
  it('uses the loan Color when given, over every other rule', () => {
    expect(
      loanCardColor({ ...flags, Estado: 'Anulado por socio', Transferido: true, Color: '#ff8800' }),
    ).toBe('#ff8800');
  });

  it('is green when transferred, even if the text says otherwise', () => {
    expect(loanCardColor({ ...flags, Estado: 'Descontando', Transferido: true })).toBe('green');
    expect(loanCardColor({ ...flags, Estado: 'Anulado', Transferido: true })).toBe('green');
  });

  it('is red for any cancelled state, in any case', () => {
    expect(loanCardColor({ ...flags, Estado: 'Anulado por socio' })).toBe('red');
    expect(loanCardColor({ ...flags, Estado: 'ANULADO POR ENTIDAD', Confirmable: true })).toBe('red');
  });

  it('is teal while waiting for the transfer', () => {
    expect(loanCardColor({ ...flags, Estado: 'Esperando transferencia' })).toBe('teal');
    expect(loanCardColor({ ...flags, Estado: 'Préstamo ESPERANDO TRANSFERENCIA', Confirmable: true })).toBe(
      'teal',
    );
  });

  it('is blue when it can be confirmed, yellow otherwise', () => {
    expect(
      loanCardColor({ ...flags, Estado: 'Aprobado - pendiente de confirmación', Confirmable: true }),
    ).toBe('blue');
    expect(loanCardColor({ ...flags, Estado: 'Pendiente de evaluación' })).toBe('yellow');
    expect(loanCardColor({ ...flags, Estado: 'Rechazado' })).toBe('yellow');
  });
});

describe('active loans and total debt', () => {
  it('counts a loan as active when deducting (any case) with something owed', () => {
    expect(isActiveLoan({ Estado: 'Descontando', Saldo: 1 })).toBe(true);
    expect(isActiveLoan({ Estado: 'descontando haberes', Saldo: 0.01 })).toBe(true);
    expect(isActiveLoan({ Estado: 'Descontando', Saldo: 0 })).toBe(false);
    expect(isActiveLoan({ Estado: 'Esperando transferencia', Saldo: 500 })).toBe(false);
    expect(isActiveLoan({ Estado: 'Cancelado', Saldo: 10 })).toBe(false);
  });

  it('sums every Saldo, ignoring values that are not numbers', () => {
    expect(totalDebt([])).toBe(0);
    expect(totalDebt([{ Saldo: 1000.5 }, { Saldo: 250.25 }, { Saldo: 0 }])).toBeCloseTo(1250.75);
    expect(totalDebt([{ Saldo: Number.NaN }, { Saldo: 10 }])).toBe(10);
  });
});

describe('progress', () => {
  const loan = (
    CantidadCuotas: number,
    CuotasRestantes: number,
  ): Pick<Loan, 'CantidadCuotas' | 'CuotasRestantes'> => ({
    CantidadCuotas,
    CuotasRestantes,
  });

  it('is paid installments over the total with one decimal', () => {
    expect(loanProgress(loan(24, 18))).toEqual({ paid: 6, total: 24, percent: 25 });
    expect(loanProgress(loan(9, 6))).toEqual({ paid: 3, total: 9, percent: 33.3 });
    expect(loanProgress(loan(3, 1)).percent).toBe(66.7);
    expect(loanProgress(loan(12, 0)).percent).toBe(100);
  });

  it('does not divide by zero nor go outside 0..100', () => {
    expect(loanProgress(loan(0, 0))).toEqual({ paid: 0, total: 0, percent: 0 });
    expect(loanProgress(loan(12, 15)).percent).toBe(0);
    expect(loanProgress(loan(12, -1)).percent).toBe(100);
  });
});
