import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../..', import.meta.url));
export const resultsDir = join(rootDir, 'test-results');

/** Runs `npm run build` when dist/client has not been built; false if that build fails. */
export function buildClientIfMissing(): boolean {
  if (existsSync(join(rootDir, 'dist', 'client', 'index.html'))) return true;
  console.log('Building the client (dist/client is missing)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status === 0) return true;
  console.error('The build failed.');
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type Server = { url: string; process: ChildProcess; output: () => string; stop: () => void };

/**
 * Starts the real server on a free port with a fresh embedded database; resolves once /healthz answers 200.
 * `env` adds or overrides variables, e.g. Stripe keys for a server in Stripe mode.
 */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'raitha-yantra-e2e-'));
  let output = '';
  const child = spawn(join(rootDir, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: rootDir,
    // An empty DATABASE_URL means "none" (embedded database) and also wins over a local .env; so does an empty
    // CHAT_API_KEY, which keeps the journeys on the offline assistant, off the network.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CHAT_API_KEY: '',
      LOG_LEVEL: 'warn',
      // Empty Stripe and Razorpay keys keep the journeys on the built-in test payments whatever a local .env says.
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      // The server runs as its own process group (tsx starts a child node): end all of it.
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    child.stdout?.destroy();
    child.stderr?.destroy();
    child.unref();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  // Start-up (tsx, migrations, seed) takes seconds alone and minutes on a machine busy with other builds.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return { url, process: child, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The server did not answer GET /healthz with 200 within 180 s:\n${output}`);
}
