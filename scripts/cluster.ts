/**
 * Several server processes, one shop: `npm run cluster -- --processes 3 [--port 8080]`.
 *
 * Starts N copies of server/main.ts on free loopback ports, all on the same Postgres (DATABASE_URL) and Redis
 * (REDIS_URL), behind HAProxy on --port (default PORT, else 8080): round robin, health checks on /readyz, a
 * connection refused by a dead process retried on another. Nothing lives in a process that another one needs:
 * sessions, carts, orders, holds and test payments are rows in Postgres; rate-limit counters are in Redis.
 * Ctrl+C stops HAProxy and every process.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Backend {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  /** The balancer's address: what browsers and the benchmark talk to. */
  url: string;
  backends: Backend[];
  /** Lines the processes and HAProxy wrote, for a failure report. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  processes: number;
  /** The balancer's port; 0 picks a free one. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** More variables for the server processes (NODE_ENV, SMTP_URL, ...). */
  env?: Record<string, string>;
}

export function haproxyMissing(): string | null {
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (!probe.error && probe.status === 0) return null;
  return 'HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install -y haproxy (then run this again).';
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A cold start (tsx compiling the server) takes seconds; one took 77 s on 2 cores under a load of 30.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer /readyz within 600 s:\n${output()}`);
}

function haproxyConfig(port: number, backends: Backend[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # The servers trust X-Forwarded-For from 127.0.0.1 only (TRUST_PROXY), so rate limits see each client's address.
  option forwardfor
  # A process that refuses the connection (killed, restarting) costs a retry on another one, not an error.
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend shop
  bind 127.0.0.1:${port}
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port}`).join('\n')}
`;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The environment of one server process: the caller's, with development mode and warnings-only logs when it names
 * none (a given NODE_ENV is kept, so `NODE_ENV=production npm run cluster` runs the production start-up checks),
 * then the cluster's own wiring (port, database, Redis, the balancer's origin, the balancer as trusted proxy).
 */
export function backendEnv(
  given: NodeJS.ProcessEnv,
  options: Pick<ClusterOptions, 'databaseUrl' | 'redisUrl' | 'env'>,
  backend: { port: number; url: string },
): NodeJS.ProcessEnv {
  return {
    ...given,
    NODE_ENV: given.NODE_ENV || 'development',
    LOG_LEVEL: given.LOG_LEVEL || 'warn',
    ...options.env,
    PORT: String(backend.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    APP_ORIGIN: backend.url,
    TRUST_PROXY: '127.0.0.1',
  };
}

/** Migrates and seeds the shared database once, then starts the processes and the balancer. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = haproxyMissing();
  if (missing) throw new Error(missing);

  const [{ connectDatabase }, { migrateToLatest }, { seedCatalogue }] = await Promise.all([
    import('../server/db/connect.js'),
    import('../server/db/migrate.js'),
    import('../server/db/seed.js'),
  ]);
  const database = await connectDatabase({ databaseUrl: options.databaseUrl, dataDir: '' });
  try {
    // Once here, so N processes do not all wait on the migration lock at start.
    await migrateToLatest(database.db);
    await seedCatalogue(database.db);
  } finally {
    await database.close();
  }

  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const output = () => log;
  const backends: Backend[] = [];
  for (let i = 1; i <= options.processes; i++) {
    const backendPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: backendEnv(process.env, options, { port: backendPort, url }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const name = `app${i}`;
    child.stdout?.on('data', (chunk: Buffer) => (log += `[${name}] ${chunk}`));
    child.stderr?.on('data', (chunk: Buffer) => (log += `[${name}] ${chunk}`));
    backends.push({ name, port: backendPort, url: `http://127.0.0.1:${backendPort}`, process: child });
  }

  const configDir = mkdtempSync(join(tmpdir(), 'ry-haproxy-'));
  const stop = async () => {
    await Promise.all([...backends.map((b) => stopChild(b.process)), haproxy ? stopChild(haproxy) : Promise.resolve()]);
    rmSync(configDir, { recursive: true, force: true });
  };
  let haproxy: ChildProcess | undefined;
  try {
    await Promise.all(backends.map((b) => waitUntilReady(b.url, b.process, output)));
    const configFile = join(configDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(port, backends));
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout?.on('data', (chunk: Buffer) => (log += `[haproxy] ${chunk}`));
    haproxy.stderr?.on('data', (chunk: Buffer) => (log += `[haproxy] ${chunk}`));
    await waitUntilReady(url, haproxy, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, backends, output, stop };
}

function parseArgs(argv: string[]): { processes: number; port: number } {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at === -1 ? undefined : argv[at + 1];
  };
  const processes = Number(value('--processes') ?? 2);
  const port = Number(value('--port') ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new Error('--processes must be 1 to 32');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a port number');
  return { processes, port };
}

async function main(): Promise<void> {
  const { loadDotEnv } = await import('../server/env.js');
  loadDotEnv();
  const { processes, port } = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error(
      'A cluster shares one Postgres and one Redis: set DATABASE_URL (postgres://...) ' +
        'and REDIS_URL (redis://...), e.g.\n' +
        ('  DATABASE_URL=postgres://postgres@127.0.0.1:5432/raitha ' +
          'REDIS_URL=redis://127.0.0.1:6379 npm run cluster -- --processes 3'),
    );
  }
  const cluster = await startCluster({ processes, port, databaseUrl, redisUrl });
  console.log(`Raitha Yantra on ${cluster.url} (HAProxy, round robin) over ${processes} processes:`);
  for (const b of cluster.backends) console.log(`  ${b.name}  ${b.url}  pid ${b.process.pid}`);
  console.log('Ctrl+C stops them all.');
  const shutdown = () => {
    cluster.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  for (const b of cluster.backends) {
    b.process.once('exit', (code, signal) =>
      console.error(`${b.name} stopped (${signal ?? `exit ${code}`}); HAProxy sends its traffic to the others.`),
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
