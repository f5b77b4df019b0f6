import sharp, { type Metadata } from 'sharp';

// Images are decoded one at a time and nothing is cached: a burst of uploads must not take the memory
// or both cores from every other request.
sharp.cache(false);
sharp.concurrency(1);
// Members can only send JPEG, PNG, GIF or WebP: every other decoder libvips carries (SVG, TIFF, HEIF,
// JPEG 2000, FITS...) is switched off for the whole process, so none of their parsers ever sees
// uploaded bytes, not even to read a header before the format check below refuses them.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: [
    'VipsForeignLoadJpegBuffer',
    'VipsForeignLoadPngBuffer',
    'VipsForeignLoadNsgifBuffer',
    'VipsForeignLoadWebpBuffer',
  ],
});

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface ImageRules {
  accept: readonly ImageFormat[];
  /** Refused beyond this, read from the header before any pixel is decoded. */
  maxPixels: number;
  maxSide: number;
  /** Stored as: one format, or the input's own (of the accepted ones). */
  output: 'jpeg' | 'png' | 'same';
  /** Downscaled to fit a square of this side; never enlarged. */
  fit: number;
}

export class ImageRefusedError extends Error {
  constructor(readonly reason: 'not-image' | 'dimensions') {
    super(reason);
  }
}

export interface CleanImage {
  mime: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

// sharp runs on libuv's small thread pool, which password hashing and file reads share: one image at
// a time leaves the rest of it to them, whatever the number of uploads arriving together.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * The image decoded by a real decoder and encoded anew, so that what is stored and served is pixels
 * only: no metadata (EXIF, GPS), no trailing payload, no second format hiding in the same bytes.
 * The header is read first so that a few hundred bytes declaring a gigapixel image are refused
 * without decoding them; `limitInputPixels` guards the decode itself as well.
 */
export function reencodeImage(bytes: Buffer, rules: ImageRules): Promise<CleanImage> {
  return oneAtATime(() => reencode(bytes, rules));
}

async function reencode(bytes: Buffer, rules: ImageRules): Promise<CleanImage> {
  let meta: Metadata;
  try {
    // Header only: the pixel limit is applied by hand below, to tell "too large" from "not an image".
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError('not-image');
  }
  const format = meta.format as string | undefined;
  if (!format || !(rules.accept as readonly string[]).includes(format))
    throw new ImageRefusedError('not-image');
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1) throw new ImageRefusedError('not-image');
  if (width > rules.maxSide || height > rules.maxSide || width * height > rules.maxPixels) {
    throw new ImageRefusedError('dimensions');
  }
  const output = rules.output === 'same' ? (format === 'png' ? 'png' : 'jpeg') : rules.output;
  try {
    // failOn 'error', not sharp's default 'warning': phone cameras write JPEGs that libjpeg warns about
    // (extraneous bytes before a marker) and that every viewer shows; a truncated or undecodable image
    // is still an error. Whatever is decoded is encoded anew, so a tolerated oddity is never stored.
    const pipeline = sharp(bytes, { limitInputPixels: rules.maxPixels, failOn: 'error', pages: 1 })
      // The queue above waits on this one: it must end even if the decoder would not.
      .timeout({ seconds: 20 })
      .rotate()
      .resize({ width: rules.fit, height: rules.fit, fit: 'inside', withoutEnlargement: true });
    const encoded =
      output === 'png'
        ? await pipeline.png().toBuffer()
        : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    return { mime: output === 'png' ? 'image/png' : 'image/jpeg', bytes: encoded };
  } catch {
    throw new ImageRefusedError('not-image');
  }
}

/** Base64 as the apps send it, with or without a data: prefix; undefined when it is not base64. */
export function base64Bytes(text: string): Buffer | undefined {
  const base64 = text.replace(/^data:[\w.+/-]*(;[\w=.-]+)*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1) return undefined;
  return Buffer.from(base64, 'base64');
}
