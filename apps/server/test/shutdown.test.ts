import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths, serverMessages } from '@portal/contract';
import { spawnServer } from './support/server-process';

// The process as a container platform runs it: SIGTERM, then a few seconds before SIGKILL.
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-process-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function openSocket(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, closed, ready: new Promise<void>((r) => socket.once('connect', () => r())) };
}

const request = (url: string, body: string, host: string) =>
  `POST ${url} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return check();
};

/** Status lines and JSON bodies of the HTTP/1.1 answers read from one socket. */
const answers = (raw: string) =>
  [...raw.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n(\{[^\r\n]*?\})(?=HTTP\/1\.1|$)/g)].map((m) => ({
    status: Number(m[1]),
    headers: m[2]!.toLowerCase(),
    body: JSON.parse(m[3]!) as { Status: number; Mensaje: string },
  }));

describe('shutdown on SIGTERM', () => {
  it('finishes the request in flight, answers later ones with the 503 envelope, closes idle connections and exits within 10 s', async () => {
    const server = await spawnServer({ DATA_DIR: newDataDir() });
    const host = new URL(server.url).host;

    // An idle keep-alive connection that already got its answer.
    const idle = openSocket(server.url);
    await idle.ready;
    idle.socket.write(request(paths.organismos, '{}', host) + '{}');
    expect(await waitFor(() => idle.received().includes('\r\n\r\n{'), 5000)).toBe(true);

    // A request in flight: headers and half its body sent.
    const body = JSON.stringify({ Mail: 'nadie@prueba.com.ar', Password: 'Incorrecta1' });
    const busy = openSocket(server.url);
    await busy.ready;
    busy.socket.write(request(paths.login, body, host) + body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await idle.closed; // the idle connection is closed by the server
    await new Promise((r) => setTimeout(r, 300));
    // The rest of the body, and a second request pipelined behind it on the same connection.
    busy.socket.write(body.slice(10) + request(paths.organismos, '{}', host) + '{}');

    const code = await server.exited;
    const seconds = (Date.now() - signalledAt) / 1000;
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(10);

    const [first, second] = answers(busy.received());
    expect(first).toMatchObject({ status: 401, body: { Status: 401, Mensaje: serverMessages.badCredentials } });
    expect(first!.headers).toContain('connection: close');
    // Either the pipelined request was answered with the envelope, or the connection was closed before it.
    if (second) expect(second).toMatchObject({ status: 503, body: { Status: 503, Mensaje: serverMessages.restarting } });
    busy.socket.destroy();
  }, 60_000);
});

describe('the embedded database lock across restarts', () => {
  it('a server killed with SIGKILL leaves a lock that the next start takes over; two live servers cannot share a folder', async () => {
    const dataDir = newDataDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);

    const second = await spawnServer({ DATA_DIR: dataDir });
    expect(JSON.parse(readFileSync(path.join(dataDir, 'portal.lock'), 'utf8'))).toMatchObject({ pid: second.child.pid });
    const third = spawnServer({ DATA_DIR: dataDir });
    await expect(third).rejects.toThrow(/in use by another server process/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 90_000);
});
