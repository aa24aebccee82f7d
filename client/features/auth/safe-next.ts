const PROBE_ORIGIN = 'https://probe.invalid';

/**
 * The page to return to after signing in, from the ?next= of /auth: only a path of this site (never another
 * origin, a protocol-relative //host or a backslash trick), and never /auth itself; '/' otherwise.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f]/.test(next)) return '/';
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth with the page to come back to. */
export function loginPathFor(returnTo: string): string {
  const next = safeNextPath(returnTo);
  return next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}
