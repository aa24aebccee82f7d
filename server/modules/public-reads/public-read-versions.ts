import type { Db } from '../../db/db.js';
import { writesFinished } from '../../db/write-observer.js';
import { readPublicReadVersions, type PublicReadVersions } from './public-read-versions.repository.js';

/**
 * How long a read of the versions stands for the versions when this process wrote nothing since: the longest another
 * server process's write can go unseen here. A tenth of a second, against the half minute a browser may keep a
 * catalogue answer anyway (PUBLIC_READ_CACHE); a hire search a farmer sends that soon after another's booking is
 * still refused a double booking by the database.
 */
export const KEPT_VERSIONS_MS = 100;

export interface VersionReaderOptions {
  /** KEPT_VERSIONS_MS unless told; 0 reads for every request. */
  keptMs?: number;
  /** A monotonic clock in milliseconds (tests move it). */
  now?: () => number;
  /** The count of writes this process finished (write-observer.ts; tests stand in for another process). */
  writes?: () => number;
}

interface KeptRead {
  versions: PublicReadVersions;
  startedAt: number;
  writesBefore: number;
}

/**
 * The current versions, read from the database and kept while they must still be current:
 * - after a write of this process (any handle, any module: write-observer.ts counts them all) the next request reads
 *   again, so a request sees every write this process committed before it arrived;
 * - a write of another server process is seen within KEPT_VERSIONS_MS, when the kept read expires.
 * A read is one query for many requests: a request that arrives while a read is on its way waits for the next read,
 * which starts after it arrived, and shares that read with every other request that arrived meanwhile. At most one
 * read is on its way at a time per process. Nothing to invalidate across processes: the database is the one place
 * the versions live. Before keeping reads, a read per request (pooled as above) was the largest cost of a public
 * read that runs its procedure: the product page answered at 0.73x of a plain route, 0.94x without (issue 22).
 */
export class PublicReadVersionReader {
  /** The read on its way: it may have started before a waiting request arrived, so it is not theirs. */
  private current: Promise<PublicReadVersions> | null = null;
  /** The read that starts when `current` ends, shared by every request that arrived while `current` was out. */
  private next: Promise<PublicReadVersions> | null = null;
  /** The last read that succeeded, while it stands. */
  private kept: KeptRead | null = null;
  private readonly keptMs: number;
  private readonly now: () => number;
  private readonly writes: () => number;
  /** Reads made, for tests and the benchmark. */
  reads = 0;

  constructor(
    private readonly db: Db,
    options: VersionReaderOptions = {},
  ) {
    this.keptMs = options.keptMs ?? KEPT_VERSIONS_MS;
    this.now = options.now ?? (() => performance.now());
    this.writes = options.writes ?? writesFinished;
  }

  versions(): Promise<PublicReadVersions> {
    const kept = this.kept;
    if (kept && kept.writesBefore === this.writes() && this.now() - kept.startedAt < this.keptMs) {
      return Promise.resolve(kept.versions);
    }
    if (!this.current) return this.start();
    if (!this.next) {
      const after = this.current.then(
        () => undefined,
        () => undefined,
      );
      this.next = after.then(() => {
        this.next = null;
        return this.start();
      });
    }
    return this.next;
  }

  private start(): Promise<PublicReadVersions> {
    this.reads++;
    // Noted before the query leaves: a write finished before this point is in what the query sees.
    const startedAt = this.now();
    const writesBefore = this.writes();
    const read = readPublicReadVersions(this.db);
    this.current = read;
    read.then(
      (versions) => {
        if (this.current === read) this.current = null;
        if (!this.kept || this.kept.startedAt <= startedAt) this.kept = { versions, startedAt, writesBefore };
      },
      () => {
        if (this.current === read) this.current = null;
        this.kept = null;
      },
    );
    return read;
  }
}
