import { MAX_IMAGE_BYTES } from '@portal/contract/rules';
import { readImageKind, type ImageKind } from '../../../lib/image-content';
import { shrinkImage } from '../../../lib/shrink-image';

const allowedExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const allowedKinds: ImageKind[] = ['jpeg', 'png', 'gif', 'webp'];

export interface FileProblem {
  title: string;
  description: string;
}

const notAllowed: FileProblem = {
  title: 'Formato no válido',
  description: 'La imagen debe ser JPG, JPEG, PNG, GIF o WEBP.',
};

/**
 * Avatar rules of docs/product.md#images, checked before shrinking: the extension, then the content (its
 * first bytes must be those of an image the server takes).
 */
export async function checkAvatarFile(file: File): Promise<FileProblem | null> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!allowedExtensions.includes(extension)) return notAllowed;
  const kind = await readImageKind(file);
  return kind && allowedKinds.includes(kind) ? null : notAllowed;
}

/** The 5 MB limit applies to what is sent (docs/product.md#images): the shrunk JPEG, not the picked file. */
export function checkAvatarSize(bytes: number): FileProblem | null {
  return bytes > MAX_IMAGE_BYTES
    ? { title: 'Archivo muy grande', description: 'La imagen no puede superar los 5 MB.' }
    : null;
}

/**
 * Re-encodes a picture as a small JPEG (longest side `maxSide`) and returns its base64 without prefix:
 * a phone photo of several MB becomes a few dozen KB, and whatever the member picked, the server gets a JPEG.
 */
export async function shrinkToJpegBase64(file: Blob, maxSide = 512, quality = 0.85): Promise<string> {
  const { dataUrl } = await shrinkImage(file, { maxSide, quality });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
