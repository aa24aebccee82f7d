/**
 * Stopping the server (SIGTERM, as a deploy or `docker stop` does) finishes the requests in flight and refuses
 * new connections meanwhile. The real process entry (server/main.ts) runs on Postgres; the slow request is a chat
 * answer that a loopback model service holds open until the test lets it finish.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatChunk } from '../../shared/schemas/chat.js';
import { sseEvents, startChatApiServer, type ChatApiServer } from '../../server/test/chat-api-server.js';
import { createTestDatabase, type TestDatabase } from '../../server/test/test-db.js';
import type { AppRouter } from '../../server/trpc/router.js';

const ORIGIN = 'http://localhost:3000';
const root = fileURLToPath(new URL('../..', import.meta.url));

let database: TestDatabase;
let api: ChatApiServer;
let server: ChildProcess;
const logs: Record<string, unknown>[] = [];
let stderr = '';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startChatApiServer();
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  await api?.close();
  await database?.close();
});

/** Starts server/main.ts as in production and resolves with its address once it listens. */
async function startServer(): Promise<string> {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      APP_ORIGIN: ORIGIN,
      DATABASE_URL: database.url,
      CHAT_API_KEY: 'sk-or-v1-shutdown-test-key',
      CHAT_API_URL: api.url,
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: server.stdout! });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${stderr}`)));
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      const address = /listening on (http:\/\/\S+)\)/.exec(String(entry.msg ?? ''))?.[1];
      if (address) resolve(address);
    });
  });
}

function canConnect(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

it('finishes the request in flight after SIGTERM, refuses new connections meanwhile, then exits cleanly', async () => {
  const address = await startServer();

  let finish!: () => void;
  const finishing = new Promise<void>((resolve) => (finish = resolve));
  let received!: () => void;
  const receivedByModel = new Promise<void>((resolve) => (received = resolve));
  api.handle(async (_req, res) => {
    const [comment, first, second, stop, done] = sseEvents(['Half of the answer, ', 'and the rest.']);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(comment! + first!);
    received();
    await finishing;
    res.end(second! + stop! + done!);
  });

  const client = createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: `${address}/trpc`, transformer: superjson, headers: { origin: ORIGIN } })],
  });
  const answer = (async () => {
    let text = '';
    const stream = (await client.chat.send.mutate({
      messages: [{ role: 'user', content: 'Which tractor suits 5 acres?' }],
      language: 'en',
    })) as AsyncIterable<ChatChunk>;
    for await (const chunk of stream) if (chunk.type === 'text') text += chunk.text;
    return text;
  })();
  await receivedByModel;

  const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  server.kill('SIGTERM');

  const deadline = Date.now() + 5_000;
  while (await canConnect(address)) {
    if (Date.now() > deadline) throw new Error('the server still accepts connections 5 s after SIGTERM');
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(server.exitCode).toBeNull();

  finish();
  const finished = performance.now();
  expect(await answer).toBe('Half of the answer, and the rest.');
  const [code] = await exited;
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  // The client's keep-alive connection, idle once the answer ended, does not hold the exit up.
  expect(performance.now() - finished).toBeLessThan(3_000);

  // Every request was logged as JSON with its request id, from arrival to completion.
  const chatLogs = logs.filter((l) => (l.req as { url?: string } | undefined)?.url?.startsWith('/trpc/chat.send'));
  expect(chatLogs.length).toBeGreaterThan(0);
  const reqId = chatLogs[0]!.reqId;
  expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
  expect(logs.some((l) => l.reqId === reqId && l.msg === 'request completed')).toBe(true);
});
