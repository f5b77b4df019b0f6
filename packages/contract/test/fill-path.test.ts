import { describe, expect, it } from 'vitest';
import { fillPath } from '../src/paths';

describe('fillPath', () => {
  it('fills every parameter the template names, URL-encoded', () => {
    expect(fillPath('/api/console/loans/:id/documents/:documentId', { id: 12, documentId: 3 })).toBe(
      '/api/console/loans/12/documents/3',
    );
    expect(fillPath('/o/:id/periods/:period/snapshot.csv', { id: 2, period: '202612' })).toBe(
      '/o/2/periods/202612/snapshot.csv',
    );
    expect(fillPath('/members/:id', { id: 'a/b c' })).toBe('/members/a%2Fb%20c');
  });

  it('asks for exactly the parameters the template names', () => {
    // @ts-expect-error documentId is missing
    fillPath('/loans/:id/documents/:documentId', { id: 1 });
    // @ts-expect-error the template has no :lineId
    fillPath('/loans/:id', { id: 1, lineId: 2 });
    expect(fillPath('/rates/:lineId/name', { lineId: 7 })).toBe('/rates/7/name');
  });
});
