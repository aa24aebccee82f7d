import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * The formatter, run by `npm test`: every source file is as Prettier writes it (`.prettierrc.json`), and no line is
 * longer than 120 characters. A character is what a reader sees as one (a grapheme: ಟ್ರ್ಯಾ is one or two, not six
 * code points), as Prettier measures. Fix a failure with `npm run format`; a long string or comment is split by hand.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_LINE = 120;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((path) => SOURCE.test(path))
    .sort();
}

const graphemes = new Intl.Segmenter('kn', { granularity: 'grapheme' });
function width(line: string): number {
  let n = 0;
  for (const _ of graphemes.segment(line)) n++;
  return n;
}

describe('formatting', () => {
  const files = sourceFiles();

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('server/app.ts');
  });

  it('keeps every line within 120 characters', () => {
    const long: string[] = [];
    for (const file of files) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.length > MAX_LINE && width(line) > MAX_LINE) long.push(`${file}:${i + 1} (${width(line)})`);
        });
    }
    expect(long, 'lines over 120 characters').toEqual([]);
  });

  it('has every file as Prettier formats it (npm run format)', async () => {
    const unformatted: string[] = [];
    for (const file of files) {
      const path = join(root, file);
      const options = await prettier.resolveConfig(path);
      const info = await prettier.getFileInfo(path, { ignorePath: join(root, '.prettierignore') });
      if (info.ignored || !info.inferredParser) continue;
      const source = readFileSync(path, 'utf8');
      if (!(await prettier.check(source, { ...options, filepath: path }))) unformatted.push(file);
    }
    expect(unformatted, 'files to format with npm run format').toEqual([]);
    // About 500 files: seconds on a quiet machine, most of a minute on a loaded one.
  }, 600_000);
});
