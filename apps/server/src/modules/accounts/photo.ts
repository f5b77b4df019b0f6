import { MAX_IMAGE_BYTES, serverMessages } from '@portal/contract';
import { badRequest, tooLarge } from '../../lib/http-error';

export interface Photo {
  mime: string;
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type is read from the content, never trusted from a name or a data-URL prefix. */
function sniff(bytes: Buffer): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export function decodePhoto(foto: string): Photo {
  const base64 = foto.replace(/^data:[\w.+/-]*(;[\w=.-]+)*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1) throw badRequest(serverMessages.photoNotImage);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(serverMessages.photoTooLarge);
  const mime = sniff(bytes);
  if (!mime || bytes.length < 16) throw badRequest(serverMessages.photoNotImage);
  return { mime, bytes };
}
