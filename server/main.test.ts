import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
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
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SMTP_URL: '',
        MAIL_FROM: '',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: SMTP_URL is required in production (e-mails cannot be delivered without it)',
    ]);
    expect(run.stdout).not.toContain('is serving');
  }, 90_000);

  it('refuses before it touches the database: no embedded database is created', () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'ry-main-untouched-'));
    try {
      const run = spawnSync(join(rootDir, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
        cwd: rootDir,
        encoding: 'utf8',
        timeout: 80_000,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SMTP_URL: '',
          MAIL_FROM: '',
          DATABASE_URL: '',
          DATA_DIR: ownDir,
          PORT: '0',
        },
      });
      expect(run.status).toBe(1);
      // At most the claim on the directory (pglite.pid), never the database itself.
      expect(readdirSync(ownDir)).not.toContain('pglite');
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses before it touches the database: no connection to Postgres is opened', async () => {
    // Stands where Postgres would be and counts who knocks.
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number | null>((resolve) => {
        const child = execFile(join(rootDir, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
          cwd: rootDir,
          timeout: 80_000,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            SMTP_URL: '',
            MAIL_FROM: '',
            DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shop`,
            DATA_DIR: dataDir,
            PORT: '0',
          },
        });
        child.on('exit', (code) => resolve(code));
      });
      expect(status).toBe(1);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 90_000);
});
