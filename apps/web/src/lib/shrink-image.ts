/*
 * Phone photos are often 4000x3000 and 5-12 MB: too big to send (5 MB limit) and slow on a phone network.
 * They are decoded off the main thread (createImageBitmap), scaled so the longest side is at most
 * `maxSide`, and re-encoded as JPEG. 2000 px keeps an ID card legible; at quality 0.85 that is a few
 * hundred KB. OffscreenCanvas encodes without touching the DOM; a plain canvas is the fallback.
 */

export interface ShrinkOptions {
  /** Longest side of the result, in pixels. */
  maxSide?: number;
  /** JPEG quality, 0-1. */
  quality?: number;
}

export interface ShrunkImage {
  blob: Blob;
  /** "data:image/jpeg;base64,...", for a preview and for the JSON body. */
  dataUrl: string;
  width: number;
  height: number;
}

/** Width and height scaled down (never up) so the longest side is at most maxSide. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    // from-image applies the EXIF rotation, so a portrait photo stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

async function encodeJpeg(image: Decoded, width: number, height: number, quality: number): Promise<Blob> {
  const paint = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // JPEG has no transparency: a PNG's clear pixels become white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      paint(context);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No se pudo procesar la imagen');
  paint(context);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('No se pudo procesar la imagen'))),
      'image/jpeg',
      quality,
    ),
  );
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always yields a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen'));
    reader.readAsDataURL(blob);
  });
}

/** Decodes any image the browser can read and returns it as a JPEG no larger than maxSide on its longest side. */
export async function shrinkImage(
  file: Blob,
  { maxSide = 2000, quality = 0.85 }: ShrinkOptions = {},
): Promise<ShrunkImage> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, maxSide);
    const blob = await encodeJpeg(image, size.width, size.height, quality);
    return { blob, dataUrl: await blobToDataUrl(blob), ...size };
  } finally {
    image.close();
  }
}
