import { spawn } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.js';
import { runCli } from './cli.js';
import { seedCatalogue } from '../server/db/seed.js';
import { testDeps } from '../server/test/harness.js';
import { createTestDatabase, type TestDatabase } from '../server/test/test-db.js';
import { hashPassword } from '../server/modules/auth/password.js';
import { appRouter } from '../server/trpc/router.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'ry-cli-'));
const sessionFile = join(mkdtempSync(join(tmpdir(), 'ry-cli-home-')), 'session.json');
const email = 'cli-farmer@example.in';
const password = 'ragi-and-rain-2026';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

// What the command reads from its environment (each test file has a process of its own). The in-process calls get
// the test database itself; nothing may open DATA_DIR, which stays empty.
Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', RY_CLI_SESSION_FILE: sessionFile });

/**
 * Runs the command line in this process: the same code as `npm run cli`, without starting Node and tsx and opening
 * the database each time; in-process calls use the test file's database, which the HTTP server also serves.
 */
async function cli(args: string[], stdin = ''): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
    readInput: async () => stdin,
    database: serverDb,
  });
  return { code, stdout, stderr };
}

/** The real command, as a user starts it (Node + tsx starting up: seconds on a loaded machine). */
function spawnCli(args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end();
  });
}

async function addConfirmedUser(db: TestDatabase['db']): Promise<void> {
  await db
    .insertInto('users')
    .values({ email, passwordHash: await hashPassword(password), emailConfirmedAt: new Date() })
    .execute();
}

let server: FastifyInstance;
let serverDb: TestDatabase;
let url: string;

beforeAll(async () => {
  serverDb = await createTestDatabase();
  await seedCatalogue(serverDb.db);
  await addConfirmedUser(serverDb.db);
  server = await buildApp({ deps: testDeps(serverDb) });
  url = await server.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);

afterAll(async () => {
  await server?.close();
  await serverDb?.close();
});

describe('cli', () => {
  it('--list prints every procedure of the router with its kind and input shape', async () => {
    const result = await cli(['--list']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    const paths = Object.keys((appRouter._def as unknown as { procedures: object }).procedures).sort((a, b) =>
      a.localeCompare(b),
    );
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(paths);
    expect(result.stdout).toMatch(
      new RegExp(
        /\ncatalogue\.list\s+query\s+\{ search\?: string; categoryId\?: integer; /.source +
          /.*page\?: integer; pageSize\?: integer \}\n/.source,
      ),
    );
  });

  it('calls a procedure in process and prints JSON', async () => {
    const result = await cli(['catalogue.list', '{"search":"tractor","pageSize":3}']);
    expect(result.code).toBe(0);
    const page = JSON.parse(result.stdout);
    expect(page.items).toHaveLength(3);
    expect(page.items[0].name).toMatch(/tractor/i);
  });

  it(
    'runs as a real command: JSON on stdout with status 0, a refusal on stderr with status 1',
    async () => {
      const found = await spawnCli(['--url', url, 'catalogue.byId', '{"id":1}']);
      expect(found.code).toBe(0);
      expect(JSON.parse(found.stdout)).toMatchObject({ id: 1 });
      const missing = await spawnCli(['catalogue.list', '{"page":-1}']);
      expect(missing.code).toBe(1);
      expect(missing.stdout).toBe('');
      expect(missing.stderr).toContain('BAD_REQUEST: Page must be 1 or more (at page)');
    },
    // Two cold starts of Node and tsx (seconds each, a minute on a busy machine); the in-process cases need none.
    240_000,
  );

  it('validates input with the procedure schema before calling, exit status 1', async () => {
    const result = await cli(['catalogue.list', '{"page":-1}']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('BAD_REQUEST: Page must be 1 or more (at page)');
  });

  it('prints the tRPC code of a failed call', async () => {
    const result = await cli(['catalogue.byId', '{"id":999999}']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('NOT_FOUND (404): Product not found');
  });

  it('refuses unknown procedures and malformed JSON', async () => {
    expect((await cli(['catalogue.nope'])).stderr).toContain('NOT_FOUND: No procedure named catalogue.nope');
    const bad = await cli(['catalogue.list', '{oops']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Input is not valid JSON');
  });

  it('calls over HTTP with the typed client with --url', async () => {
    const result = await cli(['--url', url, 'catalogue.byId', '{"id":1}']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ id: 1 });
    const missing = await cli(['--url', url, 'catalogue.byId', '{"id":424242}']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('NOT_FOUND: Product not found');
  });

  it('calls protected procedures in process with --as', async () => {
    const result = await cli(['--as', email, 'cart.get']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ lines: [] });
    const anonymous = await cli(['cart.get']);
    expect(anonymous.code).toBe(1);
    expect(anonymous.stderr).toMatch(/^UNAUTHORIZED/);
    expect((await cli(['--as', 'nobody@example.in', 'cart.get'])).stderr).toContain(
      'No user with e-mail nobody@example.in',
    );
  });

  it('logs in over HTTP with the password from stdin, keeps the session in a 0600 file, and logs out', async () => {
    const anonymous = await cli(['--url', url, 'cart.get']);
    expect(anonymous.code).toBe(1);
    expect(anonymous.stderr).toMatch(/^UNAUTHORIZED/);

    const wrong = await cli(['--url', url, 'login', email], 'not-the-password\n');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Invalid login credentials');

    const login = await cli(['--url', url, 'login', email], `${password}\n`);
    expect(login.code).toBe(0);
    expect(login.stdout).not.toContain(password);
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);

    const signedIn = await cli(['--url', url, 'cart.add', '{"productId":1,"rental":false}']);
    expect(signedIn.code).toBe(0);
    expect(JSON.parse(signedIn.stdout).cart.totalItems).toBe(1);
    expect(JSON.parse((await cli(['--url', url, 'cart.get'])).stdout).totalItems).toBe(1);

    expect((await cli(['--url', url, 'logout'])).code).toBe(0);
    expect((await cli(['--url', url, 'cart.get'])).stderr).toMatch(/^UNAUTHORIZED/);
  });
});
