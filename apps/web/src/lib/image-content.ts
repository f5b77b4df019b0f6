/*
 * What a picked file really is, read from its first bytes before anything is decoded or shrunk: a PDF or
 * a document renamed "foto.jpg" (or given an image MIME type by the phone) is refused at once with a clear
 * message instead of failing later inside the shrinking. The server checks the content again (sharp).
 * Only the formats a phone's camera or gallery gives and a browser can decode are recognised.
 */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'avif' | 'bmp';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The image format of these leading bytes (at least 12), or null when they are not an image's. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  // ISO base media files (HEIC from iPhones, AVIF): a 'ftyp' box whose brand names the image format.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}

/** Reads the first bytes of a picked file and names its image format (null: not an image). */
export async function readImageKind(file: Blob): Promise<ImageKind | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageKindOf(head);
}
