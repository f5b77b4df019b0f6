import { describe, expect, it } from 'vitest';
import { checkPickedFile, checkShrunkSize, dniDocuments, incomeDocuments } from './documents';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('document rules', () => {
  it('names the documents as the wizard labels them', () => {
    expect(dniDocuments.map((d) => d.label)).toEqual([
      'Frente del DNI',
      'Dorso del DNI',
      'Foto sosteniendo el DNI',
    ]);
    expect(incomeDocuments.map((d) => d.id)).toEqual(['certificadoHaberes', 'reciboHaberes']);
    expect(dniDocuments.find((d) => d.id === 'fotoSosteniendoDNI')?.camera).toBe('user');
  });

  it('takes JPG and PNG, by type or by name when the type is missing', () => {
    expect(checkPickedFile(file('a.jpg', 'image/jpeg'), 'Frente del DNI')).toBeNull();
    expect(checkPickedFile(file('a.png', 'image/png'), 'Frente del DNI')).toBeNull();
    expect(checkPickedFile(file('IMG_1.JPG', ''), 'Frente del DNI')).toBeNull();
  });

  it('refuses what is not an image', () => {
    expect(checkPickedFile(file('dni.pdf', 'application/pdf'), 'Frente del DNI')).toBe(
      'Solo se permiten archivos de imagen',
    );
    expect(checkPickedFile(file('notes.txt', ''), 'Frente del DNI')).toBe(
      'Solo se permiten archivos de imagen',
    );
  });

  it('refuses other image formats', () => {
    expect(checkPickedFile(file('a.gif', 'image/gif'), 'Frente del DNI')).toBe(
      'Frente del DNI: solo se permiten imágenes JPG o PNG',
    );
  });

  it('a large original is fine; the shrunk result must be at most 5 MB', () => {
    expect(checkPickedFile(file('big.jpg', 'image/jpeg', 8 * 1024 * 1024), 'Frente del DNI')).toBeNull();
    expect(checkShrunkSize(5 * 1024 * 1024)).toBeNull();
    expect(checkShrunkSize(5 * 1024 * 1024 + 1)).toBe('El archivo debe ser menor a 5MB');
  });
});
