import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths, serverMessages } from '@portal/contract';
import { spawnServer, type ServerProcess } from './support/server-process';

// The process as a container platform runs it: SIGTERM, then a few seconds (often 10) before SIGKILL.
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-process-'));
  dirs.push(dir);
  return dir;
};
const children: ServerProcess[] = [];
const spawn = async (env: Record<string, string>) => {
  const server = await spawnServer(env);
  children.push(server);
  return server;
};
afterAll(() => {
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function openSocket(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  let closedAt: number | undefined;
  socket.on('data', (c: Buffer) => (received += c.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedAt = Date.now();
      resolve();
    }),
  );
  return {
    socket,
    received: () => received,
    closedAt: () => closedAt,
    closed,
    ready: new Promise<void>((r) => socket.once('connect', () => r())),
  };
}

const head = (url: string, body: string, host: string) =>
  `POST ${url} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return check();
};
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms),
    ),
  ]);

/** Status lines, headers and JSON bodies of the HTTP/1.1 answers read from one socket. */
const answers = (raw: string) =>
  [...raw.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n(\{[^\r\n]*?\})(?=HTTP\/1\.1|$)/g)].map(
    (m) => ({
      status: Number(m[1]),
      headers: m[2]!.toLowerCase(),
      body: JSON.parse(m[3]!) as { Status: number; Mensaje: string },
    }),
  );

describe('shutdown on SIGTERM', () => {
  it('answers the request in flight, gives a request arriving on an open connection the 503 envelope, closes idle connections and exits 0 within 10 s', async () => {
    const server = await spawn({ DATA_DIR: newDataDir() });
    const host = new URL(server.url).host;

    // An idle keep-alive connection that already got its answer.
    const idle = openSocket(server.url);
    await idle.ready;
    idle.socket.write(head(paths.organismos, '{}', host) + '{}');
    expect(await waitFor(() => answers(idle.received()).length === 1, 5000)).toBe(true);

    // A request in flight: headers and half its body sent (Fastify has routed it already).
    const body = JSON.stringify({ Mail: 'nadie@prueba.com.ar', Password: 'Incorrecta1' });
    const busy = openSocket(server.url);
    await busy.ready;
    busy.socket.write(head(paths.login, body, host) + body.slice(0, 10));

    // A kept-alive connection that answered one request and has begun sending the next one: not idle,
    // so it stays open, and its request is routed only once it is complete, after closing started.
    const next = openSocket(server.url);
    await next.ready;
    next.socket.write(head(paths.organismos, '{}', host) + '{}');
    expect(await waitFor(() => answers(next.received()).length === 1, 5000)).toBe(true);
    const nextHead = head(paths.organismos, '{}', host);
    next.socket.write(nextHead.slice(0, 20));
    await new Promise((r) => setTimeout(r, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await within(idle.closed, 3000, 'the idle keep-alive connection is closed by the server');
    expect(answers(idle.received())).toHaveLength(1);

    next.socket.write(nextHead.slice(20) + '{}');
    // The rest of the body, and a second request pipelined behind it on the same connection.
    busy.socket.write(body.slice(10) + head(paths.organismos, '{}', host) + '{}');

    const code = await within(server.exited, 10_000, 'exit after SIGTERM');
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await Promise.all([busy.closed, next.closed]);

    // The request in flight gets its normal answer, asking the client to close the connection; the server
    // then closes it, so the request pipelined behind it is never answered (the client retries elsewhere).
    const onBusy = answers(busy.received());
    expect(onBusy).toHaveLength(1);
    expect(onBusy[0]).toMatchObject({
      status: 401,
      body: { Status: 401, Mensaje: serverMessages.badCredentials },
    });
    expect(onBusy[0]!.headers).toContain('connection: close');

    // The request completed while closing gets 503 in the envelope every answer has, in Spanish.
    const onNext = answers(next.received());
    expect(onNext.map((a) => a.status)).toEqual([200, 503]);
    expect(onNext[1]!.body).toEqual({ Status: 503, Mensaje: serverMessages.restarting });
    expect(onNext[1]!.headers).toContain('content-type: application/json');
    expect(onNext[1]!.headers).toContain('connection: close');
    expect(onNext[1]!.headers).toContain('cache-control: no-store');
    expect(server.output()).toContain('SIGTERM received, closing');
  }, 60_000);

  it('exits 0 within 10 s even when a client never finishes its request and the mail server never answers', async () => {
    // A mail server that accepts the connection and never says a word.
    const silent: Socket[] = [];
    const smtp = createServer((s) => void silent.push(s.on('error', () => {})));
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    try {
      const smtpPort = (smtp.address() as AddressInfo).port;
      // Demo data: an organismo to pre-register in, and the demo approval timer running.
      const server = await spawn({
        DATA_DIR: newDataDir(),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DEMO_DATA: 'on',
      });
      const host = new URL(server.url).host;

      // A code request: its mail goes to the silent server and hangs there.
      const res = await fetch(`${server.url}${paths.preRegister}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eMail: 'espera@prueba.com.ar' }),
      });
      expect(res.status).toBe(200);
      expect(await waitFor(() => silent.length > 0, 5000)).toBe(true);

      // A client that sends half its body and then nothing more.
      const stuck = openSocket(server.url);
      await stuck.ready;
      const body = JSON.stringify({ Mail: 'lento@prueba.com.ar', Password: 'Incorrecta1' });
      stuck.socket.write(head(paths.login, body, host) + body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 300));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await within(server.exited, 10_000, 'exit after SIGTERM');
      const seconds = (Date.now() - signalledAt) / 1000;
      expect(code).toBe(0);
      expect(seconds).toBeLessThan(10);
      // It did wait (a little over 6 s for the stuck client) instead of dropping everything at once.
      expect(seconds).toBeGreaterThan(5);
      await stuck.closed;
      expect(stuck.closedAt()! - signalledAt).toBeLessThan(9_000);
      expect(stuck.received()).toBe('');
      expect(server.output()).toContain('connections cut, unfinished work left behind');
    } finally {
      silent.forEach((s) => s.destroy());
      smtp.close();
    }
  }, 60_000);
});

describe('the embedded database lock across restarts', () => {
  it('a server killed with SIGKILL leaves a lock that the next start takes over, also when its pid now runs another program', async () => {
    const dataDir = newDataDir();
    const lockFile = path.join(dataDir, 'portal.lock');
    const first = await spawn({ DATA_DIR: dataDir });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFile)).toBe(true);

    // As after a container restart: the recorded pid runs again, now as an unrelated process (this one).
    const left = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; startTime?: string };
    expect(left).toMatchObject({ pid: first.child.pid, startTime: expect.stringMatching(/^\d+$/) });
    writeFileSync(lockFile, JSON.stringify({ ...left, pid: process.pid }));

    const second = await spawn({ DATA_DIR: dataDir });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: second.child.pid });
    // Signalled the moment it printed its start-up line: already a clean close, not Node's default kill.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);

  it('a second server on the folder of a running one exits non-zero saying the folder is in use', async () => {
    const dataDir = newDataDir();
    const running = await spawn({ DATA_DIR: dataDir });
    const error = await spawnServer({ DATA_DIR: dataDir }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^server exited with [1-9]\d*:/);
    expect(error?.message).toContain(
      `The database folder ${dataDir} is in use by another server process (pid ${running.child.pid})`,
    );
    // The running one is untouched: it still answers and still holds the lock.
    expect((await fetch(`${running.url}${paths.organismos}`, { method: 'POST' })).status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'portal.lock'), 'utf8'))).toMatchObject({
      pid: running.child.pid,
    });
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 90_000);
});
