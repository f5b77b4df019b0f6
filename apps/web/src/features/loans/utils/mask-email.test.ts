import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('masked e-mail', () => {
  it('shows the first two characters and the domain, hiding the rest with a fixed count', () => {
    expect(maskEmail('socio@demo.com.ar')).toBe('so*******@demo.com.ar');
    expect(maskEmail('maria.jose.garcia@example.com')).toBe('ma*******@example.com');
  });

  it('does not tell the length of a short name', () => {
    expect(maskEmail('ab@x.com')).toBe('ab*******@x.com');
    expect(maskEmail('a@x.com')).toBe('a*******@x.com');
  });

  it('copes with odd input', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('  socio@demo.com.ar ')).toBe('so*******@demo.com.ar');
    expect(maskEmail('sinarroba')).toBe('si*******');
    expect(maskEmail('raro@sub@dominio.com')).toBe('ra*******@dominio.com');
  });
});
