const PROBE_ORIGIN = 'https://probe.invalid';

/** Backslashes (browsers read them as slashes in a path) and control characters, which browsers strip or refuse. */
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;

/** A path of this site: one leading slash, then not a second slash or a backslash (which would name another host). */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !UNSAFE_CHARACTER.test(path);
}

/**
 * The page to return to after signing in, from the ?next= of /auth: only a path of this site (never another
 * origin, a protocol-relative //host or a backslash trick), and never /auth itself; '/' otherwise. The path is
 * normalised by the URL parser against a dummy origin, and the normalised path is checked again: `/.//evil.example`
 * normalises to `//evil.example`, which a browser would read as another host.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !isSingleSlashPath(next)) return '/';
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSingleSlashPath(path) ? path : '/';
}

/**
 * /auth with the page to come back to; `tab: 'phone'` opens it on the mobile-number tab, for the pages of people who
 * sign in with their number first (booking a hire, providers, operators, village agents).
 */
export function loginPathFor(returnTo: string, { tab }: { tab?: 'phone' } = {}): string {
  const next = safeNextPath(returnTo);
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (next !== '/') params.set('next', next);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
