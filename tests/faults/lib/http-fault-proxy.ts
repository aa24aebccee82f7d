import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type HttpFaultMode =
  /** Requests reach the upstream and its answers come back. */
  | 'pass'
  /** Every request is answered 500 without reaching the upstream. */
  | 'error500'
  /** Requests are read and never answered. */
  | 'hang'
  /** Requests reach the upstream (which acts on them) but its answers are lost: the caller times out. */
  | 'lose-answers';

/**
 * An HTTP server in front of an API (a fake Stripe) that a test can make fail: answer 500, never answer, or let
 * the request through and lose the answer. It records the mode each request met.
 */
export class HttpFaultProxy {
  mode: HttpFaultMode = 'pass';
  readonly seen: { method: string; path: string; mode: HttpFaultMode }[] = [];
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();

  constructor(readonly upstream: { host: string; port: number }) {}

  get connection(): { host: string; port: number; protocol: 'http' } {
    return { host: '127.0.0.1', port: (this.#server!.address() as AddressInfo).port, protocol: 'http' };
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    this.#server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Requests that met the given mode. */
  count(mode: HttpFaultMode): number {
    return this.seen.filter((s) => s.mode === mode).length;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const mode = this.mode;
    this.seen.push({ method: req.method ?? '', path: req.url ?? '', mode });
    if (mode === 'hang') return;
    if (mode === 'error500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
      return;
    }
    const forwarded = request(
      { host: this.upstream.host, port: this.upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (mode === 'lose-answers') {
          answer.resume();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    forwarded.end(Buffer.concat(chunks));
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
