import { describe, expect, it } from 'vitest';
import { imageKindOf, readImageKind } from './image-content';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('image content', () => {
  it('names the formats a phone gives by their first bytes', () => {
    expect(imageKindOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF\0\0\0\0\0\0'))).toBe('jpeg');
    expect(imageKindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR\0\0\0\0'))).toBe('png');
    expect(imageKindOf(bytes('GIF89a\0\0\0\0\0\0'))).toBe('gif');
    expect(imageKindOf(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageKindOf(bytes([0, 0, 0, 0x18], 'ftypheic\0\0\0\0'))).toBe('heic');
    expect(imageKindOf(bytes([0, 0, 0, 0x1c], 'ftypavif\0\0\0\0'))).toBe('avif');
  });

  it('refuses what is not an image, whatever its name or type says', async () => {
    expect(imageKindOf(bytes('%PDF-1.7\n%\0\0\0\0'))).toBeNull();
    expect(imageKindOf(bytes('PK', [3, 4], '\0\0\0\0\0\0\0\0\0\0'))).toBeNull();
    expect(imageKindOf(bytes([0, 0, 0, 0x18], 'ftypmp42\0\0\0\0'))).toBeNull(); // a video
    expect(imageKindOf(new Uint8Array(0))).toBeNull();
    const pdfAsJpeg = new File(['%PDF-1.4 lo que sea'], 'dni.jpg', { type: 'image/jpeg' });
    expect(await readImageKind(pdfAsJpeg)).toBeNull();
    const jpeg = new File([bytes([0xff, 0xd8, 0xff, 0xdb], '\0'.repeat(60))], 'x.bin', { type: '' });
    expect(await readImageKind(jpeg)).toBe('jpeg');
  });
});
