import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@portal/contract';
import { loadConfig } from '../src/config';
import { describeStart, startServer } from '../src/start';
import { LockedError } from '../src/db/data-dir-lock';
import { startSmtpSink } from './support/smtp-sink';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
const mailDataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
afterAll(() => [dataDir, mailDataDir].forEach((d) => rmSync(d, { recursive: true, force: true })));

// The process as `npm start` runs it: embedded database in DATA_DIR, migrations, demo data, a real port.
describe('startServer on the embedded database', () => {
  it('migrates, loads the demo data, serves on a free port, holds the folder and lets go on close', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0' });
    const server = await startServer(config, { logLevel: false });
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      const res = await fetch(`${server.url}${paths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Mail: 'socio@demo.com.ar', Password: 'Demo1234' }),
      });
      expect(res.status).toBe(200);
      expect(describeStart(server.url, config)).toContain('socio@demo.com.ar / Demo1234');
      await expect(startServer(config, { logLevel: false })).rejects.toThrow(LockedError);
    } finally {
      await server.close();
    }
    expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 60_000);
});

describe('closing the started server', () => {
  it('lets the mail of the last requests leave before closing the database and letting go of the folder', async () => {
    const sink = await startSmtpSink();
    try {
      const server = await startServer(
        loadConfig({ DATA_DIR: mailDataDir, PORT: '0', SMTP_URL: sink.url, DEMO_DATA: 'on' }),
        { logLevel: false },
      );
      const preRegister = (mail: string) =>
        fetch(`${server.url}${paths.preRegister}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eMail: mail }),
        });
      // The first mail keeps the sender busy for a while; the second is queued meanwhile, so at close it
      // is due but not yet taken: closing right away would leave it in the outbox until the next start.
      sink.slow(1_500);
      expect((await preRegister('primero.cierre@prueba.com.ar')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect((await preRegister('segundo.cierre@prueba.com.ar')).status).toBe(200);
      const closingAt = Date.now();
      await server.close();
      expect(Date.now() - closingAt).toBeLessThan(8_000);
      const sentTo = sink.received.flatMap((m) => m.to?.map((a) => a.address) ?? []);
      expect(sentTo).toEqual(
        expect.arrayContaining(['primero.cierre@prueba.com.ar', 'segundo.cierre@prueba.com.ar']),
      );
      expect(existsSync(path.join(mailDataDir, 'portal.lock'))).toBe(false);
    } finally {
      await sink.close();
    }
  }, 60_000);
});

describe('the start-up lines about mail', () => {
  it('say plainly that the demo mailbox is open to anyone, and name no mailbox otherwise', () => {
    const url = 'http://localhost:3000';
    const demo = describeStart(url, loadConfig({ DATA_DIR: dataDir }));
    expect(demo).toContain(`${url}/dev/mailbox`);
    expect(demo).toMatch(/OPEN TO ANYONE/);
    const outboxOnly = describeStart(
      url,
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', MAIL_OUTBOX: 'on' }),
    );
    expect(outboxOnly).toContain('MAIL_OUTBOX=on');
    expect(outboxOnly).not.toContain('/dev/mailbox');
    const smtp = describeStart(
      url,
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', SMTP_URL: 'smtp://h:25' }),
    );
    expect(smtp).toContain('Mail: SMTP');
    expect(smtp).not.toContain('/dev/mailbox');
  });
});
