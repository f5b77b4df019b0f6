import { MAX_IMAGE_BYTES, serverMessages } from '@portal/contract';
import { badRequest, tooLarge } from '../../lib/http-error';
import { ImageRefusedError, base64Bytes, reencodeImage, type CleanImage } from '../../lib/images';

/** The member picks JPG, PNG, GIF or WebP; the app shows `Foto` as a JPEG data URL, so a JPEG is kept. */
const PHOTO_RULES = {
  accept: ['jpeg', 'png', 'gif', 'webp'],
  maxPixels: 50_000_000,
  maxSide: 12_000,
  output: 'jpeg',
  fit: 1024,
} as const;

export async function decodePhoto(foto: string): Promise<CleanImage> {
  const bytes = base64Bytes(foto);
  if (!bytes) throw badRequest(serverMessages.photoNotImage);
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(serverMessages.photoTooLarge);
  try {
    return await reencodeImage(bytes, PHOTO_RULES);
  } catch (error) {
    if (error instanceof ImageRefusedError && error.reason === 'dimensions')
      throw badRequest(serverMessages.imageDimensions);
    throw badRequest(serverMessages.photoNotImage);
  }
}
