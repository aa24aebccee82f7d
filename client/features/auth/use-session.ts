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

/**
 * The greeting of an account by mobile number: its number as printed in India ("98450 12345"). The number is always
 * an Indian mobile in E.164 (shared/phone.ts `indianMobile` made it), so this needs no phone library in the header's
 * code; anything else is shown as it is.
 */
export function greetingNumber(e164: string): string {
  return /^\+91\d{10}$/.test(e164) ? `${e164.slice(3, 8)} ${e164.slice(8)}` : e164;
}
