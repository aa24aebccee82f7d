import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md, checked by oxlint with .oxlintrc.json: no import cycle (type imports
 * included), shared/ imports neither side, the client imports only types from the server, providers import no
 * modules, migrations import no app code, and only routers, render/, app.ts and tests import server/trpc/.
 * Part of `npm test`, so a cycle or a wrong-way import fails the suite wherever it is run.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const oxlint = join(root, 'node_modules/oxlint/bin/oxlint');
const LINTED = ['shared', 'server', 'client', 'scripts', 'tests', 'migrations', 'e2e'];

interface Diagnostic {
  code?: string;
  message: string;
  help?: string;
  filename: string;
  labels?: Array<{ span: { line: number } }>;
}

function lint(cwd: string, dirs: string[]): { status: number | null; diagnostics: Diagnostic[]; stderr: string } {
  const run = spawnSync(process.execPath, [oxlint, '-c', '.oxlintrc.json', '-f', 'json', ...dirs], {
    cwd,
    encoding: 'utf8',
  });
  const parsed = JSON.parse(run.stdout || '{"diagnostics":[]}') as { diagnostics: Diagnostic[] };
  return { status: run.status, diagnostics: parsed.diagnostics, stderr: run.stderr };
}

function describeDiagnostic(d: Diagnostic): string {
  return `${d.filename}:${d.labels?.[0]?.span.line ?? '?'} ${d.code ?? ''} ${d.message} ${d.help ?? ''}`.trim();
}

describe('import rules', () => {
  it('the code has no import cycle and no import against the direction of the layers', () => {
    const { status, diagnostics, stderr } = lint(root, LINTED);
    expect(diagnostics.map(describeDiagnostic)).toEqual([]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
  }, 120_000);

  describe('the check itself', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'import-rules-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    const files: Record<string, string> = {
      // A cycle that exists only through a type import still counts.
      'server/modules/m/a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
      'server/modules/m/b.ts': "import { type A } from './a.js';\nexport const b = 1;\nexport type B = { a?: A };\n",
      'server/modules/m/m.service.ts': "import { router } from '../../trpc/init.js';\nexport const s = router;\n",
      'server/modules/m/m.router.ts': "import { router } from '../../trpc/init.js';\nexport const r = router;\n",
      'server/trpc/init.ts': 'export const router = 1;\n',
      'server/trpc/router.ts': 'export const appRouter = 1;\nexport type AppRouter = typeof appRouter;\n',
      'server/deps.ts': 'export interface AppDeps { x: number }\n',
      'server/db/types.ts': 'export interface Database { x: number }\n',
      'server/providers/p.ts': "import { b } from '../modules/m/b.js';\nexport const p = b;\n",
      'shared/rule.ts':
        "import type { AppDeps } from '../server/deps.js';\nimport { randomUUID } from 'node:crypto';\n" +
        "import { useState } from 'react';\nexport const rule = [randomUUID, useState];\nexport type D = AppDeps;\n",
      'client/page.ts': "import { appRouter } from '../server/trpc/router.js';\nexport const page = appRouter;\n",
      'client/trpc.ts': "import type { AppRouter } from '../server/trpc/router.js';\nexport type R = AppRouter;\n",
      'migrations/0001_init.ts': "import type { Database } from '../server/db/types.js';\nexport type D = Database;\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    }
    copyFileSync(join(root, '.oxlintrc.json'), join(fixture, '.oxlintrc.json'));

    let result: ReturnType<typeof lint>;
    beforeAll(() => {
      result = lint(fixture, ['server', 'shared', 'client', 'migrations']);
    }, 120_000);
    const found = (filename: string) =>
      result.diagnostics.filter((d) => d.filename === filename).map((d) => `${d.code}: ${d.message}`);

    it('fails the run', () => {
      expect(result.status).not.toBe(0);
    });

    it('finds a cycle made of type imports', () => {
      expect(found('server/modules/m/a.ts')).toEqual([expect.stringContaining('no-cycle')]);
      expect(found('server/modules/m/b.ts')).toEqual([expect.stringContaining('no-cycle')]);
    });

    it('keeps shared/ free of the server, the client, Node and React', () => {
      expect(found('shared/rule.ts')).toEqual([
        expect.stringContaining("'../server/deps.js'"),
        expect.stringContaining("'node:crypto'"),
        expect.stringContaining("'react'"),
      ]);
    });

    it('lets the client import types, not code, from the server', () => {
      expect(found('client/page.ts')).toEqual([expect.stringContaining("'../server/trpc/router.js'")]);
      expect(found('client/trpc.ts')).toEqual([]);
    });

    it('keeps providers below the modules and migrations apart from the app', () => {
      expect(found('server/providers/p.ts')).toEqual([expect.stringContaining("'../modules/m/b.js'")]);
      expect(found('migrations/0001_init.ts')).toEqual([expect.stringContaining("'../server/db/types.js'")]);
    });

    it('lets routers, not services, import server/trpc/', () => {
      expect(found('server/modules/m/m.service.ts')).toEqual([expect.stringContaining("'../../trpc/init.js'")]);
      expect(found('server/modules/m/m.router.ts')).toEqual([]);
    });
  });
});
