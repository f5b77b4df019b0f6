/** The same server, another database. */
export function databaseUrlFor(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Connecting to `postgres` works whether or not the database named in DATABASE_URL exists. */
export const adminUrl = (url: string) => databaseUrlFor(url, 'postgres');
