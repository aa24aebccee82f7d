import { useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { emitAuthChange } from './auth-events';
import type { SessionUser } from './use-session';

/**
 * After the server has started a session (login, e-mail confirmation, password reset): show the user at once and
 * re-read everything else, which may depend on who is signed in.
 */
export function useSignedIn(): (user: SessionUser) => Promise<void> {
  const utils = trpc.useUtils();
  return async (user) => {
    // A session read that started before the cookie existed must not land after this and say "signed out".
    await utils.auth.session.cancel();
    utils.auth.session.setData(undefined, user);
    void utils.invalidate(undefined, { predicate: (query) => !isSessionQuery(query.queryKey) });
    emitAuthChange({ type: 'signed-in', user });
  };
}

function isSessionQuery(key: readonly unknown[]): boolean {
  const path = key[0];
  return Array.isArray(path) && path[0] === 'auth' && path[1] === 'session';
}

/** Logs out: ends the session on the server, forgets the user's data here, says so, and goes home. */
export function useLogout() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const mutation = trpc.auth.logout.useMutation({
    async onSuccess() {
      await utils.auth.session.cancel();
      utils.auth.session.setData(undefined, null);
      void utils.invalidate(undefined, { predicate: (query) => !isSessionQuery(query.queryKey) });
      emitAuthChange({ type: 'signed-out' });
      toast.success(t`Logged out`, { description: t`You have been logged out successfully.` });
      navigate('/');
    },
    onError(error) {
      toast.error(t`Logout failed`, { description: refusalMessage(i18n, error) });
    },
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
