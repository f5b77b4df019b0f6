import { describe, expect, it } from 'vitest';
import {
  bankAccountInputSchema,
  cbuCheckDigitsOk,
  cuitCheckDigitOk,
  formatCbu,
  formatCuit,
} from '../src/index';

const firstError = (v: unknown) => bankAccountInputSchema.safeParse(v).error?.issues[0]?.message;
const account = {
  titular: 'Asociación Mutual de Ejemplo',
  cuit: '30-70912345-5',
  cbu: '2850590940090418135201',
  alias: 'Mutual.Ejemplo',
};

describe('CUIT check digit (modulo 11, AFIP weights)', () => {
  it('accepts valid CUITs and CUILs, including a remainder written 9', () => {
    for (const ok of ['20301112220', '27123456780', '30709123455', '20123456786', '20000000019'])
      expect(cuitCheckDigitOk(ok), ok).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    for (const bad of ['27123456781', '30709123457', '2012345678', '201234567861', '2O123456786', ''])
      expect(cuitCheckDigitOk(bad), bad).toBe(false);
  });
});

describe('CBU check digits (BCRA)', () => {
  it('accepts valid CBUs', () => {
    for (const ok of ['2850590940090418135201', '0110599520000001234569', '0170099220000067797370'])
      expect(cbuCheckDigitsOk(ok), ok).toBe(true);
  });

  it("refuses a wrong first block's digit, a wrong second block's digit and a wrong length", () => {
    for (const bad of [
      '2850590840090418135201', // 8th digit
      '2850590940090418135202', // 22nd digit
      '2850591940090418135201', // a digit of the first block
      '2850590940090418135301', // a digit of the second block
      '285059094009041813520',
      '28505909400904181352011',
    ])
      expect(cbuCheckDigitsOk(bad), bad).toBe(false);
  });
});

describe('the bank account schema', () => {
  it('keeps digits only and the alias lower-cased', () => {
    expect(bankAccountInputSchema.parse({ ...account, cbu: '28505909 40090418135201' })).toEqual({
      titular: 'Asociación Mutual de Ejemplo',
      cuit: '30709123455',
      cbu: '2850590940090418135201',
      alias: 'mutual.ejemplo',
    });
  });

  it('says in Spanish what is wrong', () => {
    expect(firstError({ ...account, titular: ' ' })).toBe('Escriba el titular de la cuenta');
    expect(firstError({ ...account, titular: 'x'.repeat(121) })).toBe(
      'El titular no puede superar los 120 caracteres',
    );
    expect(firstError({ ...account, cuit: '3070912345' })).toMatch(/^El CUIT tiene 11 dígitos/);
    expect(firstError({ ...account, cuit: '30709123450' })).toMatch(/^El dígito verificador del CUIT/);
    expect(firstError({ ...account, cbu: '123' })).toBe('El CBU tiene 22 dígitos');
    expect(firstError({ ...account, cbu: '2850590940090418135202' })).toMatch(
      /^Los dígitos verificadores del CBU/,
    );
    expect(firstError({ ...account, alias: 'corto' })).toBe('El alias tiene de 6 a 20 caracteres');
    expect(firstError({ ...account, alias: 'a'.repeat(21) })).toBe('El alias tiene de 6 a 20 caracteres');
    expect(firstError({ ...account, alias: 'mutual_ejemplo' })).toBe(
      'El alias solo lleva letras, números, puntos y guiones',
    );
  });

  it('writes a CUIT with dashes and a CBU in its two blocks', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6');
    expect(formatCbu('2850590940090418135201')).toBe('28505909 40090418135201');
    expect(formatCuit('123')).toBe('123');
  });
});
