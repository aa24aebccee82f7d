import type { Db } from '../../db/db.js';
import { readPublicReadVersions, type PublicReadVersions } from './public-read-versions.repository.js';

/**
 * The current versions, read from the database for every request that needs them, and still one query for many
 * requests: a request that arrives while a read is on its way waits for the next read, which starts after it
 * arrived (so it sees every write committed before the request came), and shares that read with every other
 * request that arrived meanwhile. At most one read is on its way at a time per process. Correct across any number
 * of server processes with nothing to invalidate: the database is the one place the versions live.
 */
export class PublicReadVersionReader {
  /** The read on its way: it may have started before a waiting request arrived, so it is not theirs. */
  private current: Promise<PublicReadVersions> | null = null;
  /** The read that starts when `current` ends, shared by every request that arrived while `current` was out. */
  private next: Promise<PublicReadVersions> | null = null;
  /** Reads made, for tests and the benchmark. */
  reads = 0;

  constructor(private readonly db: Db) {}

  versions(): Promise<PublicReadVersions> {
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
    const read = readPublicReadVersions(this.db);
    this.current = read;
    const done = () => {
      if (this.current === read) this.current = null;
    };
    read.then(done, done);
    return read;
  }
}
