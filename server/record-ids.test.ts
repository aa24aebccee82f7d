/**
 * Integer ids are bounded in the input schemas: a number past what an `integer` column holds (2^31 and more) is bad
 * input, answered 400 before any query runs, never a 500 with a stack in the log.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '../shared/schemas/ids.js';
import { buildApp } from './app.js';
import { logSerializers } from './log-safety.js';
import { createSession, sessionCookieName } from './modules/auth/session.js';
import { insertUser } from './test/fixtures.js';
import { testDeps } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';
import { inputJsonSchema, listProcedures, type JsonSchema } from './trpc/introspect.js';

const ORIGIN = 'http://localhost:3000';
const TOO_LARGE = 2 ** 31;

/** Every integer field named `id` or `…Id` in a schema, with its path and bounds. */
function integerIds(schema: JsonSchema, path: string, found: Array<{ path: string; schema: JsonSchema }>): void {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') && /(^|\.)(id|\w+Id)$/.test(path)) found.push({ path, schema });
  for (const [key, child] of Object.entries(schema.properties ?? {})) integerIds(child, `${path}.${key}`, found);
  if (schema.items) integerIds(schema.items, `${path}[]`, found);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) integerIds(option, path, found);
}

describe('integer ids in the input schemas', () => {
  it('are bounded to what an integer column holds, in every procedure', () => {
    const found: Array<{ path: string; schema: JsonSchema }> = [];
    for (const procedure of listProcedures()) {
      if (procedure.schema) integerIds(inputJsonSchema(procedure.schema), procedure.path, found);
    }
    // The audit log's id is a bigint: its paging cursor may go past 2^31.
    const recordIds = found.filter((f) => f.path !== 'admin.audit.beforeId');
    expect(recordIds.length).toBeGreaterThan(20);
    const unbounded = recordIds.filter((f) => f.schema.maximum === undefined || f.schema.maximum > MAX_RECORD_ID);
    expect(unbounded.map((f) => f.path)).toEqual([]);
    const notPositive = recordIds.filter((f) => (f.schema.minimum ?? f.schema.exclusiveMinimum ?? -1) < 0);
    expect(notPositive.map((f) => f.path)).toEqual([]);
  });
});

describe('an id of 2^31 over HTTP', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  let farmer: string;
  let owner: string;

  async function cookieOf(role: 'customer' | 'owner'): Promise<string> {
    const user = await insertUser(database.db, undefined, role);
    const { token } = await createSession({ db: database.db, clock: { now: () => new Date() } }, user.id);
    return `${sessionCookieName({ APP_ORIGIN: ORIGIN })}=${token}`;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const logger = pino({ serializers: logSerializers }, sink);
    app = await buildApp({ deps: testDeps(database, { log: logger }), logger });
    farmer = await cookieOf('customer');
    owner = await cookieOf('owner');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const field = {
    day: '2026-11-30',
    slot: 'morning',
    areaMilliAcres: 1000,
    lat: 15.35,
    lon: 75.13,
    place: 'Hubballi',
    landmark: 'Behind the temple',
    phone: '9845012345',
  };

  const calls: Array<{ path: string; kind: 'query' | 'mutation'; input: unknown; as: () => string }> = [
    { path: 'hiring.book', kind: 'mutation', input: { ...field, serviceId: TOO_LARGE }, as: () => farmer },
    { path: 'hiring.joinWaitlist', kind: 'mutation', input: { ...field, serviceId: TOO_LARGE }, as: () => farmer },
    { path: 'hiring.service', kind: 'query', input: { serviceId: TOO_LARGE }, as: () => farmer },
    { path: 'hiring.admin.board', kind: 'query', input: { centreId: TOO_LARGE, day: '2026-11-30' }, as: () => owner },
    { path: 'hiring.admin.services', kind: 'query', input: { centreId: TOO_LARGE }, as: () => owner },
  ];

  it.each(calls.map((c) => [c.path, c] as const))(
    '%s answers BAD_REQUEST with the field named, logging nothing',
    async (_path, call) => {
      lines.length = 0;
      const body = superjson.serialize(call.input);
      const res =
        call.kind === 'query'
          ? await app.inject({
              method: 'GET',
              url: `/trpc/${call.path}?input=${encodeURIComponent(JSON.stringify(body))}`,
              headers: { cookie: call.as() },
            })
          : await app.inject({
              method: 'POST',
              url: `/trpc/${call.path}`,
              headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: call.as() },
              payload: JSON.stringify(body),
            });
      expect(res.statusCode).toBe(400);
      const error = res.json().error.json;
      expect(error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_INPUT' });
      expect(Object.keys(error.data.fieldErrors)).toEqual([
        call.path.startsWith('hiring.admin') ? 'centreId' : 'serviceId',
      ]);
      expect(error.message).toMatch(/ID is too large$/);
      expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
      expect(lines.join('')).not.toContain('    at ');
    },
  );
});
