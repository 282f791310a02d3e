/**
 * Small helpers on PostgreSQL connection URLs. Kept apart so they can be unit tested and so
 * that nothing ever prints a password.
 */

/** "PostgreSQL at host:port/db", never including the user's password. */
export function describePostgresUrl(url: string): string {
  const u = new URL(url);
  const port = u.port || '5432';
  const database = decodeURIComponent(u.pathname.replace(/^\//, '')) || '(default database)';
  return `PostgreSQL at ${u.hostname}:${port}/${database}`;
}

/** The same server with another database name (used to create throw-away test databases). */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The same URL with one query parameter set (e.g. `options=-c search_path=…`). */
export function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}
