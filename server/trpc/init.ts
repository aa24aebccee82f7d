import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Refusal } from '../../shared/refusals.js';
import { inputIssueOf, issueMessage, type InputIssue } from '../../shared/schemas/issues.js';
import { canUseBackOffice } from '../../shared/roles.js';
import { unavailableWhenDatabaseDown } from '../db/errors.js';
import { hasLoneSurrogate } from '../../shared/text.js';
import { DomainError } from '../errors.js';
import type { Context } from './context.js';
import { refusalCodes } from './refusal-codes.js';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

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

/**
 * Path of the first string Postgres text cannot store: one holding a NUL character or a lone UTF-16 surrogate
 * (half a character), which would otherwise fail in the database as a 500.
 */
function findNul(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') || hasLoneSurrogate(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (typeof key === 'string' && (key.includes('\u0000') || hasLoneSurrogate(key))) return [...path, key];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const CONTROL_CHARACTERS = issueMessage('CONTROL_CHARACTERS');

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
        if (nulAt) return { issues: [{ message: CONTROL_CHARACTERS, path: nulAt }] };
        return standard.validate(value);
      },
    } as S['~standard'],
    // Reachable from the procedure definition: the CLI derives input shapes from it.
    schema,
  };
}

export const MALFORMED_REQUEST_MESSAGE = 'The request could not be read. Please reload the page and try again.';

/**
 * A request tRPC could not read (malformed JSON or superjson, input nested too deep). The libraries' own texts
 * ("Maximum call stack size exceeded", superjson's "Trying to deserialize unknown class ...") tell a caller nothing
 * useful and an attacker something about the server, so the caller hears our sentence instead.
 */
function isUnreadableRequest(error: TRPCError, issues: unknown[] | null): boolean {
  if (issues || error.cause instanceof DomainError) return false;
  if (error.code === 'PARSE_ERROR') return true;
  return error.code === 'BAD_REQUEST' && error.cause instanceof Error && !(error.cause instanceof TRPCError);
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
    const refusal = refusalOf(error, issues, fieldErrors);
    return {
      code: shape.code,
      message: isServerFault
        ? GENERIC_SERVER_ERROR
        : (issues?.[0]?.message ?? (isUnreadableRequest(error, issues) ? MALFORMED_REQUEST_MESSAGE : shape.message)),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        // The refusal contract: the client words the refusal from these two, in the visitor's language.
        reason: refusal.reason,
        params: refusal.params,
        fieldErrors,
        retryAfterSeconds: 'retryAfterSeconds' in refusal.params ? refusal.params.retryAfterSeconds : null,
      },
    };
  },
});

/** The reason and parameters of any error that leaves a procedure: a domain refusal's own, or one by its code. */
function refusalOf(
  error: TRPCError,
  issues: SchemaIssue[] | null,
  fieldErrors: Record<string, string> | null,
): Refusal {
  if (error.cause instanceof DomainError) return { reason: error.cause.reason, params: error.cause.params } as Refusal;
  if (issues && fieldErrors) {
    const first = issues[0];
    const fieldIssues: Record<string, InputIssue> = {};
    for (const [field, message] of Object.entries(fieldErrors)) fieldIssues[field] = inputIssueOf(message);
    return {
      reason: 'INVALID_INPUT',
      params: { field: first ? issueKey(first) : '_', issue: inputIssueOf(first?.message ?? ''), fieldIssues },
    };
  }
  switch (error.code) {
    case 'UNAUTHORIZED':
      return { reason: 'SIGN_IN_REQUIRED', params: {} };
    case 'FORBIDDEN':
      return { reason: 'FORBIDDEN', params: {} };
    case 'NOT_FOUND':
      return { reason: 'NOT_FOUND', params: {} };
    case 'SERVICE_UNAVAILABLE':
      return { reason: 'SERVICE_UNAVAILABLE', params: {} };
    case 'BAD_REQUEST':
    case 'PARSE_ERROR':
      return { reason: 'MALFORMED_REQUEST', params: {} };
    case 'TOO_MANY_REQUESTS':
      return { reason: 'RATE_LIMITED', params: { retryAfterSeconds: 60 } };
    default:
      return { reason: 'SERVER_ERROR', params: {} };
  }
}

/**
 * A domain refusal thrown by a service becomes the tRPC error of its reason, keeping the refusal as its cause.
 * Procedures get this from publicProcedure; a streamed answer, which fails after its procedure returned, maps its
 * own errors with it.
 */
export function fromDomainError(error: unknown): unknown {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (!(cause instanceof DomainError)) return error;
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const refusal: DomainError = cause;
  return new TRPCError({ code: refusalCodes[refusal.reason], message: refusal.message, cause: refusal });
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * The error a public procedure's call ends with: a domain refusal as the tRPC error of its reason, a database out of
 * reach as SERVICE_UNAVAILABLE, any other as it is. publicProcedure's middleware, and direct-query.ts for the public
 * reads it runs without tRPC's middleware chain.
 */
export function publicProcedureError(error: TRPCError): TRPCError {
  const refused = fromDomainError(error);
  if (refused !== error) return refused as TRPCError;
  return unavailableWhenDatabaseDown(error) as TRPCError;
}

export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = publicProcedureError(result.error);
    if (mapped !== result.error) throw mapped;
  }
  return result;
});

/** Narrows ctx.user to a signed-in user or answers UNAUTHORIZED. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to continue' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * The back office: staff and owners. The role comes from the users row read with the session on this very request,
 * never from anything the browser sent; a customer hears FORBIDDEN, a visitor UNAUTHORIZED.
 */
export const staffProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!canUseBackOffice(ctx.user.role)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This page is for the shop’s staff only' });
  }
  return next({ ctx });
});

/** What only an owner may do, such as granting and taking back staff roles. */
export const ownerProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'owner')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only an owner of the shop can do this' });
  return next({ ctx });
});
