import { InvalidSignatureError } from './legajo-data';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Checks the bytes, not a name or a MIME type the client chose: a PNG starts with these 8 bytes. */
export function assertPng(bytes: Uint8Array): void {
  if (bytes.length < 8 + 25 || PNG_MAGIC.some((b, k) => bytes[k] !== b)) {
    throw new InvalidSignatureError();
  }
}
