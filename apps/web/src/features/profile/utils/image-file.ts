import { MAX_IMAGE_BYTES } from '@portal/contract/rules';

const allowedExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

export interface FileProblem {
  title: string;
  description: string;
}

/** Avatar rules of spec section 5: extension and 5 MB. */
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

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void }> {
  if ('createImageBitmap' in window) {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  await image.decode();
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
}

/**
 * Re-encodes a picture as a small JPEG (longest side `maxSide`) and returns its base64 without prefix:
 * a phone photo of several MB becomes a few dozen KB, and whatever the member picked, the server gets a JPEG.
 */
export async function shrinkToJpegBase64(file: Blob, maxSide = 512, quality = 0.85): Promise<string> {
  const image = await decode(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No se pudo procesar la imagen');
    // JPEG has no transparency: paint it white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    return dataUrl.slice(dataUrl.indexOf(',') + 1);
  } finally {
    image.close();
  }
}
