import { TRPCError } from '@trpc/server';
import {
  getParseFn,
  getTRPCErrorFromUnknown,
  type AnyProcedure,
  type AnyRouter,
} from '@trpc/server/unstable-core-do-not-import';
import type { Context } from './context.js';
import { publicProcedure, publicProcedureError } from './init.js';

/** A public query run directly: its input as the client sent it (deserialized), its output as the caller gives it. */
export type DirectQuery = (ctx: Context, rawInput: unknown, path: string) => Promise<unknown>;

/** What tRPC keeps of a procedure (or a builder) at run time, beyond its typed _def. */
interface ProcedureDef {
  type?: string;
  meta?: unknown;
  inputs: unknown[];
  middlewares: { _type?: string }[];
  resolver?: (opts: object) => unknown;
}

const PUBLIC_MIDDLEWARE = (publicProcedure as unknown as { _def: ProcedureDef })._def.middlewares[0];

/**
 * A query made as `publicProcedure.input(schema).query(resolver)` (or without .input), run the way tRPC's caller runs
 * it: the input parsed by the procedure's own parser (a refusal is the same BAD_REQUEST), then its resolver, and a
 * failure mapped as publicProcedure maps it. What it leaves out is tRPC's middleware chain, which copies the call's
 * options at each of its three steps with a slow object-spread helper: about a tenth of the CPU of answering a
 * product's page uncached (API bench, issue 22). Null for any other procedure (one with a middleware of its own, an
 * output parser, two inputs, or not a query): call that one through the caller.
 */
export function directQuery(procedure: AnyProcedure | undefined): DirectQuery | null {
  if (!procedure) return null;
  const def = procedure._def as unknown as ProcedureDef;
  const { inputs, middlewares, resolver } = def;
  if (def.type !== 'query' || typeof resolver !== 'function' || inputs.length > 1) return null;
  if (middlewares.length !== 2 + inputs.length || middlewares[0] !== PUBLIC_MIDDLEWARE) return null;
  if (inputs.length === 1 && middlewares[1]!._type !== 'input') return null;
  const parse = inputs.length === 1 ? getParseFn(inputs[0] as never) : null;
  return async (ctx, rawInput, path) => {
    try {
      let input: unknown = undefined;
      if (parse) {
        try {
          input = await parse(rawInput);
        } catch (cause) {
          throw new TRPCError({ code: 'BAD_REQUEST', cause });
        }
      }
      return await resolver({
        ctx,
        input,
        path,
        type: 'query',
        meta: def.meta,
        signal: undefined,
        batchIndex: 0,
        // A method, not an arrow: run through tsx (npm start), each arrow made per call is also renamed
        // (esbuild's keepNames), a property definition costing about 1 µs per request.
        async getRawInput() {
          return rawInput;
        },
      });
    } catch (cause) {
      throw publicProcedureError(getTRPCErrorFromUnknown(cause));
    }
  };
}

/** Each of these procedures of the router run directly, where it can be (directQuery). */
export function directQueries(router: AnyRouter, paths: readonly string[]): Map<string, DirectQuery> {
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const found = new Map<string, DirectQuery>();
  for (const path of paths) {
    const direct = directQuery(procedures[path]);
    if (direct) found.set(path, direct);
  }
  return found;
}
