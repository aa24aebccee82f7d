import type { UserRole } from '../../../shared/roles';
import { trpc } from '../../trpc';

/** The role only decides what the page offers (the back-office link); the server checks it on every call. */
export type SessionUser = { id: string; email: string; role: UserRole };

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'error'; user: null; retry: () => void }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/**
 * Who is signed in, from auth.session. Re-read when the window regains focus, so signing out in another tab shows
 * here too. Sign-in and sign-out set it directly (see use-auth-actions.ts).
 */
export function useSession(): Session {
  const query = trpc.auth.session.useQuery(undefined, { staleTime: 60_000, refetchOnWindowFocus: true });
  if (query.data) return { status: 'signed-in', user: query.data };
  if (query.isSuccess) return { status: 'signed-out', user: null };
  if (query.isError) return { status: 'error', user: null, retry: () => void query.refetch() };
  return { status: 'loading', user: null };
}

/** The greeting name: the part of the e-mail address before the @. */
export function greetingName(email: string): string {
  return email.split('@')[0] ?? email;
}
