import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Where uploaded files live: a directory under DATA_DIR today, an object store tomorrow, behind the same three calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every file whose key starts with `prefix/`. */
  removeAll(prefix: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Files on the local disk under `root`; keys are checked so none can reach outside it. */
export class LocalFileStorage implements FileStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  #path(key: string): string {
    const path = resolve(this.#root, key);
    if (!KEY.test(key) || key.includes('..') || !path.startsWith(this.#root + sep)) throw new Error('bad storage key');
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async removeAll(prefix: string): Promise<void> {
    await rm(this.#path(prefix), { recursive: true, force: true });
  }
}

/** The shop's photo store: DATA_DIR/photos. */
export function photoStorage(env: { DATA_DIR: string }): FileStorage {
  return new LocalFileStorage(resolve(env.DATA_DIR, 'photos'));
}
