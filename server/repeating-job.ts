import type { Logger } from './logger.js';

/** A job the server runs by itself, on a timer (the due-back reminders, the payment sweep). */
export interface RepeatingJob<T> {
  /** Runs the job now (a run under way in this process is joined, not doubled). */
  tick(): Promise<T>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` once at start and then every `everyMs`. A failed run is logged with `failed` and answers `fallback`;
 * the next run tries again. The timers never keep a process alive that has nothing else to do. Running in several
 * processes at once is the job's own business (a claim in the database, a lease), not this timer's.
 */
export function startRepeatingJob<T>(
  log: Pick<Logger, 'error'>,
  run: () => Promise<T>,
  { everyMs, failed, fallback }: { everyMs: number; failed: string; fallback: T },
): RepeatingJob<T> {
  let running: Promise<T> | null = null;
  const tick = (): Promise<T> => {
    running ??= run()
      .catch((error: unknown) => {
        log.error({ err: error }, failed);
        return fallback;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = setTimeout(() => void tick(), 0);
  const timer = setInterval(() => void tick(), everyMs);
  first.unref();
  timer.unref();
  return {
    tick,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
