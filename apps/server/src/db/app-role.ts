import type { Queryable } from './connection';

/**
 * Rights of the server's database role, one that owns nothing (README "Audit integrity and database
 * roles"), granted by the owner after the migrations when DATABASE_OWNER_URL is set. The role cannot
 * ALTER a table nor DISABLE TRIGGER (both need ownership); on the audit log it may only read and
 * append: the chain's head is moved by migration 027's SECURITY DEFINER trigger, which runs as the owner.
 */
export function appRoleGrants(role: string): string[] {
  if (!/^[a-z_][a-z0-9_$]{0,62}$/i.test(role)) throw new Error('The database role name is not a plain name');
  const r = `"${role}"`;
  return [
    `GRANT USAGE ON SCHEMA public TO ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r}`,
    `REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${r}`,
    `REVOKE ALL ON audit_chain_head FROM ${r}`,
    `GRANT SELECT ON audit_chain_head TO ${r}`,
    `REVOKE ALL ON schema_version FROM ${r}`,
    `GRANT SELECT ON schema_version TO ${r}`,
  ];
}

export async function grantAppRole(q: Queryable, role: string) {
  for (const sql of appRoleGrants(role)) await q.query(sql);
}
