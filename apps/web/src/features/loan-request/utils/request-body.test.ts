import { describe, expect, it } from 'vitest';
import { loanRequestSchema, armyLoanRequestSchema } from '@portal/contract/loan-request';
import { buildArmyLoanRequest, buildLoanRequest, type RequestDraft } from './request-body';

const draft: RequestDraft = {
  lineId: 3,
  plan: {
    Id: '3-20000000-12',
    MontoPrestado: 200_000,
    CantidadCuotas: 12,
    MontoCuota: 23_456.78,
    CFT: 140.5,
    TNA: 79,
  },
  preCancellationIds: [11],
  documents: {
    dniAnverso: 'data:image/jpeg;base64,AAA',
    dniReverso: 'data:image/jpeg;base64,BBB',
    fotoSosteniendoDNI: 'data:image/jpeg;base64,CCC',
    certificadoHaberes: 'data:image/jpeg;base64,DDD',
    reciboHaberes: 'data:image/jpeg;base64,EEE',
  },
  signature: 'data:image/png;base64,SIG',
};

describe('request bodies', () => {
  it('asks for the chosen plan: its amount, installments and installment to the cent', () => {
    const body = buildLoanRequest('uat-1', draft, false);
    expect(body).toMatchObject({
      uat: 'uat-1',
      LineaPrestamoId: 3,
      ImporteSolicitado: 200_000,
      CantidadCuotas: 12,
      MontoCuota: 23_456.78,
      FotoDNIAnverso: 'data:image/jpeg;base64,AAA',
      FotoDNIReverso: 'data:image/jpeg;base64,BBB',
      FotoSosteniendoDNI: 'data:image/jpeg;base64,CCC',
      FirmaOlografica: 'data:image/png;base64,SIG',
      Precancelaciones: [{ PrestamoId: 11 }],
    });
    expect(body).not.toHaveProperty('CertificadoHaberes');
    expect(body).not.toHaveProperty('ReciboHaberes');
    expect(loanRequestSchema.safeParse(body).success).toBe(true);
  });

  it('adds the income documents for another organismo', () => {
    const body = buildLoanRequest('uat-1', draft, true);
    expect(body.CertificadoHaberes).toBe('data:image/jpeg;base64,DDD');
    expect(body.ReciboHaberes).toBe('data:image/jpeg;base64,EEE');
    expect(loanRequestSchema.safeParse(body).success).toBe(true);
  });

  it('the army body has no pre-cancellations and no income documents', () => {
    const body = buildArmyLoanRequest('uat-1', draft);
    expect(body).not.toHaveProperty('Precancelaciones');
    expect(body).not.toHaveProperty('CertificadoHaberes');
    expect(body).not.toHaveProperty('ReciboHaberes');
    expect(body.ImporteSolicitado).toBe(200_000);
    expect(armyLoanRequestSchema.safeParse(body).success).toBe(true);
  });
});
