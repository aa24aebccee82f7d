import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

export type ProxyMode =
  /** Bytes flow both ways. */
  | 'pass'
  /** Nothing listens: new connections are refused (ECONNREFUSED), as when the database host is down. */
  | 'refuse'
  /** Connections are accepted and then nothing ever answers, as with a network partition. */
  | 'blackhole'
  /**
   * A partition that strikes open connections: they stay open, but nothing passes either way any more (what the
   * pool's idle connections see when the link to the database goes silent); new connections are swallowed.
   */
  | 'freeze';

/**
 * A TCP proxy between the app and a server (Postgres) that a test can break: drop every open connection, refuse
 * or swallow new ones, or cut a connection when the client sends given bytes (e.g. one SQL statement).
 */
export class TcpProxy {
  #server: Server | undefined;
  #port = 0;
  #mode: ProxyMode = 'pass';
  readonly #pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  #cutWhen: ((chunk: Buffer) => boolean) | undefined;
  /** Connections cut by cutWhen so far. */
  cuts = 0;

  constructor(readonly target: { host: string; port: number }) {}

  get port(): number {
    return this.#port;
  }

  get openConnections(): number {
    return this.#pairs.size;
  }

  async start(): Promise<this> {
    await this.#listen(0);
    return this;
  }

  async #listen(port: number): Promise<void> {
    this.#server = createServer((client) => this.#accept(client));
    await new Promise<void>((resolve, reject) => {
      this.#server!.once('error', reject);
      this.#server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  #accept(client: Socket): void {
    const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
    this.#pairs.add(pair);
    const forget = () => {
      this.#pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', forget);
    client.on('close', forget);
    if (this.#mode === 'blackhole' || this.#mode === 'freeze') return;

    const upstream = new Socket();
    pair.upstream = upstream;
    upstream.on('error', forget);
    upstream.on('close', forget);
    upstream.connect(this.target.port, this.target.host);
    client.on('data', (chunk: Buffer) => {
      if (this.#mode === 'freeze') return;
      if (this.#cutWhen?.(chunk)) {
        this.cuts++;
        forget();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (this.#mode !== 'freeze') client.write(chunk);
    });
  }

  /** Destroys every open connection in both directions, as a crashed database or a broken link does. */
  dropConnections(): void {
    for (const { client, upstream } of [...this.#pairs]) {
      client.destroy();
      upstream?.destroy();
    }
    this.#pairs.clear();
  }

  /** Cuts the connection (both ways) instead of forwarding a chunk the client sends that matches. */
  cutWhen(test: ((chunk: Buffer) => boolean) | undefined): void {
    this.#cutWhen = test;
  }

  async setMode(mode: ProxyMode): Promise<void> {
    if (mode === this.#mode) return;
    const previous = this.#mode;
    this.#mode = mode;
    if (mode === 'refuse') {
      this.dropConnections();
      await new Promise<void>((resolve) => this.#server!.close(() => resolve()));
    } else if (previous === 'refuse') {
      // The app's connection string names this port: the database "comes back" at the same address.
      await this.#listen(this.#port);
    }
  }

  async stop(): Promise<void> {
    this.dropConnections();
    if (this.#mode !== 'refuse') await new Promise<void>((resolve) => this.#server!.close(() => resolve()));
  }
}
