import { describe, expect, it } from 'vitest';
import { preRegisterFormSchema } from './pre-register-schema';

const messages = (values: { organismoId: string; email: string }) => {
  const result = preRegisterFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('pre-registration form', () => {
  it('requires an organismo and an e-mail', () => {
    expect(messages({ organismoId: '', email: '' })).toEqual([
      'Por favor seleccione un organismo',
      'Por favor ingrese su email',
    ]);
    expect(messages({ organismoId: '2', email: 'no-mail' })).toEqual([
      'Por favor ingrese un correo electrónico válido',
    ]);
    expect(messages({ organismoId: '2', email: ' socio@example.com ' })).toEqual([]);
  });
});
