import { describe, expect, it } from 'vitest';
import { paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, TEST_PASSWORD } from '../../support/factories';
import { outbox, resetTokenIn } from '../../support/mail';

// Limits must stop an attacker without locking the owner out for good.
const logLines: string[] = [];
const { db, post } = await createTestApp({ logLines });
const login = (Mail: string, Password: string, address: string, forwardedFor?: string) =>
  post(paths.login, { Mail, Password }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, address);

describe('lockouts that would punish the owner', () => {
  it("a member locked out by someone else's wrong passwords recovers by e-mail and signs in with the new password", async () => {
    const member = await createMember(db);
    for (let i = 0; i < 5; i++) await login(member.mail, `Ajena${i}aA1`, '203.0.113.66');
    expect((await login(member.mail, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(429);
    await post(paths.recoverPassword, { Mail: member.mail }, {}, '198.51.100.20');
    const token = decodeURIComponent(resetTokenIn((await outbox(db, member.mail))[0]!.text_body)!);
    expect(
      (await post(paths.updatePassword, { Token: token, Password1: 'Recupera99', Password2: 'Recupera99' }))
        .statusCode,
    ).toBe(200);
    expect((await login(member.mail, 'Recupera99', '198.51.100.20')).statusCode).toBe(200);
  });

  it('behind a proxy not declared with TRUST_PROXY, one abuser does not lock every member out', async () => {
    const member = await createMember(db);
    // The proxy on this machine (loopback) forwards every client: only the one abusing it is stopped.
    for (let i = 0; i < 20; i++)
      await login(`nadie${i}@prueba.com.ar`, 'Mala1234', '127.0.0.1', '198.51.100.7');
    expect((await login(member.mail, TEST_PASSWORD, '127.0.0.1', '198.51.100.7')).statusCode).toBe(429);
    expect((await login(member.mail, TEST_PASSWORD, '127.0.0.1', '203.0.113.20')).statusCode).toBe(200);
    // A client that appends its own fake address is still counted by the address the proxy appended last.
    expect(
      (await login(member.mail, TEST_PASSWORD, '127.0.0.1', '203.0.113.99, 198.51.100.7')).statusCode,
    ).toBe(429);
    expect(logLines.filter((l) => l.includes('TRUST_PROXY is off'))).toHaveLength(1);
  });

  it('a client reaching the server directly cannot dodge the address limit by forging X-Forwarded-For', async () => {
    const member = await createMember(db);
    for (let i = 0; i < 20; i++)
      await login(`otro${i}@prueba.com.ar`, 'Mala1234', '203.0.113.5', `192.0.2.${i}`);
    expect((await login(member.mail, TEST_PASSWORD, '203.0.113.5', '192.0.2.200')).statusCode).toBe(429);
  });
});
