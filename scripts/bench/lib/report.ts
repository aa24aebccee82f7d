import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { percentile, round } from './stats.js';

export const resultsDir = fileURLToPath(new URL('../../../bench-results/', import.meta.url));

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  /** 1-minute load average when the benchmark started: other work on the machine skews every figure. */
  loadAverage: number;
  date: string;
}

export function machine(): Machine {
  let cpuModel = 'unknown';
  try {
    cpuModel = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpuModel;
  } catch {
    // Not Linux: the model stays unknown.
  }
  return {
    cpus: availableParallelism(),
    cpuModel,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    date: new Date().toISOString(),
  };
}

export type Cell = string | number | boolean | null | undefined;

/** A plain-text table: numbers right-aligned, text left-aligned. */
export function formatTable(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell))));
  const width = (s: string) => [...s.normalize('NFC')].length;
  const widths = headers.map((h, i) => Math.max(width(h), ...text.map((row) => width(row[i] ?? ''))));
  const pad = (s: string, i: number, right: boolean) =>
    right ? ' '.repeat(widths[i]! - width(s)) + s : s + ' '.repeat(widths[i]! - width(s));
  const line = (cells: string[], numeric: boolean[]) => cells.map((c, i) => pad(c, i, numeric[i] ?? false)).join('  ');
  const numericColumns = headers.map(
    (_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || row[i] == null),
  );
  return [
    line(headers, numericColumns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...text.map((row) => line(row, numericColumns)),
  ].join('\n');
}

export interface Target {
  what: string;
  goal: string;
  measured: string;
  met: boolean;
}

export interface BenchResult {
  name: string;
  machine: Machine;
  durationMs: number;
  tables: { title: string; headers: string[]; rows: Cell[][]; notes?: string[] }[];
  targets: Target[];
  data: unknown;
}

export function printResult(result: BenchResult): void {
  for (const table of result.tables) {
    console.log(`\n${table.title}\n`);
    console.log(formatTable(table.headers, table.rows));
    for (const note of table.notes ?? []) console.log(`  ${note}`);
  }
  if (result.targets.length > 0) {
    console.log('\nTargets\n');
    console.log(
      formatTable(
        ['', 'target', 'goal', 'measured'],
        result.targets.map((t) => [t.met ? 'met' : 'MISSED', t.what, t.goal, t.measured]),
      ),
    );
  }
}

export function writeResult(result: BenchResult): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}${result.name}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** A table row of latencies: what was timed, on which database, how many samples, and p50 / p95 / p99 in ms. */
export function latencyRow(what: string, kind: string, samples: number[]): Cell[] {
  return [
    what,
    kind,
    samples.length,
    round(percentile(samples, 50)),
    round(percentile(samples, 95)),
    round(percentile(samples, 99)),
  ];
}
