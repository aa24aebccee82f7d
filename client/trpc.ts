import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import { MAX_BATCH_PROCEDURES } from '../shared/batch';
import type { AppRouter } from '../server/trpc/router';
import { refusalReasonOf } from './refusals';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // The assistant's reply arrives piece by piece (JSON lines); every other call keeps plain batching. Both
      // split their batches at the server's limit, which refuses larger ones whole.
      splitLink({
        condition: (op) => op.path === 'chat.send',
        true: httpBatchStreamLink({ url: '/trpc', transformer: superjson, maxItems: MAX_BATCH_PROCEDURES }),
        false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: MAX_BATCH_PROCEDURES }),
      }),
    ],
  });
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (not found, bad input) will not change on a retry; a network blip or an outage may.
        retry: (failureCount, error) => {
          const reason = refusalReasonOf(error);
          if (reason !== null && reason !== 'SERVICE_UNAVAILABLE' && reason !== 'SERVER_ERROR') return false;
          return failureCount < 2;
        },
      },
    },
  });
}
