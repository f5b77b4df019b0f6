import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { repoRoot } from '../src/locations';

describe('configuration from the environment', () => {
  it('uses the defaults of docs/product.md#configuration', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Portal de Socios <no-responder@localhost>',
      publicUrl: 'http://localhost:3000',
      demoData: true,
      mailbox: true,
    });
    expect(c.dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('asks staff for a second factor unless demo data is loaded, or STAFF_TOTP says otherwise', () => {
    expect(loadConfig({}).staffTotp).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', MAIL_OUTBOX: 'on' }).staffTotp).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'on' }).staffTotp).toBe(false);
    expect(loadConfig({ STAFF_TOTP: 'on' }).staffTotp).toBe(true);
    expect(() => loadConfig({ STAFF_TOTP: 'maybe' })).toThrow(/STAFF_TOTP/);
  });

  it('resolves a relative DATA_DIR against the repository root and keeps absolute ones', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(path.join(repoRoot, 'var', 'db'));
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).dataDir).toBe('/srv/portal');
  });

  it('turns demo data off by default with DATABASE_URL, and lets DEMO_DATA decide', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', MAIL_OUTBOX: 'on' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false', MAIL_OUTBOX: 'on' }).demoData).toBe(false);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY is on', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('drops a trailing slash of PUBLIC_URL and treats empty variables as unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://socios.example.com/' }).publicUrl).toBe(
      'https://socios.example.com',
    );
    expect(loadConfig({ PORT: '', SMTP_URL: ' ' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['PUBLIC_URL', 'not a url'],
    ['DEMO_DATA', 'maybe'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain('\n');
  });

  it('never echoes URLs that may hold passwords', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@localhost/db' })).toThrow(/^(?!.*hunter2)/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")',
    );
  });

  describe('mail (the open mailbox was a takeover: staff setup links for anyone)', () => {
    const production = { DATABASE_URL: 'postgres://u@h:5432/db' };

    it('refuses to start without SMTP_URL and without demo data, naming SMTP_URL', () => {
      for (const env of [production, { DEMO_DATA: 'off' }, { ...production, MAIL_OUTBOX: 'off' }]) {
        let error: unknown;
        try {
          loadConfig(env);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toMatch(/^Invalid configuration: SMTP_URL is required/);
        expect((error as Error).message).toContain('MAIL_OUTBOX=on');
        expect((error as Error).message).not.toContain('\n');
      }
    });

    it('serves the open mailbox only with demo data and no SMTP_URL', () => {
      expect(loadConfig({}).mailbox).toBe(true);
      expect(loadConfig({ ...production, DEMO_DATA: 'on' }).mailbox).toBe(true);
      expect(loadConfig({ SMTP_URL: 'smtp://h:25' }).mailbox).toBe(false);
      expect(loadConfig({ ...production, SMTP_URL: 'smtp://h:25' }).mailbox).toBe(false);
      expect(loadConfig({ ...production, MAIL_OUTBOX: 'on' })).toMatchObject({
        mailbox: false,
        smtpUrl: undefined,
        demoData: false,
      });
      expect(loadConfig({ MAIL_OUTBOX: 'on' }).mailbox).toBe(false);
    });

    it('refuses MAIL_OUTBOX=on beside SMTP_URL, and a bad MAIL_OUTBOX', () => {
      expect(() => loadConfig({ SMTP_URL: 'smtp://h:25', MAIL_OUTBOX: 'on' })).toThrow(
        /^Invalid configuration: MAIL_OUTBOX=on and SMTP_URL/,
      );
      expect(() => loadConfig({ MAIL_OUTBOX: 'maybe' })).toThrow(/^Invalid configuration: MAIL_OUTBOX /);
    });

    it('lets `npm run staff`, which sends no mail, run without SMTP_URL', () => {
      expect(loadConfig(production, { mail: false }).mailbox).toBe(false);
    });
  });
});
