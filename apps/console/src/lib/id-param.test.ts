import { describe, expect, it } from 'vitest';
import { idFromParam } from './id-param';

describe('idFromParam', () => {
  it('reads a positive whole number up to the largest integer column', () => {
    expect(idFromParam('1')).toBe(1);
    expect(idFromParam('2147483647')).toBe(2_147_483_647);
  });

  it('is null for anything else, the empty value included', () => {
    for (const param of [undefined, null, '', '0', '007', '-1', '1.5', '1e3', 'abc', ' 5', '2147483648'])
      expect(idFromParam(param)).toBeNull();
  });
});
