import { createContext } from 'react';
import type { UserRole } from '../../../shared/roles';
import { isQueryOf, pageState, readProcedure, readWithRetries } from '../../page-state';

/** The role only decides what the page offers (the back-office link); the server checks it on every call. */
export type SessionUser = { id: string; email: string | null; phone?: string | null; role: UserRole };

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'error'; user: null; retry: () => void }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export const LOADING_SESSION: Session = { status: 'loading', user: null };
export const SIGNED_OUT_SESSION: Session = { status: 'signed-out', user: null };

/**
 * The session the server rendered the page with ('signed-out' for a request without a session cookie, 'loading'
 * otherwise): the server's render reads it from here, and hydration starts from the same (see useSession).
 */
export const InitialSessionContext = createContext<Session>(LOADING_SESSION);

/** An answer is fresh for a minute: a page mounted or a window focused within it does not ask again. */
const STALE_AFTER_MS = 60_000;

let session: Session = LOADING_SESSION;
let readAt = 0;
/** Bumped by every sign-in and sign-out: a read that started before one is dropped when it lands. */
let generation = 0;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function show(next: Session): void {
  session = next;
  for (const listener of [...listeners]) listener();
}

function ofUser(user: SessionUser | null): Session {
  return user ? { status: 'signed-in', user } : SIGNED_OUT_SESSION;
}

/** Asks the server who is signed in (once at a time). */
export function readSession(): Promise<void> {
  if (reading) return reading;
  const started = generation;
  const run = readWithRetries(() => readProcedure<SessionUser | null>('auth.session')).then(
    (user) => {
      if (started !== generation) return;
      readAt = Date.now();
      show(ofUser(user));
    },
    () => {
      if (started !== generation) return;
      readAt = Date.now();
      // A signed-in user stays shown while the shop cannot be reached; otherwise the page says it could not tell.
      if (session.status !== 'signed-in') show({ status: 'error', user: null, retry: () => void readSession() });
    },
  );
  const current = run.finally(() => {
    if (reading === current) reading = null;
  });
  reading = current;
  return current;
}

function readIfStale(): void {
  if (Date.now() - readAt >= STALE_AFTER_MS) void readSession();
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'visible') readIfStale();
}

/** For useSyncExternalStore: a first subscriber (and a focused window) reads the session when it is stale. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('focus', readIfStale);
  }
  readIfStale();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('focus', readIfStale);
    }
  };
}

export function sessionSnapshot(): Session {
  return session;
}

/**
 * The browser's session before its first render: what the server rendered the page with. It is read again at
 * once all the same: the page may come from the browser's cache, from before a sign-in.
 */
export function startSession(initial: Session): void {
  session = initial;
  readAt = 0;
}

/** Sign-in and sign-out: the server has said who it is now, so no read in flight may say otherwise. */
export function setSessionUser(user: SessionUser | null): void {
  generation++;
  reading = null;
  readAt = Date.now();
  show(ofUser(user));
}

/**
 * The session the server rendered the page with: it renders a request without a session cookie signed out (and
 * says so in the page's state, as auth.session's answer); hydration starts from the same. It is read again at once.
 */
export function sessionOfPage(): Session {
  const query = pageState()?.queries.find((q) => isQueryOf(q.queryKey, 'auth.session'));
  const data = query?.state.data as { json?: unknown } | undefined;
  return data && data.json === null ? SIGNED_OUT_SESSION : LOADING_SESSION;
}
