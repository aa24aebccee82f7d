/**
 * The one test helper for refusals. A call made through createCaller fails with a TRPCError; these helpers shape it
 * with the app's own error formatter, so a test sees exactly the `data.reason` and `data.params` a browser gets
 * (the refusal contract of shared/refusals.ts), whether a service refused or a middleware or a schema did.
 */
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import type { LightMyRequestResponse } from 'fastify';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { expect } from 'vitest';
import type { Refusal, RefusalParams, RefusalReason } from '../../shared/refusals.js';
import type { InputIssueCode, InputIssueValuesByCode } from '../../shared/schemas/issues.js';
import { refusalCodes } from '../trpc/refusal-codes.js';
import { appRouter } from '../trpc/router.js';

/** A refusal as a caller receives it: the tRPC code, the message it shows, the reason and its parameters. */
export type RefusalSeen = Refusal & { code: TRPC_ERROR_CODE_KEY; message: string };

/** The refusal a call fails with; fails the test when the call succeeds or throws something other than tRPC's error. */
export async function refusalOf(promise: Promise<unknown>): Promise<RefusalSeen> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const shape = getTRPCErrorShape({
      config: appRouter._def._config,
      error,
      type: 'unknown',
      path: undefined,
      input: undefined,
      ctx: undefined,
    });
    const { reason, params } = shape.data as unknown as Refusal;
    return { code: error.code, message: shape.message, reason, params } as RefusalSeen;
  }
  throw new Error('expected the call to be refused');
}

/**
 * Asserts the call is refused for exactly `reason` (and so with its tRPC code), and with exactly `params` when
 * given (asymmetric matchers such as `expect.any(String)` allowed). Returns the refusal for further checks.
 */
export async function expectRefusal<R extends RefusalReason>(
  promise: Promise<unknown>,
  reason: R,
  params?: RefusalParams<R>,
): Promise<RefusalSeen & { reason: R; params: RefusalParams<R> }> {
  const seen = await refusalOf(promise);
  expect({ reason: seen.reason, code: seen.code }).toEqual({ reason, code: refusalCodes[reason] });
  if (params !== undefined) expect(seen.params).toEqual(params);
  return seen as RefusalSeen & { reason: R; params: RefusalParams<R> };
}

/**
 * The params of an INVALID_INPUT refusal whose first issue is `code` (with `values`) on `field`, the dotted path;
 * the other fields' issues are not checked. Use it as the `params` of expectRefusal.
 */
export function invalidInput<C extends InputIssueCode>(
  field: string,
  code: C,
  values: InputIssueValuesByCode[C] = {} as InputIssueValuesByCode[C],
): RefusalParams<'INVALID_INPUT'> {
  return expect.objectContaining({ field, issue: { code, values } }) as RefusalParams<'INVALID_INPUT'>;
}

/** The error of a tRPC answer over HTTP (app.inject), as the browser reads it: the message and the refusal data. */
export function httpRefusalOf(res: LightMyRequestResponse): {
  message: string;
  data: Refusal & {
    code: TRPC_ERROR_CODE_KEY;
    httpStatus: number;
    fieldErrors: Record<string, string> | null;
    retryAfterSeconds: number | null;
  };
} {
  return (res.json() as { error: { json: ReturnType<typeof httpRefusalOf> } }).error.json;
}
