import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressFilters, blankIsNone, filterParams, withQuery } from './address-filters';

const schema = z.object({
  dni: z.string().transform(blankIsNone).pipe(z.string().regex(/^\d+$/).optional()),
  name: z.string().transform(blankIsNone),
});
const { empty, formValuesOf, filtersOf } = addressFilters<'dni' | 'name', { dni?: string; name?: string }>(
  schema,
  ['dni', 'name'],
);

describe('addressFilters', () => {
  it('reads the form values from the address, blank where a key is missing', () => {
    expect(formValuesOf(new URLSearchParams('dni=123&other=x'))).toEqual({ dni: '123', name: '' });
    expect(empty).toEqual({ dni: '', name: '' });
  });

  it('gives only the filters that are set, trimmed, or null when one is not valid', () => {
    expect(filtersOf(new URLSearchParams('dni=123&name=%20Ana%20'))).toEqual({ dni: '123', name: 'Ana' });
    expect(filtersOf(new URLSearchParams(''))).toEqual({});
    expect(filtersOf(new URLSearchParams('dni=12a'))).toBeNull();
  });

  it('writes back only the filters that are set', () => {
    const params = filterParams({ dni: '123', name: undefined, page: '', n: 2 });
    expect(params.toString()).toBe('dni=123&n=2');
    expect(withQuery('/api/x', params)).toBe('/api/x?dni=123&n=2');
    expect(withQuery('/api/x', new URLSearchParams())).toBe('/api/x');
  });
});
