import { describe, expect, it } from 'vitest';
import { isAffirmative, registerRequestSchema, dniSchema, mobileSchema, passwordSchema } from '../src/index';

const firstError = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

describe('field rules of docs/product.md#validation', () => {
  it('checks the DNI', () => {
    expect(firstError(dniSchema, '123456')).toBe('El DNI debe tener al menos 7 dígitos');
    expect(firstError(dniSchema, '123456789')).toBe('El DNI no puede tener más de 8 dígitos');
    expect(firstError(dniSchema, '12a45678')).toBe('El DNI solo debe contener números');
    expect(dniSchema.safeParse('12345678').success).toBe(true);
  });

  it('accepts Argentine mobiles with optional +54 / 0 and 9', () => {
    for (const ok of ['1123456789', '+5491123456789', '0111523456', '91123456789', '11 2345-6789'])
      expect(mobileSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['1234567', '+1 555 123 4567 89', 'abc'])
      expect(mobileSchema.safeParse(bad).success, bad).toBe(false);
    expect(firstError(mobileSchema, '')).toBe('El número de celular es obligatorio');
  });

  it('asks for a strong password', () => {
    expect(passwordSchema.safeParse('Demo1234').success).toBe(true);
    expect(passwordSchema.safeParse('demo1234').success).toBe(false);
    expect(passwordSchema.safeParse('DEMO1234').success).toBe(false);
    expect(passwordSchema.safeParse('Demonios').success).toBe(false);
    expect(passwordSchema.safeParse('De1').success).toBe(false);
  });

  it('refuses unknown fields and fills the defaults', () => {
    const body = {
      NumeroDocumento: '30111222',
      Mail: 'a@b.com',
      Password1: 'Demo1234',
      Password2: 'Demo1234',
      Apellido: 'Pérez',
      Nombres: 'José María',
      Celular: '1123456789',
      Token: 'ABCD-1234',
    };
    const parsed = registerRequestSchema.parse(body);
    expect(parsed.OrganismoId).toBe(2);
    expect(parsed.EmpresaId).toBe(2);
    expect(registerRequestSchema.safeParse({ ...body, Admin: true }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...body, Nombres: '<script>alert(1)</script>' }).success).toBe(
      false,
    );
  });

  it('reads affirmative flags', () => {
    for (const yes of [true, 1, 'true', 'TRUE', '1', 'si', 'Si', 'yes', 'Y'])
      expect(isAffirmative(yes)).toBe(true);
    for (const no of [false, 0, 'no', 'false', '', null, undefined, 2]) expect(isAffirmative(no)).toBe(false);
  });
});
