import { spawnSync, type StdioOptions } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const builtClientDir = join(projectRoot, 'dist/client');
const builtIndex = join(builtClientDir, 'index.html');
/** The server half of the build (vite build --ssr), which renders the pages. */
const builtServerEntry = join(projectRoot, 'dist/server/entry-server.js');
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

/** True when the production build is missing or older than any of its sources. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(builtIndex) || !existsSync(builtServerEntry)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((s) => existsSync(join(projectRoot, s)) && newestMtime(join(projectRoot, s)) > built);
}

/** Runs `npm run build`; returns its exit status and, when not inherited, its output. */
export function buildClient(stdio: StdioOptions = 'inherit'): { status: number; output: string } {
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio, encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}
