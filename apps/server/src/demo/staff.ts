import { staffRoleLabels, staffRoles, type StaffRole } from '@portal/contract';
import type { Queryable } from '../db/connection';
import { hashPassword } from '../lib/passwords';
import { insertStaff } from '../modules/staff/repository';

const DEMO_PASSWORD = 'Demo1234';

/** One account per role, and a second for the roles whose work needs a checker (four eyes). */
const demoStaff: { email: string; role: StaffRole }[] = [
  ...staffRoles.map((role) => ({ email: `${role}@staff.demo.com.ar`, role })),
  ...(['tesoreria', 'parametros', 'administrador'] as const).map((role) => ({
    email: `${role}2@staff.demo.com.ar`,
    role,
  })),
];

export const demoStaffLogins = demoStaff.map((s) => ({
  mail: s.email,
  password: DEMO_PASSWORD,
  description: staffRoleLabels[s.role],
}));

/** Into a database without staff only, so that a real deployment's accounts are never touched. */
export async function loadDemoStaff(q: Queryable): Promise<boolean> {
  const [{ count } = { count: 0 }] = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM staff',
  );
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const s of demoStaff) await insertStaff(q, s.email, [s.role], passwordHash);
  return true;
}
