/**
 * Hostile input over every procedure: generated inputs, valid and invalid, signed in and not. No call may end in
 * INTERNAL_SERVER_ERROR, a refused call may write nothing, and nothing a caller sees may carry a stack trace,
 * SQL, a password hash or a token.
 */
import { TRPCError } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from './db/seed.js';
import { callerFor, testDeps } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';
import type { AppDeps, SessionUser } from './deps.js';
import { inputJsonSchema, listProcedures, type JsonSchema } from './trpc/introspect.js';
import { appRouter } from './trpc/router.js';

const RUNS = 2_000;

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '\u0000',
  '<script>alert(1)</script>',
  'ಟ್ರ್ಯಾಕ್ಟರ್',
  '4242 4242 4242 4242',
  '2026-02-30',
  '1970-01-01',
  '9999-12-31',
  'x'.repeat(5_000),
  '../../etc/passwd',
  'NaN',
);

/** Mostly-valid values for a JSON schema, sprinkled with the nasty ones. */
function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryFor(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, arbitraryFor(v, depth + 1)]),
      );
      return fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, depth + 1) : fc.jsonValue(), {
        maxLength: Math.min(schema.maxItems ?? 6, 25),
      });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      // Bounds may be fractions (an area of 0.025 acre, a latitude): integers inside them, or fractions when none fit.
      const low = Math.ceil(Math.max(min, -2_147_483_648));
      const high = Math.floor(Math.min(max, 2_147_483_647));
      const safe = low <= high ? fc.integer({ min: low, max: high }) : fc.double({ min, max, noNaN: true });
      return fc.oneof(
        { weight: 8, arbitrary: safe },
        { weight: 1, arbitrary: fc.integer() },
        { weight: 1, arbitrary: fc.double() },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), nastyStrings);
      if (schema.format === 'date') {
        return fc.oneof(
          fc
            .date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          nastyStrings,
        );
      }
      const maxLength = Math.min(schema.maxLength ?? 60, 200);
      return fc.oneof(
        { weight: 6, arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength }) },
        { weight: 2, arbitrary: nastyStrings },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
      );
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

interface ProcedureUnderTest {
  path: string;
  inputs: fc.Arbitrary<unknown>;
}

function proceduresUnderTest(): ProcedureUnderTest[] {
  return listProcedures().map(({ path, schema }) => {
    const shaped = schema ? arbitraryFor(inputJsonSchema(schema)) : fc.constant(undefined);
    const wrongTyped = fc.oneof(fc.constant(undefined), fc.constant(null), fc.jsonValue({ maxDepth: 3 }), nastyStrings);
    return { path, inputs: fc.oneof({ weight: 7, arbitrary: shaped }, { weight: 3, arbitrary: wrongTyped }) };
  });
}

// Tables a refused call may legitimately touch: throttling counters record the refused attempt itself.
const WRITE_ALLOWED_ON_REFUSAL = /attempt|rate|limit|throttl/i;

async function fingerprint(deps: AppDeps): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(deps.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    if (WRITE_ALLOWED_ON_REFUSAL.test(name)) continue;
    const row = await sql<{ h: string | null }>`
      select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${sql.table(name)} t`.execute(
      deps.db,
    );
    parts.push(`${name}:${row.rows[0]?.h}`);
  }
  return parts.join('|');
}

// SQL counts as leaked only when its keywords sit inside one JSON string value ((?:[^"\\]|\\.) never crosses a
// closing quote): "Please select rental dates" followed by a "values" key elsewhere in the shape is not SQL.
const LEAK = new RegExp(
  [
    /\$argon2|password_?hash|secret_?hash|token_?hash|\bat [^\s]+ \(|\.ts:\d+:\d+/.source,
    /\b(select|insert into|update|delete from)\b(?:[^"\\]|\\.){1,300}?\b(from|set|values|where)\b/.source,
    /relation \\?"|syntax error|duplicate key|violates/.source,
  ].join('|'),
  'i',
);

async function settle(result: unknown): Promise<unknown> {
  if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
    const chunks: unknown[] = [];
    for await (const chunk of result as AsyncIterable<unknown>) {
      chunks.push(chunk);
      if (chunks.length > 2_000) break;
    }
    return chunks;
  }
  return result;
}

let database: TestDatabase;
let deps: AppDeps;
// Anonymous, customer and staff: the back office must hold against a customer and stay sound for its own staff.
let customer: SessionUser;
let staff: SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database);
  const row = await sql<{ id: string }>`
    insert into users (email, password_hash, email_confirmed_at)
    values ('hostile@example.in', 'not-a-real-hash', now()) returning id`.execute(database.db);
  customer = { id: row.rows[0]!.id, email: 'hostile@example.in', role: 'customer' };
  const staffRow = await sql<{ id: string }>`
    insert into users (email, password_hash, email_confirmed_at, role)
    values ('hostile-staff@example.in', 'not-a-real-hash', now(), 'staff') returning id`.execute(database.db);
  staff = { id: staffRow.rows[0]!.id, email: 'hostile-staff@example.in', role: 'staff' };
});
afterAll(() => database.close());

describe('hostile input', () => {
  it(`survives ${RUNS} generated calls over every procedure`, async () => {
    const procedures = proceduresUnderTest();
    expect(procedures.length).toBeGreaterThan(3);
    const seen = new Map<string, number>();
    const config = appRouter._def._config;

    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...procedures)
          .chain((p) => fc.tuple(fc.constant(p), p.inputs, fc.constantFrom('anonymous', 'customer', 'staff'))),
        async ([procedure, input, who]) => {
          seen.set(procedure.path, (seen.get(procedure.path) ?? 0) + 1);
          const caller = callerFor(deps, who === 'anonymous' ? {} : { user: who === 'staff' ? staff : customer });
          let target: unknown = caller;
          for (const part of procedure.path.split('.')) target = (target as Record<string, unknown>)[part];

          const before = await fingerprint(deps);
          let outcome: unknown;
          try {
            outcome = await settle(await (target as (i: unknown) => Promise<unknown>)(input));
          } catch (error) {
            if (!(error instanceof TRPCError)) throw error;
            const shape = getErrorShape({ config, error, type: 'query', path: procedure.path, input, ctx: undefined });
            const seenByCaller = JSON.stringify(shape);
            expect(
              error.code,
              `${procedure.path}(${JSON.stringify(input)?.slice(0, 200)}) -> ${error.message}`,
            ).not.toBe('INTERNAL_SERVER_ERROR');
            expect(seenByCaller).not.toMatch(LEAK);
            expect(seenByCaller).not.toContain('stack');
            const after = await fingerprint(deps);
            expect(after, `refused ${procedure.path} wrote data`).toBe(before);
            return;
          }
          expect(JSON.stringify(outcome) ?? '').not.toMatch(/\$argon2|password_?hash|secret_?hash|token_?hash/i);
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31) },
    );

    // Every procedure was exercised.
    for (const p of procedures) expect(seen.get(p.path) ?? 0, p.path).toBeGreaterThan(0);
  }, 600_000);
});
