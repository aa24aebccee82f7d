import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { loadPageCatalogs } from '../../i18n';
import { PAGE_CATALOGS } from '../../page-catalogs';
import { ReadError } from '../../page-state';
import { emitAuthChange } from './auth-events';
import { setSessionUser } from './session-store';
import type { SessionUser } from './use-session';

/**
 * After the server has started a session (login, e-mail confirmation, password reset): show the user at once and
 * re-read everything else, which may depend on who is signed in (client/data-providers.tsx listens).
 */
export function useSignedIn(): (user: SessionUser) => Promise<void> {
  return async (user) => {
    setSessionUser(user);
    emitAuthChange({ type: 'signed-in', user });
  };
}

/**
 * auth.logout as tRPC's link would call it (a POST; the browser's Origin and Sec-Fetch-Site headers pass the
 * server's cross-site check): the header's Logout button works without tRPC in the first download.
 */
async function logoutRequest(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/trpc/auth.logout', { method: 'POST', headers: { 'content-type': 'application/json' } });
  } catch {
    throw new ReadError(0, null);
  }
  const body = (await response.json().catch(() => null)) as { result?: unknown; error?: { json?: unknown } } | null;
  if (!response.ok || !body?.result) throw new ReadError(response.status || 0, body?.error?.json ?? null);
}

/** Logs out: ends the session on the server, forgets the user's data here, says so, and goes home. */
export function useLogout() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    try {
      await logoutRequest();
    } catch (error) {
      setPending(false);
      // The refusals' sentences are a catalog of their own (client/page-catalogs.ts).
      const [{ refusalMessage }] = await Promise.all([
        import('../../refusals'),
        loadPageCatalogs(PAGE_CATALOGS.refusals).catch(() => undefined),
      ]);
      toast.error(t`Logout failed`, { description: refusalMessage(i18n, error) });
      return;
    }
    setPending(false);
    setSessionUser(null);
    emitAuthChange({ type: 'signed-out' });
    toast.success(t`Logged out`, { description: t`You have been logged out successfully.` });
    navigate('/');
  }
  return { logout: () => void logout(), pending };
}
