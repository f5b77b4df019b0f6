import { describe, expect, it } from 'vitest';
import { needsIncomeDocuments, stepsFor, stepTitles } from './wizard-steps';

describe('wizard steps', () => {
  it('a member of the main organismo: amount, line and plan, ID, signature', () => {
    expect(stepsFor({ ejercito: false, organismoId: 2 })).toEqual(['amount', 'combined', 'dniDocuments', 'signature']);
  });

  it('a member of another organismo also sends income documents', () => {
    expect(stepsFor({ ejercito: false, organismoId: 5 })).toEqual([
      'amount',
      'combined',
      'dniDocuments',
      'incomeDocuments',
      'signature',
    ]);
    expect(needsIncomeDocuments({ ejercito: false, organismoId: 5 })).toBe(true);
  });

  it('an army member skips the amount and the income documents, whatever the organismo', () => {
    expect(stepsFor({ ejercito: true, organismoId: 3 })).toEqual(['combined', 'dniDocuments', 'signature']);
    expect(needsIncomeDocuments({ ejercito: true, organismoId: 3 })).toBe(false);
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
