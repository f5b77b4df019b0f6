import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { paths, serverMessages, loanMessages } from '@portal/contract';
import { ImageRefusedError, reencodeImage } from '../../src/lib/images';
import { createTestApp } from '../support/app';
import { createSignedInMember } from '../support/factories';
import { describeImage, jpegOf, pngDeclaring } from '../support/images';

const PAYLOAD = '<script>alert(document.cookie)</script>';
const rules = { accept: ['jpeg', 'png'], maxPixels: 50_000_000, maxSide: 12_000, output: 'same', fit: 3000 } as const;

const { db, post } = await createTestApp();

describe('reencodeImage', () => {
  it('drops what trails the image: a JPEG/HTML polyglot comes out as pixels only', async () => {
    const polyglot = Buffer.concat([jpegOf(2048), Buffer.from(PAYLOAD), Buffer.from('PK\u0003\u0004zipzipzip')]);
    const clean = await reencodeImage(polyglot, rules);
    expect(clean.mime).toBe('image/jpeg');
    expect(clean.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(clean.bytes.includes(Buffer.from('PK'))).toBe(false);
  });

  it('drops metadata: EXIF (a camera, a GPS position) is not kept', async () => {
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'CamaraEspia', Copyright: PAYLOAD } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('CamaraEspia'))).toBe(true);
    const clean = await reencodeImage(withExif, rules);
    expect(clean.bytes.includes(Buffer.from('CamaraEspia'))).toBe(false);
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await describeImage((await reencodeImage(rotated, rules)).bytes)).toMatchObject({ width: 20, height: 40 });
  });

  it('downscales to fit, never enlarges', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#abc' } }).png().toBuffer();
    expect(await describeImage((await reencodeImage(big, rules)).bytes)).toEqual({ width: 3000, height: 750, format: 'png' });
    expect(await describeImage((await reencodeImage(jpegOf(2048), rules)).bytes)).toMatchObject({ width: 24, height: 16 });
  });

  it('refuses a few hundred bytes declaring 14000 x 14000 pixels from the header, quickly and without memory growth', async () => {
    const bomb = pngDeclaring(14_000, 14_000);
    expect(bomb.length).toBeLessThan(200);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await expect(reencodeImage(bomb, rules)).rejects.toMatchObject({ reason: 'dimensions' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a pixel count over the budget even within the side limit', async () => {
    await expect(reencodeImage(pngDeclaring(9000, 9000), rules)).rejects.toBeInstanceOf(ImageRefusedError);
  });

  it('refuses a valid header over garbage data, and a format it does not accept', async () => {
    const header = (await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } }).png().toBuffer()).subarray(0, 60);
    await expect(reencodeImage(Buffer.concat([header, Buffer.alloc(500, 1)]), rules)).rejects.toMatchObject({ reason: 'not-image' });
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).webp().toBuffer();
    await expect(reencodeImage(webp, rules)).rejects.toMatchObject({ reason: 'not-image' });
  });
});

describe('uploads through the API', () => {
  it('a profile photo declaring 14000 x 14000 pixels is refused at once with a Spanish message', async () => {
    const member = await createSignedInMember(db);
    const started = performance.now();
    const res = await post(paths.updatePhoto, { UAT: member.uat, Foto: pngDeclaring(14_000, 14_000).toString('base64') });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.imageDimensions });
  });

  it('a polyglot profile photo is stored and served without its payload', async () => {
    const member = await createSignedInMember(db);
    const polyglot = Buffer.concat([jpegOf(2048), Buffer.from(PAYLOAD)]);
    const res = await post(paths.updatePhoto, { UAT: member.uat, Foto: polyglot.toString('base64') });
    expect(res.statusCode).toBe(200);
    const served = Buffer.from((await post(paths.userData, { UAT: member.uat })).json().Foto as string, 'base64');
    expect(served.includes(Buffer.from('<script>'))).toBe(false);
    const [row] = await db.query<{ data: Uint8Array }>('SELECT data FROM member_photos WHERE member_id = $1', [member.id]);
    expect(Buffer.from(row!.data).includes(Buffer.from('<script>'))).toBe(false);
  });

  it('a signature declaring absurd dimensions is refused before the code is even looked at', async () => {
    const member = await createSignedInMember(db);
    const res = await post(paths.confirmLoan, {
      uat: member.uat,
      PrestamoId: 1,
      Token: 123456,
      FirmaOlografica: `data:image/png;base64,${pngDeclaring(14_000, 14_000).toString('base64')}`,
    });
    expect(res.json()).toEqual({ Status: 400, Mensaje: loanMessages.signatureDimensions });
  });
});
