import sharp, { type Metadata } from 'sharp';

// Images are decoded one at a time and nothing is cached: a burst of uploads must not take the memory
// or both cores from every other request.
sharp.cache(false);
sharp.concurrency(1);

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

/**
 * The image decoded by a real decoder and encoded anew, so that what is stored and served is pixels
 * only: no metadata (EXIF, GPS), no trailing payload, no second format hiding in the same bytes.
 * The header is read first so that a few hundred bytes declaring a gigapixel image are refused
 * without decoding them; `limitInputPixels` guards the decode itself as well.
 */
export async function reencodeImage(bytes: Buffer, rules: ImageRules): Promise<CleanImage> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError('not-image');
  }
  const format = meta.format as string | undefined;
  if (!format || !(rules.accept as readonly string[]).includes(format)) throw new ImageRefusedError('not-image');
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1) throw new ImageRefusedError('not-image');
  if (width > rules.maxSide || height > rules.maxSide || width * height > rules.maxPixels) {
    throw new ImageRefusedError('dimensions');
  }
  const output = rules.output === 'same' ? (format === 'png' ? 'png' : 'jpeg') : rules.output;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: rules.maxPixels, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: rules.fit, height: rules.fit, fit: 'inside', withoutEnlargement: true });
    const encoded =
      output === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
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
