/**
 * `npm start`: builds the client when the build is missing or older than its sources, then starts the server
 * (which migrates and seeds an empty database).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist/client/index.html');
const sources = ['client', 'shared', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function clientIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((s) => existsSync(join(root, s)) && newestMtime(join(root, s)) > built);
}

if (clientIsStale()) {
  console.log('Building the client (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The client build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

await import('../server/main.js');
