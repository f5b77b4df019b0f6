/**
 * A payroll file read as lines while it streams in: memory holds one line at a time, whatever the file's
 * size. Hand-written rather than node:readline because readline buffers a line of any length, and a
 * 50 MB file without a newline must cost one line's limit, not 50 MB.
 */
export interface FileLine {
  /** 1-based, as a person counts lines in an editor. */
  number: number;
  text: string;
  /** The line was longer than the limit: `text` holds its start only, and the rest was skipped. */
  tooLong: boolean;
}

export class NotUtf8Error extends Error {
  constructor() {
    super('El archivo no está en UTF-8');
  }
}

export async function* fileLines(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  maxLineChars: number,
): AsyncGenerator<FileLine> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending = '';
  let skipping = false;
  let number = 0;
  let first = true;

  const decode = (chunk: Uint8Array | string, stream: boolean) => {
    if (typeof chunk === 'string') return chunk;
    try {
      return decoder.decode(chunk, { stream });
    } catch {
      throw new NotUtf8Error();
    }
  };

  function* take(text: string): Generator<FileLine> {
    let start = 0;
    for (;;) {
      const newline = text.indexOf('\n', start);
      if (newline === -1) break;
      const piece = text.slice(start, newline);
      start = newline + 1;
      number += 1;
      if (skipping) {
        skipping = false;
        continue;
      }
      yield finish(pending + piece, false);
      pending = '';
    }
    if (skipping) return;
    pending += text.slice(start);
    if (pending.length > maxLineChars) {
      // Reported now, then everything up to the next newline is dropped unread.
      yield { number: number + 1, text: pending.slice(0, maxLineChars), tooLong: true };
      pending = '';
      skipping = true;
    }
  }

  const finish = (raw: string, tooLong: boolean): FileLine => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.length > maxLineChars) return { number, text: text.slice(0, maxLineChars), tooLong: true };
    return { number, text, tooLong };
  };

  for await (const chunk of chunks) {
    let text = decode(chunk, true);
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    yield* take(text);
  }
  yield* take(decode(new Uint8Array(), false));
  if (!skipping && pending !== '') {
    number += 1;
    yield finish(pending, false);
  }
}
