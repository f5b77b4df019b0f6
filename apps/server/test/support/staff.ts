import { consolePaths } from '@portal/contract';
import type { StaffRole } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

export const STAFF_PASSWORD = 'Consola2026';

/** A staff member created as `npm run staff -- add` does, with the password set through the link. */
export async function createStaff(app: FastifyInstance, email: string, roles: StaffRole[]) {
  const { id, link } = await app.staff.add(email, roles, { staffId: null, address: null });
  const token = decodeURIComponent(link.split('#token=')[1]!);
  await app.staff.setPassword(token, STAFF_PASSWORD);
  return { id, email };
}

/** The session cookie of a Set-Cookie answer, ready to send back. */
export function sessionCookie(setCookie: string | string[] | undefined) {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('portal_console='));
  if (!line) throw new Error('no console session cookie');
  return line.split(';')[0]!;
}

/** A new staff member with `roles`, signed in (STAFF_TOTP off): the cookie to send with console calls. */
export async function signedInStaff(app: FastifyInstance, email: string, roles: StaffRole[]) {
  await createStaff(app, email, roles);
  const res = await app.inject({
    method: 'POST',
    url: consolePaths.session,
    headers: { 'content-type': 'application/json' },
    payload: { email, password: STAFF_PASSWORD },
  });
  return sessionCookie(res.headers['set-cookie']);
}
