/**
 * npm run bench [-- --only <name>[,<name>]]: runs the benchmarks one after another, prints a table for each and
 * writes bench-results/<name>.json.
 */
import { apiOverhead } from './api-overhead.js';
import { assistantBench } from './assistant.js';
import { checkout } from './checkout.js';
import { clientBundle } from './client.js';
import { conversationsBench } from './conversations.js';
import { fieldAreaBench } from './field-area.js';
import { hiringSearch } from './hiring-search.js';
import { lighthouseBench } from './lighthouse.js';
import { rentals } from './rentals.js';
import { scaleOut } from './scale-out.js';
import { searchScale } from './search-scale.js';
import { upiPayments } from './upi-payments.js';
import { villagePlannerBench } from './village-planner.js';
import { printResult, writeResult, type BenchResult } from './lib/report.js';

const benchmarks: Record<string, () => Promise<BenchResult>> = {
  'api-overhead': apiOverhead,
  'search-scale': searchScale,
  checkout,
  'upi-payments': upiPayments,
  rentals,
  'scale-out': scaleOut,
  hiring: hiringSearch,
  client: clientBundle,
  lighthouse: lighthouseBench,
  assistant: assistantBench,
  'field-area': fieldAreaBench,
  'village-planner': villagePlannerBench,
  conversations: conversationsBench,
};

function selected(argv: string[]): string[] {
  const at = argv.indexOf('--only');
  if (at === -1) return Object.keys(benchmarks);
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((n) => !(n in benchmarks));
  if (names.length === 0 || unknown.length > 0) {
    console.error(
      `Unknown benchmark ${unknown.join(', ') || '(none given)'}; choose from: ${Object.keys(benchmarks).join(', ')}`,
    );
    process.exit(2);
  }
  return names;
}

const names = selected(process.argv.slice(2));
const started = performance.now();
let failed = false;
for (const name of names) {
  console.log(`\n=== ${name} ===`);
  try {
    const result = await benchmarks[name]!();
    printResult(result);
    console.log(`\n${name}: ${Math.round(result.durationMs / 1000)} s, written to ${writeResult(result)}`);
  } catch (error) {
    failed = true;
    console.error(`${name} failed:`, error);
  }
}
console.log(`\nAll benchmarks: ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
