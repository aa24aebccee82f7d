/** Nearest-rank percentile of samples (any order); 0 for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Runs `fn` `warmup` times unmeasured, then until `iterations` samples or `budgetMs` (at least `min` samples). */
export async function sample(
  fn: () => Promise<unknown>,
  {
    warmup = 2,
    iterations,
    budgetMs = Infinity,
    min = 3,
  }: { warmup?: number; iterations: number; budgetMs?: number; min?: number },
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < iterations && (samples.length < min || performance.now() - started < budgetMs)) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}
