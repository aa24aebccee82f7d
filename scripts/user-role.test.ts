/** `npm run user:role`: makes the first owner from the command line, on the embedded database in DATA_DIR. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite, type DatabaseHandle } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'ry-user-role-'));

function userRole(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/user-role.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function roleOf(email: string): Promise<string | undefined> {
  const handle = await connectPglite(dataDir);
  try {
    const row = await handle.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirst();
    return row?.role;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  const handle = await connectPglite(dataDir);
  await migrateToLatest(handle.db);
  await handle.db
    .insertInto('users')
    .values({ email: 'Shanthamma@example.in', passwordHash: 'not-a-real-hash', emailConfirmedAt: new Date() })
    .execute();
  await handle.close();
}, 120_000);

describe('npm run user:role', () => {
  it('makes an existing account an owner, whatever the case of the address typed', async () => {
    const result = await userRole(['shanthamma@EXAMPLE.in', 'owner']);
    expect(result.stdout).toContain('Shanthamma@example.in is now owner.');
    expect(result.code).toBe(0);
    expect(await roleOf('Shanthamma@example.in')).toBe('owner');

    expect((await userRole(['shanthamma@example.in', 'customer'])).code).toBe(0);
    expect(await roleOf('Shanthamma@example.in')).toBe('customer');
  }, 120_000);

  it('refuses an address with no account, and an unknown role, changing nothing', async () => {
    const missing = await userRole(['nobody@example.in', 'staff']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account has the e-mail nobody@example.in');

    const badRole = await userRole(['shanthamma@example.in', 'admin']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('customer|staff|owner|agent|provider');
    expect(await roleOf('Shanthamma@example.in')).toBe('customer');
  }, 120_000);

  it('says who holds the embedded database when the server has it open, and what to do', async () => {
    let held: DatabaseHandle | undefined = await connectPglite(dataDir);
    try {
      const result = await userRole(['shanthamma@example.in', 'staff']);
      expect(result.code).toBe(3);
      expect(result.stderr).toContain(`in use by process ${process.pid} (most likely the running shop server)`);
      expect(result.stderr).toContain('Stop that process and run the command again');
      await held.close();
      held = undefined;
      expect((await userRole(['shanthamma@example.in', 'staff'])).code).toBe(0);
      expect(await roleOf('Shanthamma@example.in')).toBe('staff');
    } finally {
      await held?.close();
    }
  }, 120_000);
});
