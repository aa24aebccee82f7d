import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError, createTRPCReact, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/router';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // The assistant's reply arrives piece by piece (JSON lines); every other call keeps plain batching.
      splitLink({
        condition: (op) => op.path === 'chat.send',
        true: httpBatchStreamLink({ url: '/trpc', transformer: superjson }),
        false: httpBatchLink({ url: '/trpc', transformer: superjson }),
      }),
    ],
  });
}

/** The tRPC error code of a failed call ('NOT_FOUND', 'BAD_REQUEST', ...), if it has one. */
export function trpcErrorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

function httpStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer (not found, bad input) will not change on a retry; a network blip may.
        retry: (failureCount, error) => {
          const status = httpStatus(error);
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
