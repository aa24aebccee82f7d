import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { UserRole } from '../../shared/roles';
import { rootDir, type Server, startServer } from './server';
import { test as base } from './test';

/** The Postgres server the journeys that need one use (the machine's, trust auth). */
export const POSTGRES = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgres(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * The `test` of a journey whose worker's server runs on a Postgres database of its own, made for the worker and
 * dropped after it (`<prefix>_<random>`): for what only the database gives (a staff role, a command such as
 * `npm run user:role` that cannot open the embedded database a running server holds). Its fixtures: `databaseUrl`
 * (worker) and the usual `server`, `baseURL` and `page`, on that database. `env` adds server variables.
 */
export function testOnOwnDatabase(prefix: string, env: Record<string, string> = {}) {
  return base.extend<{}, { databaseUrl: string }>({
    databaseUrl: [
      async ({}, use) => {
        const name = `${prefix}_${randomBytes(5).toString('hex')}`;
        await onPostgres(`CREATE DATABASE ${name}`);
        const url = new URL(POSTGRES);
        url.pathname = `/${name}`;
        try {
          await use(url.toString());
        } finally {
          await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      },
      { scope: 'worker' },
    ],
    server: [
      async ({ databaseUrl }, use) => {
        const server = await startServer({ ...env, DATABASE_URL: databaseUrl });
        try {
          await use(server);
        } finally {
          server.stop();
        }
      },
      { scope: 'worker', timeout: 200_000 },
    ],
  });
}

/** Gives the account with this e-mail a role, straight in the database (the journey's staff member). */
export async function setRole(databaseUrl: string, email: string, role: UserRole): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE users SET role = $2 WHERE email = $1', [email, role]);
  } finally {
    await client.end();
  }
}

/** Runs `npm run user:role -- <email> <role>` against the journey's database, as a shop owner would. */
export function userRoleCommand(
  databaseUrl: string,
  email: string,
  role: string,
): { status: number | null; out: string } {
  const run = spawnSync('npm', ['run', '--silent', 'user:role', '--', email, role], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/**
 * The same for a file whose tests open their own browser contexts: a server on a database of its own for the whole
 * file, started before its first test and stopped (its database dropped) after its last. Read `url` and
 * `databaseUrl` inside tests, once it has started.
 */
export function serverOnOwnDatabase(prefix: string, env: Record<string, string> = {}) {
  const state: { server?: Server; databaseUrl?: string; name?: string } = {};
  base.beforeAll(async () => {
    base.setTimeout(200_000);
    state.name = `${prefix}_${randomBytes(5).toString('hex')}`;
    await onPostgres(`CREATE DATABASE ${state.name}`);
    const url = new URL(POSTGRES);
    url.pathname = `/${state.name}`;
    state.databaseUrl = url.toString();
    state.server = await startServer({ ...env, DATABASE_URL: state.databaseUrl });
  });
  base.afterAll(async () => {
    state.server?.stop();
    if (state.name) await onPostgres(`DROP DATABASE IF EXISTS ${state.name} WITH (FORCE)`);
  });
  return {
    get url(): string {
      if (!state.server) throw new Error('the server on its own database has not started');
      return state.server.url;
    },
    get databaseUrl(): string {
      if (!state.databaseUrl) throw new Error('the database of its own has not been made');
      return state.databaseUrl;
    },
  };
}
