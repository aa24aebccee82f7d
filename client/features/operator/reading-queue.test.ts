import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The operator's queue: kept across reloads, sent in order, kept on a network failure, set aside when refused. */

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
});
vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} });
vi.stubGlobal('navigator', {});

async function freshQueue() {
  vi.resetModules();
  return import('./reading-queue');
}

const JOB = '8a4c3e1e-6f0f-4c8e-9d6a-2b8f0f3c1a11';

beforeEach(() => store.clear());

describe("the operator's reading queue", () => {
  it('keeps each reading under its own id, across a reload of the page', async () => {
    const { readingQueue } = await freshQueue();
    const start = readingQueue.add({ jobId: JOB, kind: 'start', takenAt: 1 });
    const stop = readingQueue.add({ jobId: JOB, kind: 'stop', takenAt: 2 });
    expect(start.id).not.toBe(stop.id);
    const reloaded = (await freshQueue()).readingQueue;
    expect(reloaded.snapshot().pending.map((r) => [r.id, r.kind])).toEqual([
      [start.id, 'start'],
      [stop.id, 'stop'],
    ]);
  });

  it('sends in order, stops at a network failure and sends the same ids again later', async () => {
    const { readingQueue, syncReadings } = await freshQueue();
    const taken = [1, 2, 3].map((t) => readingQueue.add({ jobId: JOB, kind: 'start', takenAt: t }));
    const seen: string[] = [];
    let online = false;
    const send = async (reading: { id: string }) => {
      seen.push(reading.id);
      if (!online && seen.length === 2) return { retry: true as const };
      return { kept: true as const };
    };
    expect(await syncReadings(send)).toBe(1);
    expect(readingQueue.snapshot().pending.map((r) => r.id)).toEqual([taken[1]!.id, taken[2]!.id]);
    online = true;
    expect(await syncReadings(send)).toBe(2);
    expect(readingQueue.snapshot().pending).toEqual([]);
    // The reading that met the failure went again under the same id: the server keeps it once.
    expect(seen).toEqual([taken[0]!.id, taken[1]!.id, taken[1]!.id, taken[2]!.id]);
  });

  it('sets a refused reading aside with its reason and goes on; two syncs at once send each reading once', async () => {
    const { readingQueue, syncReadings } = await freshQueue();
    const bad = readingQueue.add({ jobId: JOB, kind: 'stop', takenAt: 1 });
    readingQueue.add({ jobId: JOB, kind: 'start', takenAt: 2 });
    const seen: string[] = [];
    const send = async (reading: { id: string }) => {
      seen.push(reading.id);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return reading.id === bad.id
        ? { refused: 'This cannot be done to a job that is cancelled' }
        : { kept: true as const };
    };
    await Promise.all([syncReadings(send), syncReadings(send)]);
    expect(seen).toHaveLength(2);
    expect(readingQueue.snapshot()).toMatchObject({
      pending: [],
      failed: [{ reading: { id: bad.id }, reason: 'This cannot be done to a job that is cancelled' }],
    });
  });
});
