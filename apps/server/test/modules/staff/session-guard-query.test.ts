import { describe, expect, it } from 'vitest';
import { consolePaths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { signedInStaff } from '../../support/staff';

// Statements the app runs, each one recorded while `recording` is on.
let recording = false;
const statements: string[] = [];
const { app, db } = await createTestApp({
  staffTotp: false,
  wrapDb: (db) => ({
    ...db,
    query: (sql, params) => {
      if (recording) statements.push(sql);
      return db.query(sql, params);
    },
  }),
});

async function me(cookie: string) {
  statements.length = 0;
  recording = true;
  const res = await app.inject({ method: 'GET', url: consolePaths.me, headers: { cookie } });
  recording = false;
  return res;
}

describe('the staff session guard', () => {
  it('resolves the session and the roles in one statement, so a role change applies at the next call', async () => {
    const cookie = await signedInStaff(app, 'guardia@staff.test', ['evaluador', 'auditor']);
    const res = await me(cookie);
    expect(res.json()).toEqual({ email: 'guardia@staff.test', roles: ['auditor', 'evaluador'] });
    expect(statements).toHaveLength(1);

    await db.query(
      `DELETE FROM staff_roles WHERE staff_id = (SELECT id FROM staff WHERE email = 'guardia@staff.test')
         AND role = 'auditor'`,
    );
    expect((await me(cookie)).json()).toEqual({ email: 'guardia@staff.test', roles: ['evaluador'] });
  });

  it('answers an account without roles with none', async () => {
    const cookie = await signedInStaff(app, 'sinrol@staff.test', ['soporte']);
    await db.query(
      `DELETE FROM staff_roles WHERE staff_id = (SELECT id FROM staff WHERE email = 'sinrol@staff.test')`,
    );
    expect((await me(cookie)).json()).toEqual({ email: 'sinrol@staff.test', roles: [] });
  });

  it('keeps the idle and absolute expiry and refuses a disabled account', async () => {
    const idle = await signedInStaff(app, 'ociosa@staff.test', ['soporte']);
    await db.query(
      `UPDATE staff_sessions SET idle_expires_at = now() - interval '1 second'
        WHERE staff_id = (SELECT id FROM staff WHERE email = 'ociosa@staff.test')`,
    );
    expect((await me(idle)).statusCode).toBe(401);

    const old = await signedInStaff(app, 'vieja@staff.test', ['soporte']);
    await db.query(
      `UPDATE staff_sessions SET expires_at = now() - interval '1 second'
        WHERE staff_id = (SELECT id FROM staff WHERE email = 'vieja@staff.test')`,
    );
    expect((await me(old)).statusCode).toBe(401);

    const disabled = await signedInStaff(app, 'baja@staff.test', ['soporte']);
    expect((await me(disabled)).statusCode).toBe(200);
    await db.query(`UPDATE staff SET disabled_at = now() WHERE email = 'baja@staff.test'`);
    expect((await me(disabled)).statusCode).toBe(401);
  });

  it('pushes the idle expiry forward on use, never past the absolute one', async () => {
    const cookie = await signedInStaff(app, 'activa@staff.test', ['soporte']);
    const where = `staff_id = (SELECT id FROM staff WHERE email = 'activa@staff.test')`;
    await db.query(`UPDATE staff_sessions SET idle_expires_at = now() + interval '1 minute',
                           expires_at = now() + interval '5 minutes' WHERE ${where}`);
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await db.query<{ idle_left: number; same: boolean }>(
      `SELECT extract(epoch FROM idle_expires_at - now())::int AS idle_left, idle_expires_at = expires_at AS same
         FROM staff_sessions WHERE ${where}`,
    );
    expect(row).toEqual({ idle_left: expect.any(Number), same: true });
    expect(row!.idle_left).toBeGreaterThan(60);
  });
});
