import { describe, expect, it } from 'vitest';
import { base64ToPdfBlob, legajoFileName } from './pdf-blob';

describe('legajo PDF', () => {
  it('turns base64 (with or without a data-URL prefix) into a PDF blob', async () => {
    const base64 = btoa('%PDF-1.7\n...');
    for (const input of [base64, `data:application/pdf;base64,${base64}`]) {
      const blob = base64ToPdfBlob(input);
      expect(blob.type).toBe('application/pdf');
      expect(await blob.text()).toBe('%PDF-1.7\n...');
    }
    expect(legajoFileName(12)).toBe('legajo-12.pdf');
  });

  it('refuses an empty or broken file with the spec texts', () => {
    expect(() => base64ToPdfBlob('')).toThrow('El archivo PDF esta vacio');
    expect(() => base64ToPdfBlob('   ')).toThrow('El archivo PDF esta vacio');
    expect(() => base64ToPdfBlob('%%%')).toThrow('Error al procesar el archivo PDF');
  });
});
