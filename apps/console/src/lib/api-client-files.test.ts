import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedListener } from '@portal/ui/api-transport';
import { apiGetBlob, apiUpload } from './api-client';

const expired = { Status: 401, Mensaje: 'Sesión vencida' };

afterEach(() => setUnauthorizedListener(null));

describe('files through the console transport', () => {
  it('a download whose session expired takes the person to sign in', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(expired), { status: 401 }));
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    await expect(apiGetBlob('/api/console/x.csv')).rejects.toMatchObject(expired);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('an upload whose session expired takes the person to sign in', async () => {
    class ExpiredXhr {
      status = 401;
      responseText = JSON.stringify(expired);
      upload = {};
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', ExpiredXhr);
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    const upload = apiUpload('/api/console/x', new Blob(['a'], { type: 'text/csv' }), {
      contentType: 'text/csv',
      onProgress: () => {},
    });
    await expect(upload).rejects.toMatchObject(expired);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
