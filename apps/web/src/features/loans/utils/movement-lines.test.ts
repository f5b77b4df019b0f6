import { describe, expect, it } from 'vitest';
import { createMovement } from '../test/loan-fixtures';
import { movementLine } from './movement-lines';

const line = (Concepto: string, Debito: number, Credito = 0) =>
  movementLine(createMovement({ Concepto, Debito, Credito }));

describe('movementLine', () => {
  it('shows the disbursement as money received, not as a debit', () => {
    expect(line('Acreditación del préstamo', 850_000)).toEqual({
      title: 'Acreditación del préstamo',
      effects: [{ label: 'Recibido en su cuenta', amount: 850_000, tone: 'received' }],
    });
  });

  it('reads the payroll posting of an installment: interest, IVA, the deduction', () => {
    expect(line('Cuota 3/12: interés', 5_000)).toEqual({
      title: 'Interés de la cuota 3 de 12',
      effects: [{ label: 'Interés', amount: 5_000, tone: 'charge' }],
    });
    expect(line('Cuota 3/12: IVA sobre el interés', 1_050).title).toBe(
      'IVA sobre el interés de la cuota 3 de 12',
    );
    expect(line('Cuota 3/12: descuento de haberes', 0, 31_050)).toEqual({
      title: 'Cuota 3 de 12 descontada de sus haberes',
      effects: [{ label: 'Descontado de sus haberes', amount: 31_050, tone: 'payment' }],
    });
    expect(line('Cuotas atrasadas: descuento de haberes', 0, 700).title).toBe(
      'Cuotas atrasadas descontadas de sus haberes',
    );
  });

  it('splits a one-line installment into the charge and the deduction', () => {
    expect(line('Cuota 2/12 descontada de haberes', 6_050, 31_050)).toEqual({
      title: 'Cuota 2 de 12 descontada de sus haberes',
      effects: [
        { label: 'Interés e IVA de la cuota', amount: 6_050, tone: 'charge' },
        { label: 'Descontado de sus haberes', amount: 31_050, tone: 'payment' },
      ],
    });
  });

  it('keeps other concepts as they come and says what they did to the debt', () => {
    expect(line('Precancelación con el préstamo N° 9', 0, 120_000)).toEqual({
      title: 'Precancelación con el préstamo N° 9',
      effects: [{ label: 'Pagado al precancelar', amount: 120_000, tone: 'payment' }],
    });
    expect(line('Reversión de la acreditación del préstamo (error)', 0, 850_000).effects).toEqual([
      { label: 'Se resta de su deuda', amount: 850_000, tone: 'payment' },
    ]);
    expect(line('Reversión de cuota 3/12: descuento de haberes (error)', 31_050).effects).toEqual([
      { label: 'Se suma a su deuda', amount: 31_050, tone: 'charge' },
    ]);
  });

  it('tells a deduction the organismo did not apply, or applied in part, as it was (no "descontada")', () => {
    expect(line('Cuota 1 de 24: el organismo no la descontó', 0, 0)).toEqual({
      title: 'Cuota 1 de 24: el organismo no la descontó',
      effects: [],
    });
    expect(line('Cuota 1 de 24: el organismo descontó $ 5.000,00 de $ 12.000,00', 0, 500_000)).toEqual({
      title: 'Cuota 1 de 24: el organismo descontó $ 5.000,00 de $ 12.000,00',
      effects: [{ label: 'Descontado de sus haberes', amount: 500_000, tone: 'payment' }],
    });
    expect(line('Cuotas 6-7/12: descuento de haberes', 0, 62_000).title).toBe(
      'Cuotas 6 a 7 de 12 descontadas de sus haberes',
    );
  });
});
