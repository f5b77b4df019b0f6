import { MAX_IMAGE_BYTES } from '@portal/contract/rules';
import { shrinkImage } from '../../../lib/shrink-image';

const allowedExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

export interface FileProblem {
  title: string;
  description: string;
}

/** Avatar rules of docs/product.md#validation: extension and 5 MB. */
export function checkAvatarFile(file: File): FileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!allowedExtensions.includes(extension)) {
    return { title: 'Formato no válido', description: 'La imagen debe ser JPG, JPEG, PNG, GIF o WEBP.' };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: 'Archivo muy grande', description: 'La imagen no puede superar los 5 MB.' };
  }
  return null;
}

/**
 * Re-encodes a picture as a small JPEG (longest side `maxSide`) and returns its base64 without prefix:
 * a phone photo of several MB becomes a few dozen KB, and whatever the member picked, the server gets a JPEG.
 */
export async function shrinkToJpegBase64(file: Blob, maxSide = 512, quality = 0.85): Promise<string> {
  const { dataUrl } = await shrinkImage(file, { maxSide, quality });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
