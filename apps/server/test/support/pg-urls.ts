/** The same server, another database. */
export function databaseUrlFor(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Connecting to `postgres` works whether or not the database named in DATABASE_URL exists. */
export const adminUrl = (url: string) => databaseUrlFor(url, 'postgres');

/** The role the app runs as in the PostgreSQL tests: owns nothing, with src/db/app-role.ts grants. */
export const APP_ROLE = 'portal_app_test';

/** The same database as the app's role. */
export function appRoleUrl(url: string) {
  const u = new URL(url);
  u.username = APP_ROLE;
  u.password = '';
  return u.toString();
}
