import sharp from 'sharp';

// Real images made once per test file; the byte-size helpers pad a real image with bytes after its end
// marker (decoders ignore them, and the server's re-encoding drops them).
const noise = (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } });
};

/** A real 1x1 PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const BASE_JPEG = await noise(24, 16).jpeg({ quality: 90 }).toBuffer();
const BASE_PNG = await noise(24, 16).png().toBuffer();
const GIF = await noise(16, 16).gif().toBuffer();
const WEBP = await noise(16, 16).webp().toBuffer();

const padTo = (image: Buffer, size: number) =>
  size <= image.length ? image.subarray(0, size) : Buffer.concat([image, Buffer.alloc(size - image.length, 7)]);

/** A real JPEG of exactly `size` bytes (cut short, and so broken, when `size` is below the image's own). */
export const jpegOf = (size: number) => padTo(BASE_JPEG, size);
export const pngOf = (size: number) => padTo(BASE_PNG, size);
export const webp = () => WEBP;
export const gif = () => GIF;
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n');
export const textFile = () => Buffer.from('esto es un archivo de texto renombrado como foto.jpg\n');

/** Width, height and format as a decoder reads them. */
export const describeImage = async (bytes: Uint8Array) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

/**
 * A tiny PNG whose header declares width x height: a decompression bomb's shape, a few hundred bytes.
 * The IHDR fields are patched in a real 1x1 PNG and its CRC recomputed.
 */
export function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(PNG_BASE64, 'base64');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
