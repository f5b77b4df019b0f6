import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ImageRefusedError, base64Bytes, reencodeImage, type ImageRules } from '../../src/lib/images';
import {
  bigJpegOf,
  carriesPayload,
  describeImage,
  garbageAfterHeader,
  gif,
  jpegOf,
  jpegPolyglot,
  jpegWithExif,
  measured,
  pdf,
  pngDeclaring,
  pngPolyglot,
  textFile,
  tiff,
  webp,
} from '../support/images';

const documents: ImageRules = {
  accept: ['jpeg', 'png'],
  maxPixels: 40_000_000,
  maxSide: 10_000,
  output: 'same',
  fit: 3000,
};
const photos: ImageRules = {
  accept: ['jpeg', 'png', 'gif', 'webp'],
  maxPixels: 40_000_000,
  maxSide: 10_000,
  output: 'jpeg',
  fit: 1024,
};
const signatures: ImageRules = {
  accept: ['png'],
  maxPixels: 4_000_000,
  maxSide: 4000,
  output: 'png',
  fit: 4000,
};

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 30, g: 60, b: 90, alpha: 0.5 } } });
const refusal = (bytes: Buffer, rules: ImageRules) =>
  reencodeImage(bytes, rules).then(
    () => 'accepted',
    (error: unknown) => (error instanceof ImageRefusedError ? error.reason : `unexpected ${String(error)}`),
  );

describe('reencodeImage', () => {
  it('decodes a real JPEG, PNG, GIF and WebP and encodes them anew in the format asked for', async () => {
    const png = await solid(20, 10).png().toBuffer();
    for (const input of [jpegOf(2048), png, gif(), webp()]) {
      const photo = await reencodeImage(input, photos);
      expect(photo.mime).toBe('image/jpeg');
      expect((await describeImage(photo.bytes)).format).toBe('jpeg');
    }
    expect((await reencodeImage(png, documents)).mime).toBe('image/png');
    expect(await describeImage((await reencodeImage(png, documents)).bytes)).toEqual({
      width: 20,
      height: 10,
      format: 'png',
    });
    expect((await reencodeImage(jpegOf(2048), documents)).mime).toBe('image/jpeg');
  });

  it('returns new bytes: what trailed the image (padding) is gone', async () => {
    const padded = jpegOf(10_000);
    const clean = await reencodeImage(padded, documents);
    expect(clean.bytes.length).toBeLessThan(5000);
    expect(clean.bytes.includes(Buffer.alloc(64, 7))).toBe(false);
  });

  it('drops the payload of a JPEG that is also an HTML page and a ZIP', async () => {
    const polyglot = await jpegPolyglot();
    expect(carriesPayload(polyglot)).toBe(true);
    for (const rules of [documents, photos]) {
      const clean = await reencodeImage(polyglot, rules);
      expect(carriesPayload(clean.bytes)).toBe(false);
      expect(clean.bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    }
  });

  it('drops the payload of a PNG carrying it in a text chunk and after its end', async () => {
    const polyglot = await pngPolyglot(40, 20, 4);
    expect(carriesPayload(polyglot)).toBe(true);
    for (const rules of [documents, photos, signatures]) {
      const clean = await reencodeImage(polyglot, rules);
      expect(carriesPayload(clean.bytes)).toBe(false);
    }
    expect(
      (await sharp((await reencodeImage(polyglot, signatures)).bytes).metadata()).comments,
    ).toBeUndefined();
  });

  it('drops EXIF (camera, GPS position) after applying its orientation', async () => {
    const photo = await jpegWithExif(80, 40);
    expect(photo.includes(Buffer.from('CamaraEspia'))).toBe(true);
    for (const rules of [documents, photos]) {
      const clean = await reencodeImage(photo, rules);
      expect(clean.bytes.includes(Buffer.from('CamaraEspia'))).toBe(false);
      expect(carriesPayload(clean.bytes)).toBe(false);
      const meta = await sharp(clean.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Orientation 6 turns the 80 x 40 sensor image upright: 40 wide, 80 high.
      expect([meta.width, meta.height]).toEqual([40, 80]);
    }
  });

  it('keeps transparency in a PNG and flattens it onto white in a JPEG', async () => {
    const translucent = await solid(30, 10, 4).png().toBuffer();
    const signature = await sharp((await reencodeImage(translucent, signatures)).bytes).metadata();
    expect(signature).toMatchObject({ format: 'png', hasAlpha: true, width: 30, height: 10 });
    const photo = await sharp((await reencodeImage(translucent, photos)).bytes).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', hasAlpha: false });
  });

  it('downscales to fit, never enlarges', async () => {
    const wide = await solid(4000, 1000).png().toBuffer();
    expect(await describeImage((await reencodeImage(wide, documents)).bytes)).toEqual({
      width: 3000,
      height: 750,
      format: 'png',
    });
    expect(await describeImage((await reencodeImage(wide, photos)).bytes)).toEqual({
      width: 1024,
      height: 256,
      format: 'jpeg',
    });
    expect(await describeImage((await reencodeImage(jpegOf(2048), documents)).bytes)).toMatchObject({
      width: 24,
      height: 16,
    });
  });

  it('takes a 12 megapixel phone photo of 5 MB', async () => {
    const twelve = await solid(4000, 3000).jpeg().toBuffer();
    expect(await describeImage((await reencodeImage(twelve, photos)).bytes)).toEqual({
      width: 1024,
      height: 768,
      format: 'jpeg',
    });
    const noisy = await bigJpegOf(5 * 1024 * 1024);
    expect(await describeImage((await reencodeImage(noisy, documents)).bytes)).toMatchObject({
      format: 'jpeg',
    });
  });

  it('refuses a few hundred bytes declaring 14000 x 14000 pixels from the header, quickly and without memory growth', async () => {
    const bomb = pngDeclaring(14_000, 14_000);
    expect(bomb.length).toBeLessThan(200);
    for (const rules of [documents, photos, signatures]) {
      const { result, ms, rssGrowth } = await measured(() => refusal(bomb, rules));
      expect(result).toBe('dimensions');
      expect(ms).toBeLessThan(500);
      expect(rssGrowth).toBeLessThan(100 * 1024 * 1024);
    }
  });

  it('refuses a pixel count over the budget even within the side limit, and a side over it', async () => {
    expect(await refusal(pngDeclaring(8000, 8000), documents)).toBe('dimensions');
    expect(await refusal(pngDeclaring(12_000, 10), documents)).toBe('dimensions');
    expect(await refusal(pngDeclaring(2100, 2000), signatures)).toBe('dimensions');
  });

  it('refuses what is not an image, a header over garbage, and a format it does not take', async () => {
    expect(await refusal(textFile(), photos)).toBe('not-image');
    expect(await refusal(pdf(), photos)).toBe('not-image');
    expect(await refusal(jpegOf(20), photos)).toBe('not-image');
    expect(await refusal(await garbageAfterHeader('jpeg'), documents)).toBe('not-image');
    expect(await refusal(await garbageAfterHeader('png'), documents)).toBe('not-image');
    expect(await refusal(await garbageAfterHeader('png'), signatures)).toBe('not-image');
    expect(await refusal(webp(), documents)).toBe('not-image');
    expect(await refusal(gif(), documents)).toBe('not-image');
    expect(await refusal(jpegOf(2048), signatures)).toBe('not-image');
    expect(await refusal(await tiff(), photos)).toBe('not-image');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await refusal(svg, photos)).toBe('not-image');
    // Not merely refused after parsing: those decoders are off, so their parsers never run.
    await expect(sharp(await tiff()).metadata()).rejects.toThrow(/unsupported image format/);
    await expect(sharp(svg).metadata()).rejects.toThrow(/unsupported image format/);
  });

  it('decodes one image at a time, however many arrive together', async () => {
    const image = await bigJpegOf(2 * 1024 * 1024);
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, sharp.counters().process)), 1);
    try {
      const results = await Promise.all(Array.from({ length: 4 }, () => reencodeImage(image, documents)));
      expect(results.every((r) => r.mime === 'image/jpeg')).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeLessThanOrEqual(1);
  });
});

describe('base64Bytes', () => {
  it('reads bare base64 and data URLs, and refuses what is not base64', () => {
    const bytes = Buffer.from([1, 2, 3, 250, 251, 252]);
    expect(base64Bytes(bytes.toString('base64'))).toEqual(bytes);
    expect(base64Bytes(`data:image/png;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(
      base64Bytes(`${bytes.toString('base64').slice(0, 4)}\n${bytes.toString('base64').slice(4)}`),
    ).toEqual(bytes);
    expect(base64Bytes('esto no es base64!')).toBeUndefined();
    expect(base64Bytes('')).toBeUndefined();
  });
});
