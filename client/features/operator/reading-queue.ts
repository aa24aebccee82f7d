import type { FieldReadingInput } from '../../../shared/schemas/field-work';

/**
 * The operator's readings, kept on the phone until the shop has them (issue 25, item 3). A reading gets its id here,
 * when it is taken (crypto.randomUUID), and keeps it through every retry, so the server keeps it once however often
 * it arrives. Kept in localStorage (a walk is about 60 KB, a photo about 80 KB: well inside its 5 MB), which
 * survives closing the page, the browser and the phone; one sync runs at a time in a tab, and across tabs the Web
 * Locks API holds them apart where the browser has it (the server is idempotent either way).
 */

const KEY = 'ry-operator-queue-v1';
const JOBS_KEY = 'ry-operator-jobs-v1';

export type QueuedReading = FieldReadingInput & { queuedAt: number };

export interface FailedReading {
  reading: QueuedReading;
  reason: string;
}

interface Stored {
  pending: QueuedReading[];
  failed: FailedReading[];
}

const listeners = new Set<() => void>();
let cached: Stored | null = null;

function read(): Stored {
  if (cached) return cached;
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    cached = parsed && Array.isArray(parsed.pending) ? parsed : { pending: [], failed: [] };
  } catch {
    cached = { pending: [], failed: [] };
  }
  return cached;
}

function write(next: Stored): void {
  cached = next;
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const readingQueue = {
  snapshot(): Stored {
    return read();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== KEY) return;
      cached = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** Keeps a reading taken now under a new id; returns it. */
  add(reading: Omit<FieldReadingInput, 'id'>): QueuedReading {
    const queued = { ...reading, id: crypto.randomUUID(), queuedAt: Date.now() } as QueuedReading;
    const now = read();
    write({ ...now, pending: [...now.pending, queued] });
    return queued;
  },
  remove(id: string): void {
    const now = read();
    write({ ...now, pending: now.pending.filter((r) => r.id !== id) });
  },
  fail(id: string, reason: string): void {
    const now = read();
    const reading = now.pending.find((r) => r.id === id);
    if (!reading) return;
    write({ pending: now.pending.filter((r) => r.id !== id), failed: [...now.failed, { reading, reason }] });
  },
  clearFailed(): void {
    write({ ...read(), failed: [] });
  },
};

/** Whether a failed send may succeed later (no network, the shop busy or down): the reading stays queued. */
export type SendOutcome = { kept: true } | { retry: true } | { refused: string };

let running: Promise<number> | null = null;

/**
 * Sends the queued readings in the order they were taken, one at a time, until the queue is empty or the network
 * fails. Returns how many were sent. A second call while one runs waits for it.
 */
export function syncReadings(send: (reading: FieldReadingInput) => Promise<SendOutcome>): Promise<number> {
  running ??= (async () => {
    const run = async () => {
      let sent = 0;
      for (const queued of [...read().pending]) {
        const { queuedAt: _queuedAt, ...reading } = queued;
        const outcome = await send(reading as FieldReadingInput);
        if ('retry' in outcome) break;
        if ('refused' in outcome) readingQueue.fail(queued.id, outcome.refused);
        else readingQueue.remove(queued.id);
        sent += 1;
      }
      return sent;
    };
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    return locks ? locks.request('ry-operator-sync', run) : run();
  })().finally(() => {
    running = null;
  });
  return running;
}

/** The day's jobs as last read from the shop, to show them at the field without a network. */
export const jobsStore = {
  save(jobs: unknown): void {
    try {
      localStorage.setItem(JOBS_KEY, JSON.stringify({ savedAt: Date.now(), jobs }));
    } catch {
      // A full store keeps the older copy.
    }
  },
  load<T>(): { savedAt: number; jobs: T } | null {
    try {
      return JSON.parse(localStorage.getItem(JOBS_KEY) ?? 'null') as { savedAt: number; jobs: T } | null;
    } catch {
      return null;
    }
  },
};
