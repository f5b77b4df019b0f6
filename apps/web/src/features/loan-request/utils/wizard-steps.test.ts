import { describe, expect, it } from 'vitest';
import { needsIncomeDocuments, stepsFor, stepTitles } from './wizard-steps';

describe('wizard steps', () => {
  it('a member whose organismo needs no income documents: amount, line and plan, ID, signature', () => {
    expect(stepsFor({ ejercito: false, requiereHaberes: false })).toEqual([
      'amount',
      'combined',
      'dniDocuments',
      'signature',
    ]);
  });

  it('a member whose organismo asks for them also sends income documents', () => {
    expect(stepsFor({ ejercito: false, requiereHaberes: true })).toEqual([
      'amount',
      'combined',
      'dniDocuments',
      'incomeDocuments',
      'signature',
    ]);
    expect(needsIncomeDocuments({ ejercito: false, requiereHaberes: true })).toBe(true);
  });

  it('an army member skips the amount and the income documents, whatever the organismo', () => {
    expect(stepsFor({ ejercito: true, requiereHaberes: true })).toEqual([
      'combined',
      'dniDocuments',
      'signature',
    ]);
    expect(needsIncomeDocuments({ ejercito: true, requiereHaberes: true })).toBe(false);
  });

  it('titles are the spec texts', () => {
    expect(Object.values(stepTitles)).toEqual([
      'Monto Solicitado',
      'Linea y Plan',
      'Documento de Identidad',
      'Documentos de Haberes',
      'Firma Holográfica',
    ]);
  });
});
