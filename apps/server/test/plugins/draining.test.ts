import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serverMessages } from '@portal/contract';
import { draining } from '../../src/plugins/draining';

describe('requests that arrive while the server closes', () => {
  it('get 503 in the JSON envelope with a Spanish Mensaje, and are asked to close the connection', async () => {
    const app = Fastify({ return503OnClosing: false });
    await app.register(draining);
    app.post('/api/x', async () => ({ Status: 200, Mensaje: 'ok' }));
    // Another plugin's slow preClose keeps the server listening a moment after closing started.
    let release!: () => void;
    app.addHook('preClose', () => new Promise<void>((resolve) => (release = resolve)));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 50));
    const res = await fetch(`${url}/api/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ Status: 503, Mensaje: serverMessages.restarting });
    release();
    await closing;
  });
});
