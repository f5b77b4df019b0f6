import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const serverEntry = resolve(import.meta.dirname, '../../../apps/server/dist/server.js');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built server (npm run build first) on a free loopback port, on a fresh embedded database
 * with demo data and mail kept in the outbox, so the test reads e-mails at /dev/mailbox like a newcomer.
 *
 * When E2E_DATA_TEMPLATE names a folder (scripts/e2e.mjs sets it for a whole run), the fresh database is a
 * copy of a folder the first start migrated and filled with the demo data: each later start skips initdb,
 * the migrations and the demo data, which took most of its 8 to 17 s.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && extraEnv.DEMO_DATA === undefined) {
    await cp(await demoDataTemplate(template), dataDir, { recursive: true });
  }
  try {
    const running = await spawnServer(dataDir, extraEnv);
    return {
      url: running.url,
      async stop() {
        await running.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The template folder, made on first use by a server that starts on it and stops. */
async function demoDataTemplate(template: string): Promise<string> {
  if (
    await stat(template).then(
      () => true,
      () => false,
    )
  )
    return template;
  const building = `${template}.${process.pid}`;
  const running = await spawnServer(building, {});
  await running.stop();
  // A rename is atomic: a file started at the same time sees either no template or a whole one.
  await rename(building, template).catch(async () => rm(building, { recursive: true, force: true }));
  return template;
}

async function spawnServer(dataDir: string, extraEnv: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, SMTP_URL: _smtp, E2E_DATA_TEMPLATE: _template, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DEMO_DATA: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/openapi.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
