import { trpc } from '../../trpc';

/** Who is signed in, as the cart needs it: `known` is false until the server has answered. */
export function useSessionUser(): { known: boolean; user: { id: string; email: string } | null } {
  const session = trpc.auth.session.useQuery(undefined, { staleTime: 60_000 });
  return { known: session.isSuccess || session.isError, user: session.data ?? null };
}
