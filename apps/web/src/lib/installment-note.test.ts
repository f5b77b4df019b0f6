import { describe, expect, it } from 'vitest';
import { installmentNote } from './installment-note';

describe('installmentNote', () => {
  it('names the installment and says IVA is included', () => {
    expect(installmentNote(12, 12)).toBe('Cuota 12 de 12, IVA incluido.');
    expect(installmentNote(1, 1)).toBe('Cuota única, IVA incluido.');
  });

  it('warns that later installments are smaller while some remain', () => {
    expect(installmentNote(1, 12)).toBe(
      'Cuota 1 de 12, IVA incluido. Las siguientes son algo menores: el interés baja cada mes.',
    );
    expect(installmentNote(4, 24)).toMatch(/^Cuota 4 de 24, IVA incluido\. Las siguientes/);
  });

  it('without an installment number, says what the value is', () => {
    expect(installmentNote(undefined, 12)).toBe('Lo que se descuenta de sus haberes cada mes, IVA incluido.');
  });
});
