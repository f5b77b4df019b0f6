import { vi } from 'vitest';
import type { StubReply } from '../../../test/fetch-stub';

export interface RecordedUpload {
  path: string;
  contentType: string | null;
  body: string;
}

type UploadHandler = (body: string) => StubReply;

/**
 * Replaces XMLHttpRequest (the uploads use it for their progress): each 'POST /path?query' answers with
 * its handler after reporting half, then all, of the body as sent. An unknown upload fails loudly.
 */
export function stubUploads(handlers: Record<string, UploadHandler>) {
  const uploads: RecordedUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((event: ProgressEvent) => void) | null;
      onload: (() => void) | null;
    } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private path = '';
    private headers: Record<string, string> = {};

    open(method: string, path: string) {
      this.path = `${method} ${path}`;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: Blob) {
      void (async () => {
        const text = await body.text();
        uploads.push({ path: this.path, contentType: this.headers['content-type'] ?? null, body: text });
        const total = body.size;
        this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total } as ProgressEvent);
        await new Promise((resolve) => setTimeout(resolve, 0));
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
        this.upload.onload?.();
        const handler = handlers[this.path];
        if (!handler) throw new Error(`upload stub: no handler for ${this.path}`);
        const reply = handler(text);
        this.status = reply.status ?? 200;
        this.responseText = reply.text ?? JSON.stringify(reply.json ?? {});
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}

/** A File as the file input gives it. */
export const csvFile = (name: string, lines: string[]) =>
  new File([lines.join('\n')], name, { type: 'text/csv' });
