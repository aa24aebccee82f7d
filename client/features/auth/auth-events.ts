import type { SessionUser } from './use-session';

export type AuthChange = { type: 'signed-in'; user: SessionUser } | { type: 'signed-out' };

const listeners = new Set<(change: AuthChange) => void>();

/**
 * Tells other features that this browser signed in or out (the cart drops its local copy on sign-out).
 * Returns the unsubscribe function, so it fits a useEffect.
 */
export function onAuthChange(listener: (change: AuthChange) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitAuthChange(change: AuthChange): void {
  for (const listener of [...listeners]) listener(change);
}
