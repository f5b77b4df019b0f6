import { describe, expect, it } from 'vitest';
import {
  bankAccountInputSchema,
  cbuCheckDigitsOk,
  cbuOf,
  cbuOrAliasFields,
  cbuOrAliasSchema,
  cuilOfDni,
  cuitCheckDigitOk,
  cuitHoldsDni,
  formatCbu,
  formatCuit,
  isCvu,
  maskAlias,
  maskCbu,
  maskCuit,
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

describe("the member's account (issue 25)", () => {
  it('takes the one field as a CBU/CVU when it is digits, else as an alias', () => {
    expect(cbuOrAliasFields(' 28505909 40090418135201 ')).toEqual({ CBU: '2850590940090418135201' });
    expect(cbuOrAliasFields('Maria.Gonzalez.MP')).toEqual({ Alias: 'maria.gonzalez.mp' });
    const error = (v: string) => cbuOrAliasSchema.safeParse(v).error?.issues[0]?.message;
    expect(error('0000003110001000000004')).toBeUndefined();
    expect(error('0000003110001000000005')).toMatch(/^Los dígitos verificadores del CBU/);
    expect(error('12345')).toBe('El CBU tiene 22 dígitos');
    expect(error('corto')).toBe('El alias tiene de 6 a 20 caracteres');
    expect(error('con_guion_bajo')).toBe('El alias solo lleva letras, números, puntos y guiones');
    expect(error(' ')).toBe('Ingrese un CBU, un CVU o un alias');
  });

  it("makes a person's CUIL from the DNI (23 where 20 would need a 10) and checks it carries the DNI", () => {
    expect(cuilOfDni('28456789', '27')).toBe('27284567892');
    for (const dni of ['28456789', '31222333', '7654321', '40000001']) {
      const cuil = cuilOfDni(dni);
      expect(cuitCheckDigitOk(cuil), dni).toBe(true);
      expect(cuitHoldsDni(cuil, dni), dni).toBe(true);
      expect(cuitHoldsDni(cuil, String(Number(dni) + 1)), dni).toBe(false);
    }
    // 20-10000005-? would need a 10: AFIP gives the prefix 23.
    expect(cuilOfDni('10000005')).toBe('23100000059');
    expect(cuitCheckDigitOk('23100000059')).toBe(true);
  });

  it('builds CBUs with both check digits and masks what it shows', () => {
    expect(cbuOf('2850590', '4009041813520')).toBe('2850590940090418135201');
    expect(cbuCheckDigitsOk(cbuOf('0000003', '1000100000000'))).toBe(true);
    expect(isCvu('0000003110001000000004')).toBe(true);
    expect(isCvu('2850590940090418135201')).toBe(false);
    expect(maskCbu('2850590940090418135201')).toBe('···· 5201');
    expect(maskAlias('maria.gonzalez.mp')).toBe('mar***mp');
    expect(maskAlias('abc123')).toBe('a***3');
    expect(maskCuit('27284567892')).toBe('27-****6789-2');
  });
});
