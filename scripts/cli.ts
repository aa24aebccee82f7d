/**
 * Typed command line over every tRPC procedure.
 *
 *   npm run cli -- --list
 *   npm run cli -- catalogue.list '{"search":"tractor"}'
 *   npm run cli -- --as farmer@example.in cart.get            (in process, as that user)
 *   npm run cli -- --url http://127.0.0.1:3000 login farmer@example.in
 *   npm run cli -- --url http://127.0.0.1:3000 cart.get       (over HTTP with the saved session)
 *
 * In process it opens DATABASE_URL or the embedded database in DATA_DIR (do not point it at the data directory
 * of a server that is running: use --url then).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTRPCClient, httpBatchStreamLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { z } from 'zod';
import { inputJsonSchema, listProcedures, type JsonSchema, type ProcedureInfo } from '../server/trpc/introspect.js';
import type { DatabaseHandle } from '../server/db/connect.js';
import type { AppRouter } from '../server/trpc/router.js';

/** A one-line, TypeScript-like picture of a JSON schema. */
export function describeSchema(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(describeSchema).join(' | ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  switch (s.type) {
    case 'object': {
      const required = new Set(s.required ?? []);
      const fields = Object.entries(s.properties ?? {}).map(
        ([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${describeSchema(value)}`,
      );
      return `{ ${fields.join('; ')} }`;
    }
    case 'array': {
      const item = s.items ? describeSchema(s.items) : 'unknown';
      return (s.items?.anyOf ?? s.items?.oneOf) ? `(${item})[]` : `${item}[]`;
    }
    case 'integer':
      return 'integer';
    case 'string':
      return s.format ? `string(${s.format})` : 'string';
    case undefined:
      return 'unknown';
    default:
      return s.type;
  }
}

function inputShape(schema: z.ZodType | undefined): string {
  if (!schema) return '(no input)';
  try {
    return describeSchema(inputJsonSchema(schema));
  } catch {
    return '(input not describable)';
  }
}

class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function parseArgs(argv: string[]) {
  const options: { list: boolean; url?: string; as?: string; help: boolean } = { list: false, help: false };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--list') options.list = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--url' || arg === '--as') {
      const value = argv[++i];
      if (!value) throw new CliError('BAD_REQUEST', `${arg} needs a value`);
      if (arg === '--url') options.url = value.replace(/\/$/, '');
      else options.as = value;
    } else rest.push(arg);
  }
  return { options, rest };
}

function parseInput(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new CliError('BAD_REQUEST', `Input is not valid JSON: ${text}`);
  }
}

function validate(info: ProcedureInfo, input: unknown): unknown {
  if (!info.schema) return input;
  const result = info.schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length ? ` (at ${issue.path.join('.')})` : '';
    throw new CliError('BAD_REQUEST', `${issue.message}${where}`);
  }
  // The procedure parses again; send what the caller wrote so server-side defaults stay the server's.
  return input;
}

function sessionFile(): string {
  return process.env.RY_CLI_SESSION_FILE ?? join(homedir(), '.raitha-yantra', 'cli-session.json');
}

function readSessions(): Record<string, string> {
  const file = sessionFile();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

function saveSession(url: string, cookie: string | null): void {
  const file = sessionFile();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const sessions = readSessions();
  if (cookie) sessions[url] = cookie;
  else delete sessions[url];
  writeFileSync(file, JSON.stringify(sessions, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Where the command writes and what it reads when not from a terminal; tests run it in process with their own. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Piped standard input, read whole. */
  readInput: () => Promise<string>;
  /**
   * An open, migrated database for in-process calls instead of opening DATABASE_URL or DATA_DIR for each one (tests:
   * opening embedded Postgres compiles its WebAssembly, seconds on a busy machine). Left open.
   */
  database?: DatabaseHandle;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const processIo: CliIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  readInput: readStdin,
};

async function promptHidden(question: string, io: CliIo): Promise<string> {
  if (io !== processIo || !process.stdin.isTTY) {
    // Piped input (scripts, tests): the first line, without echo concerns.
    return (await io.readInput()).split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stderr.write('\n');
          return resolve(value);
        }
        if (char === '\u0003') {
          process.stdin.setRawMode(false);
          return reject(new CliError('CANCELLED', 'Cancelled'));
        }
        if (char === '\u007f') value = value.slice(0, -1);
        else value += char;
      }
    };
    process.stdin.on('data', onData);
  });
}

function httpClient(url: string, onSetCookie?: (cookie: string) => void) {
  const cookie = readSessions()[url];
  const options = {
    url: `${url}/trpc`,
    transformer: superjson,
    // Not a browser, so no cross-site forgery to fear; the header tells the server's CSRF check as much (a web
    // page cannot set Sec-Fetch-* itself). Origin would have to equal the server's APP_ORIGIN, which --url need not.
    headers: () => ({ 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) }),
    fetch: async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      const response = await fetch(input, init);
      const setCookie = response.headers.get('set-cookie');
      if (setCookie && onSetCookie) onSetCookie(setCookie.split(';')[0]!);
      return response;
    },
  };
  // Streamed replies (chat.send) need the streaming link; everything else goes one call per request.
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.path === 'chat.send',
        true: httpBatchStreamLink(options),
        false: httpLink(options),
      }),
    ],
  });
}

/** A streamed answer is printed whole, as the list of its chunks. */
async function collect(result: unknown): Promise<unknown> {
  if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
    const chunks: unknown[] = [];
    for await (const chunk of result as AsyncIterable<unknown>) chunks.push(chunk);
    return chunks;
  }
  return result;
}

async function callOverHttp(url: string, info: ProcedureInfo, input: unknown): Promise<unknown> {
  let cookie: string | null = null;
  const client = httpClient(url, (c) => (cookie = c));
  let target: unknown = client;
  for (const part of info.path.split('.')) target = (target as Record<string, unknown>)[part];
  const call = (target as Record<string, (i: unknown) => Promise<unknown>>)[
    info.type === 'query' ? 'query' : 'mutate'
  ]!;
  const result = await collect(await call(input));
  if (cookie !== null) saveSession(url, cookie);
  return result;
}

async function callInProcess(
  info: ProcedureInfo,
  input: unknown,
  asEmail: string | undefined,
  given: DatabaseHandle | undefined,
): Promise<unknown> {
  const [
    { connectDatabase },
    { migrateToLatest },
    { loadDotEnv, parseEnv },
    { createAppDeps },
    { silentLogger },
    { createInnerContext },
    { createCaller },
  ] = await Promise.all([
    import('../server/db/connect.js'),
    import('../server/db/migrate.js'),
    import('../server/env.js'),
    import('../server/deps.js'),
    import('../server/logger.js'),
    import('../server/trpc/context.js'),
    import('../server/trpc/router.js'),
  ]);
  loadDotEnv();
  const env = parseEnv();
  const database = given ?? (await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  try {
    if (!given) await migrateToLatest(database.db);
    const deps = createAppDeps(env, database, silentLogger);
    let user = null;
    if (asEmail) {
      const row = await database.db
        .selectFrom('users')
        .select(['id', 'email', 'role'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', asEmail.toLowerCase()))
        .executeTakeFirst();
      if (!row) throw new CliError('NOT_FOUND', `No user with e-mail ${asEmail}`);
      user = { id: row.id, email: row.email, role: row.role };
    }
    try {
      const caller = createCaller(createInnerContext(deps, { user }));
      let target: unknown = caller;
      for (const part of info.path.split('.')) target = (target as Record<string, unknown>)[part];
      return await collect(await (target as (i: unknown) => Promise<unknown>)(input));
    } finally {
      await deps.close();
    }
  } finally {
    if (!given) await database.close();
  }
}

function describeError(error: unknown): string {
  if (error instanceof CliError) return `${error.code}: ${error.message}`;
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code ?? 'ERROR';
    return `${code}: ${error.message}`;
  }
  if (error instanceof TRPCError) {
    const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong on our side.' : error.message;
    return `${error.code} (${getHTTPStatusCodeFromError(error)}): ${message}`;
  }
  return `ERROR: ${error instanceof Error ? error.message : String(error)}`;
}

const usage = `Usage: npm run cli -- [--url http://host:port] [--as email] <procedure> [json-input]
       npm run cli -- --list
       npm run cli -- --url http://host:port login <email>    (password asked without echo)
       npm run cli -- --url http://host:port logout`;

async function main(argv: string[], io: CliIo): Promise<number> {
  const { options, rest } = parseArgs(argv);
  const procedures = listProcedures();
  if (options.help) {
    io.out(usage);
    return 0;
  }
  if (options.list) {
    const width = Math.max(...procedures.map((p) => p.path.length));
    for (const p of procedures) io.out(`${p.path.padEnd(width)}  ${p.type.padEnd(12)}  ${inputShape(p.schema)}`);
    return 0;
  }
  const [command, rawInput] = rest;
  if (!command) {
    io.err(usage);
    return 1;
  }

  if (command === 'login' || command === 'logout') {
    if (!options.url) throw new CliError('BAD_REQUEST', `${command} works over HTTP: add --url http://host:port`);
    if (command === 'logout') {
      const info = procedures.find((p) => p.path === 'auth.logout');
      if (info) await callOverHttp(options.url, info, undefined).catch(() => undefined);
      saveSession(options.url, null);
      io.out(JSON.stringify({ loggedOut: true }));
      return 0;
    }
    const email = rawInput;
    if (!email) throw new CliError('BAD_REQUEST', 'login needs an e-mail: login <email>');
    const password = await promptHidden(`Password for ${email}: `, io);
    const info = procedures.find((p) => p.path === 'auth.login');
    if (!info) throw new CliError('NOT_FOUND', 'This server has no auth.login procedure');
    const result = await callOverHttp(options.url, info, validate(info, { email, password }));
    io.out(JSON.stringify(result, null, 2));
    return 0;
  }

  const info = procedures.find((p) => p.path === command);
  if (!info) throw new CliError('NOT_FOUND', `No procedure named ${command}. See --list.`);
  if (options.as && options.url) throw new CliError('BAD_REQUEST', '--as works in process; over HTTP use login');
  const input = validate(info, parseInput(rawInput));
  const result = options.url
    ? await callOverHttp(options.url, info, input)
    : await callInProcess(info, input, options.as, io.database);
  io.out(JSON.stringify(result, null, 2) ?? 'null');
  return 0;
}

/** Runs one command line; resolves to the exit status (errors are written, never thrown). */
export async function runCli(argv: string[], io: CliIo = processIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (error) {
    io.err(describeError(error));
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
