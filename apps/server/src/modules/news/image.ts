import sharp from 'sharp';
import {
  NEWS_IMAGE_HEIGHT,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_PIXELS,
  NEWS_IMAGE_MAX_RATIO,
  NEWS_IMAGE_MAX_SIDE,
  NEWS_IMAGE_MIN,
  NEWS_IMAGE_WIDTH,
  consoleNewsMessages as m,
} from '@portal/contract';
import { badRequest, tooLarge } from '../../lib/http-error';
import { ImageRefusedError, base64Bytes, reencodeImage } from '../../lib/images';

/** Decoded and encoded anew by lib/images (as members' photos are), kept at most this size meanwhile. */
const RULES = {
  accept: ['jpeg', 'png', 'gif', 'webp'],
  maxPixels: NEWS_IMAGE_MAX_PIXELS,
  maxSide: NEWS_IMAGE_MAX_SIDE,
  output: 'jpeg',
  fit: 2 * NEWS_IMAGE_WIDTH,
} as const;

export interface NewsImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * An uploaded image as members' phones show it: the card and the detail are 16:9 and cover their box
 * (apps/web news card), so the centre 16:9 is kept, at most 1280 × 720, as a JPEG. Anything that is not
 * a real image, too large, too small or absurdly shaped is refused with the reason.
 */
export async function newsImage(base64: string): Promise<NewsImage> {
  const bytes = base64Bytes(base64);
  if (!bytes) throw badRequest(m.imageNotImage);
  if (bytes.length > NEWS_IMAGE_MAX_BYTES) throw tooLarge(m.imageTooLarge);
  const clean = await reencodeImage(bytes, RULES).catch((error: unknown) => {
    throw badRequest(
      error instanceof ImageRefusedError && error.reason === 'dimensions' ? m.imageTooBig : m.imageNotImage,
    );
  });
  // The re-encoded JPEG was made here from decoded pixels: reading its size and cropping it is safe.
  const { width = 0, height = 0 } = await sharp(clean.bytes).metadata();
  checkShape(width, height);
  const [cropW, cropH] =
    width * 9 > height * 16 ? [Math.round((height * 16) / 9), height] : [width, Math.round((width * 9) / 16)];
  const outW = Math.min(cropW, NEWS_IMAGE_WIDTH);
  const outH = Math.min(cropH, NEWS_IMAGE_HEIGHT, Math.round((outW * 9) / 16));
  const out = await sharp(clean.bytes)
    .resize({ width: outW, height: outH, fit: 'cover', position: 'centre' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { bytes: out, width: outW, height: outH };
}

/** Read on the re-encoded image: it was only reduced when beyond 2560 px, keeping its shape. */
function checkShape(width: number, height: number) {
  if (width < NEWS_IMAGE_MIN.width || height < NEWS_IMAGE_MIN.height) throw badRequest(m.imageTooSmall);
  if (width > height * NEWS_IMAGE_MAX_RATIO || height > width * NEWS_IMAGE_MAX_RATIO)
    throw badRequest(m.imageShape);
}
