import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    max_tokens?: number;
    temperature?: number;
    top_p?: number;
    stream?: boolean;
  };
}

export type ChatApiHandler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** Server-sent events as a chat-completions service streams them, one delta per piece of text. */
export function sseEvents(pieces: string[], { reasoning = [] as string[] } = {}): string[] {
  return [
    ': OPENROUTER PROCESSING\n\n',
    ...reasoning.map(
      (r) => `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant', content: '', reasoning: r } }] })}\n\n`,
    ),
    ...pieces.map((content) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`),
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    'data: [DONE]\n\n',
  ];
}

export function sendSse(res: ServerResponse, events: string[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const event of events) res.write(event);
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, statusText?: string): void {
  res.writeHead(status, statusText, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * An OpenAI-compatible chat-completions service on the loopback interface: it records every request and
 * answers through the handler the test sets.
 */
export async function startChatApiServer() {
  const requests: RecordedRequest[] = [];
  let handler: ChatApiHandler = (_req, res) => sendSse(res, sseEvents(['Hello']));
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: text ? (JSON.parse(text) as RecordedRequest['body']) : {},
    };
    requests.push(recorded);
    try {
      await handler(recorded, res);
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1/chat/completions`,
    requests,
    handle(next: ChatApiHandler) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ChatApiServer = Awaited<ReturnType<typeof startChatApiServer>>;
