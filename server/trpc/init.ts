import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { isDatabaseUnavailable } from '../db/errors.js';
import type { Context } from './context.js';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * A database out of reach is an outage, not a bug: the caller hears 503 and that trying again will work. Returns
 * other errors unchanged.
 */
export function unavailableWhenDatabaseDown(error: unknown): unknown {
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const cause = error instanceof TRPCError ? error.cause : error;
  return isDatabaseUnavailable(cause)
    ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, cause })
    : error;
}

interface SchemaIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
}

function schemaIssues(cause: unknown): SchemaIssue[] | null {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return cause.issues as SchemaIssue[];
  }
  return null;
}

function issueKey(issue: SchemaIssue): string {
  return (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || '_';
}

/** Path of the first string holding a NUL character, which Postgres text cannot store. */
function findNul(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

type StandardSchemaLike = {
  '~standard': {
    validate: (value: unknown) => unknown;
    types?: unknown;
    vendor: string;
    version: 1;
  };
};

/**
 * Wraps a zod schema as a plain Standard Schema so tRPC reports the first issue's own message ('Invalid email
 * address'), in createCaller and over HTTP alike, instead of zod's JSON dump of every issue. Text with a NUL
 * character is refused here, once for every procedure, before it can reach the database.
 */
export function input<S extends StandardSchemaLike>(schema: S): { '~standard': S['~standard']; schema: S } {
  const standard = schema['~standard'];
  return {
    '~standard': {
      ...standard,
      validate: (value: unknown) => {
        const nulAt = findNul(value);
        if (nulAt) return { issues: [{ message: 'Text must not contain control characters', path: nulAt }] };
        return standard.validate(value);
      },
    } as S['~standard'],
    // Reachable from the procedure definition: the CLI derives input shapes from it.
    schema,
  };
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Stacks, SQL and internal messages never leave the server.
  isDev: false,
  errorFormatter({ shape, error }) {
    const issues = error.code === 'BAD_REQUEST' ? schemaIssues(error.cause) : null;
    const isServerFault = error.code === 'INTERNAL_SERVER_ERROR';
    let fieldErrors: Record<string, string> | null = null;
    if (issues) {
      fieldErrors = {};
      for (const issue of issues) fieldErrors[issueKey(issue)] ??= issue.message;
    }
    return {
      code: shape.code,
      message: isServerFault ? GENERIC_SERVER_ERROR : issues?.[0]?.message ?? shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors,
        retryAfterSeconds:
          error.cause && 'retryAfterSeconds' in error.cause ? Number(error.cause.retryAfterSeconds) : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = unavailableWhenDatabaseDown(result.error);
    if (mapped !== result.error) throw mapped;
  }
  return result;
});

/** Narrows ctx.user to a signed-in user or answers UNAUTHORIZED. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to continue' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
