import { describe, expect, it } from 'vitest';
import { blobToDataUrl, fitWithin } from './shrink-image';

describe('fitWithin', () => {
  it('scales a 4000x3000 camera photo to 2000x1500', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
  });

  it('scales a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032, 2000)).toEqual({ width: 1500, height: 2000 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least one pixel per side', () => {
    expect(fitWithin(10_000, 1, 2000)).toEqual({ width: 2000, height: 1 });
  });
});

describe('blobToDataUrl', () => {
  it('returns a data URL with the blob type', async () => {
    const url = await blobToDataUrl(new Blob(['abc'], { type: 'image/jpeg' }));
    expect(url).toBe('data:image/jpeg;base64,YWJj');
  });
});
