import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ry-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('start-up', () => {
  it('stops in production without SMTP_URL with one clear line, before listening', () => {
    const run = spawnSync(join(rootDir, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      cwd: rootDir,
      encoding: 'utf8',
      timeout: 80_000,
      // Empty values mean "unset" and win over a local .env.
      env: { ...process.env, NODE_ENV: 'production', SMTP_URL: '', MAIL_FROM: '', DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: SMTP_URL is required in production (e-mails cannot be delivered without it)',
    ]);
    expect(run.stdout).not.toContain('is serving');
  }, 90_000);
});
