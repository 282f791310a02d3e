/** Where the console starts: the organiser's events. */
export const CONSOLE_HOME = '/console';

/**
 * Where to go after signing in or up: the `next` a page sent the reader from, when it is a path
 * of this site, else the console. A full address, a protocol-relative `//host` or `/\host`
 * (which browsers read as `//host`) would send a freshly signed-in reader to another site: a
 * link crafted to phish them right after they typed their password.
 */
export function nextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/')) return CONSOLE_HOME;
  if (next.startsWith('//') || next.startsWith('/\\')) return CONSOLE_HOME;
  // Control characters (a tab or newline inside "/\t/host") are dropped by URL parsers, which could make `//` again.
  if (/[\u0000-\u001f\u007f]/.test(next)) return CONSOLE_HOME;
  return next;
}

/** The `?next=` to carry between the sign-in and sign-up pages, so the reader still lands where they were going. */
export function withNext(path: string, next: string | null | undefined): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
