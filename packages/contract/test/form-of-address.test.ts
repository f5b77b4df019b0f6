import { describe, expect, it } from 'vitest';
import { informalWords } from '../src/form-of-address';

describe('form of address', () => {
  it('finds tú and vos, but not in the texts the spec fixes', () => {
    expect(informalWords('Revise su correo: le enviamos el token.')).toEqual([]);
    expect(informalWords('No tienes préstamos activos')).toEqual(['tienes']);
    expect(informalWords('Desde hoy podés consultar tus préstamos')).toEqual(['podés', 'tus']);
    expect(informalWords('Ingresá con tu correo.')).toEqual(['Ingresá', 'tu']);
    expect(informalWords('Dejala vacía para mantener la actual.')).toEqual(['Dejala']);
    expect(informalWords("<p>No tienes prestamos</p> 'Arrastra para actualizar'")).toEqual([]);
    // Words that only contain the forms are not them.
    expect(informalWords('Estado: pendiente, tutor, sostener, Tucumán, estética')).toEqual([]);
  });
});
