import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../../client-build.js';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The production server (server/main.ts, as npm start runs it) on a fresh embedded database in dataDir, once ready.
 * It also answers a page's static copy (`?static-copy=1`, server/render/static-copy.ts), which only a bench turns on.
 */
export async function startShop(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The offline assistant and test payments, whatever a local .env says (as the browser journeys do).
      CHAT_API_KEY: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      LOG_LEVEL: 'warn',
      BENCH_STATIC_COPY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the shop server did not become ready in 5 minutes');
}

/** The address of a page's static copy (its server HTML and CSS, no script) on the same shop. */
export function staticCopyUrl(url: string): string {
  const copy = new URL(url);
  copy.searchParams.set('static-copy', '1');
  return copy.href;
}
