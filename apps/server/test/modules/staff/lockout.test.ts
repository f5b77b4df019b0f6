import { describe, expect, it } from 'vitest';
import { consoleMessages, consolePaths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import { hashToken, newSecretToken } from '../../../src/lib/secret-token';
import { createStaff, sessionCookie, STAFF_PASSWORD } from '../../support/staff';

// Decision 018: issue 22's hole 5 (anyone could lock a staff member out) and hole 3 (no trace of sign-ins).
const { app, db } = await createTestApp({ staffTotp: false });
const json = { 'content-type': 'application/json' };
const signIn = (email: string, password: string, address: string) =>
  app.inject({
    method: 'POST',
    url: consolePaths.session,
    headers: json,
    payload: { email, password },
    remoteAddress: address,
  });
const unlock = (token: string) =>
  app.inject({ method: 'POST', url: consolePaths.unlock, headers: json, payload: { token } });
const auditOf = (action: string, email: string) =>
  db.query<{ staff_id: number | null; address: string | null; after: unknown; reason: string | null }>(
    `SELECT staff_id, address, after, reason FROM audit_log
      WHERE action = $1 AND (after->>'email' = $2 OR staff_id = (SELECT id FROM staff WHERE email = $2))
      ORDER BY id`,
    [action, email],
  );
const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;

describe('the staff sign-in lockout', () => {
  it('lets the owner in from another address while 40 failures come from one address', async () => {
    await createStaff(app, 'duena@staff.test', ['soporte']);
    for (let i = 0; i < 4; i++)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => signIn('duena@staff.test', `Mala-${i}-${j}`, '10.9.0.1')),
      );
    expect((await signIn('duena@staff.test', STAFF_PASSWORD, '10.9.0.1')).statusCode).toBe(429);
    expect((await signIn('duena@staff.test', STAFF_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
    const locks = await auditOf('staff.lockout', 'duena@staff.test');
    expect(locks.map((r) => parsed(r.after).scope)).toEqual(['address']);
    expect(locks[0]!.address).toBe('10.9.0.1');
  });

  it('locks an address for an account after 5 failures, and only that pair', async () => {
    await createStaff(app, 'par@staff.test', ['soporte']);
    for (let i = 0; i < 5; i++)
      expect((await signIn('par@staff.test', `Mala-${i}`, '10.8.0.1')).statusCode).toBe(401);
    expect((await signIn('par@staff.test', STAFF_PASSWORD, '10.8.0.1')).statusCode).toBe(429);
    expect((await signIn('par@staff.test', STAFF_PASSWORD, '10.8.0.2')).statusCode).toBe(200);
  });

  it('locks the account everywhere when the day fills, and mails a link that unlocks once', async () => {
    await createStaff(app, 'dia@staff.test', ['soporte']);
    for (let i = 0; i < 11; i++)
      await Promise.all(
        Array.from({ length: 5 }, (_, j) => signIn('dia@staff.test', `Mala-${i}-${j}`, `10.7.${i}.${j}`)),
      );
    const far = await signIn('dia@staff.test', STAFF_PASSWORD, '10.7.99.1');
    expect(far.statusCode).toBe(429);
    const locks = await auditOf('staff.lockout', 'dia@staff.test');
    expect(locks.map((r) => parsed(r.after).scope)).toEqual(['account']);

    const [mail] = await outbox(db, 'dia@staff.test');
    expect(mail?.subject).toBe(consoleMessages.unlockMailSubject);
    const token = decodeURIComponent(/console\/unlock#token=([A-Za-z0-9_%-]+)/.exec(mail!.text_body)![1]!);
    expect((await unlock(token)).json()).toEqual({ Status: 200, Mensaje: consoleMessages.unlocked });
    expect((await unlock(token)).json()).toEqual({
      Status: 400,
      Mensaje: consoleMessages.invalidUnlockToken,
    });
    expect((await signIn('dia@staff.test', STAFF_PASSWORD, '10.7.99.1')).statusCode).toBe(200);

    const expired = newSecretToken();
    await db.query(
      `INSERT INTO staff_unlock_tokens (token_hash, staff_id, expires_at)
       SELECT $1, id, now() - interval '1 second' FROM staff WHERE email = 'dia@staff.test'`,
      [hashToken(expired)],
    );
    expect((await unlock(expired)).statusCode).toBe(400);
  });
});

describe('the audit trail of sign-ins and reads', () => {
  it('records success, failures with the e-mail tried, sign-out and reads of member and loan files', async () => {
    await createStaff(app, 'traza@staff.test', ['soporte', 'evaluador']);
    expect((await signIn('traza@staff.test', 'Mala-Clave1', '10.6.0.1')).statusCode).toBe(401);
    expect((await signIn('nadie@staff.test', 'Mala-Clave1', '10.6.0.1')).statusCode).toBe(401);
    const ok = await signIn('traza@staff.test', STAFF_PASSWORD, '10.6.0.2');
    expect(ok.statusCode).toBe(200);
    const cookie = sessionCookie(ok.headers['set-cookie']);

    const failed = await auditOf('staff.signin.failed', 'traza@staff.test');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.staff_id).not.toBeNull();
    expect(failed[0]!.address).toBe('10.6.0.1');
    const unknown = await auditOf('staff.signin.failed', 'nadie@staff.test');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.staff_id).toBeNull();
    expect(parsed(unknown[0]!.after).email).toBe('nadie@staff.test');
    const success = await auditOf('staff.signin', 'traza@staff.test');
    expect(success.map((r) => r.address)).toEqual(['10.6.0.2']);

    const member = await createMember(db);
    const loanId = await createLoan(db, member);
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: '10.6.0.2' });
    expect((await get(`/api/console/members/${member.id}`)).statusCode).toBe(200);
    expect((await get(`/api/console/loans/${loanId}`)).statusCode).toBe(200);
    const reads = await db.query<{ action: string; entity: string; entity_id: string; address: string }>(
      `SELECT action, entity, entity_id, address FROM audit_log
        WHERE action IN ('member.read', 'loan.read') AND staff_id = (SELECT id FROM staff WHERE email = 'traza@staff.test')
        ORDER BY id`,
    );
    expect(reads).toEqual([
      { action: 'member.read', entity: 'member', entity_id: String(member.id), address: '10.6.0.2' },
      { action: 'loan.read', entity: 'loan', entity_id: String(loanId), address: '10.6.0.2' },
    ]);

    const out = await app.inject({
      method: 'DELETE',
      url: consolePaths.session,
      headers: { cookie, origin: 'http://portal.test' },
      remoteAddress: '10.6.0.2',
    });
    expect(out.statusCode).toBe(200);
    expect(await auditOf('staff.signout', 'traza@staff.test')).toHaveLength(1);
  });
});
