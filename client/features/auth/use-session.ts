import { useContext, useSyncExternalStore } from 'react';
import { InitialSessionContext, type Session, sessionSnapshot, subscribeSession } from './session-store';

export type { Session, SessionUser } from './session-store';

/**
 * Who is signed in, from auth.session (read with a plain GET: the first page loads without tRPC). Re-read when the
 * window regains focus, so signing out in another tab shows here too. Sign-in and sign-out set it directly (see
 * use-auth-actions.ts). The server's render and hydration use the session the page was rendered with.
 */
export function useSession(): Session {
  const initial = useContext(InitialSessionContext);
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => initial);
}

/** The greeting name: the part of the e-mail address before the @. */
export function greetingName(email: string): string {
  return email.split('@')[0] ?? email;
}
