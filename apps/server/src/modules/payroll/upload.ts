import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { payrollMessages } from '@portal/contract';
import { HttpError } from '../../lib/http-error';

export const MAX_UPLOAD_MB = 50;

export interface SpooledFile {
  /** The private temporary copy. */
  path: string;
  sha256: string;
  bytes: number;
  /** Reads the file again from disk, as many times as needed (the check, then the commit). */
  read: () => AsyncIterable<Uint8Array>;
  discard: () => Promise<void>;
}

/**
 * The upload copied to a private temporary file as it arrives, hashed on the way. The file is then read
 * twice from disk (every line checked before anything is written), instead of holding a 50 MB body
 * in memory or keeping a database transaction open while a slow client uploads.
 */
export async function spoolUpload(body: unknown, maxMb = MAX_UPLOAD_MB): Promise<SpooledFile> {
  if (!isReadable(body)) throw new HttpError(415, payrollMessages.notCsv);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-upload-'));
  const file = path.join(dir, 'upload.csv');
  const discard = () => rm(dir, { recursive: true, force: true });
  const hash = createHash('sha256');
  const out = createWriteStream(file, { mode: 0o600 });
  let bytes = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxMb * 1024 * 1024)
        throw new HttpError(413, payrollMessages.tooLarge(maxMb), { connection: 'close' });
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    out.end();
    await finished(out);
  } catch (error) {
    // The request stream is left alone: the answer goes out with Connection: close (the 413 says so),
    // which ends the upload without reading the rest of it.
    out.destroy();
    await discard();
    throw error;
  }
  return {
    path: file,
    sha256: hash.digest('hex'),
    bytes,
    read: () => createReadStream(file, { highWaterMark: 256 * 1024 }),
    discard,
  };
}

const isReadable = (value: unknown): value is Readable =>
  typeof value === 'object' && value !== null && typeof (value as Readable).pipe === 'function';
