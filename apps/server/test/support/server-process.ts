import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.join(import.meta.dirname, '../../src/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** The real server as `npm start` runs it (source through tsx), on a free port of 127.0.0.1. */
export function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'off',
      // Production-like without a mail server: mail kept in the outbox, no open mailbox (config.ts).
      MAIL_OUTBOX: env.SMTP_URL || env.DEMO_DATA === 'on' ? '' : 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), timeoutMs);
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => out, exited });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}
