import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { whatsAppSignature } from '../providers/whatsapp/whatsapp.js';

/**
 * A loopback stand-in for the WhatsApp Business Platform Cloud API: POST /{version}/{phone-number-id}/messages with
 * the bearer token answers as Meta does ({ messaging_product, contacts, messages: [{ id: 'wamid…' }] }) and keeps
 * what was sent; a number told to fail gets Meta's error answer. It also plays Meta's side of the webhook: it posts
 * a farmer's text, location or button reply to the shop, signed with the app secret (X-Hub-Signature-256).
 */
export interface SentWhatsApp {
  to: string;
  body: Record<string, unknown>;
  id: string;
}

export interface FarmerMessage {
  /** Digits without +, as Meta writes wa_id. */
  from: string;
  id?: string;
  text?: string;
  location?: { latitude: number; longitude: number; name?: string };
  /** A reply button's id (interactive button_reply), or a list row's (list_reply). */
  button?: string;
  listRow?: string;
}

export class FakeWhatsAppServer {
  readonly sent: SentWhatsApp[] = [];
  readonly failing = new Set<string>();
  #waiters: { waId: string; count: number; wake: () => void }[] = [];
  #server: Server | undefined;
  #url = '';

  constructor(readonly config: { accessToken: string; phoneNumberId: string; appSecret: string; version?: string }) {}

  get url(): string {
    return this.#url;
  }

  async start(): Promise<void> {
    const version = this.config.version ?? 'v21.0';
    this.#server = createServer(async (req, res) => {
      const body = await readBody(req);
      const path = `/${version}/${this.config.phoneNumberId}/messages`;
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (req.method !== 'POST' || req.url !== path) {
        return send(404, { error: { message: 'Unknown path', code: 100 } });
      }
      if (req.headers.authorization !== `Bearer ${this.config.accessToken}`) {
        return send(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      }
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return send(400, { error: { message: 'Invalid JSON', code: 100 } });
      }
      const to = String(message.to ?? '');
      if (message.messaging_product !== 'whatsapp' || !/^\d{8,15}$/.test(to)) {
        return send(400, { error: { message: '(#100) Invalid parameter', code: 100 } });
      }
      if (this.failing.has(to)) {
        return send(400, { error: { message: 'Message undeliverable', code: 131026 } });
      }
      const id = `wamid.${randomBytes(12).toString('hex')}`;
      this.sent.push({ to, body: message, id });
      this.#wake(to);
      return send(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    this.#url = `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  /** Resolves once `count` messages were sent to the number (or rejects after timeoutMs). */
  waitForCount(waId: string, count: number, timeoutMs = 30_000): Promise<void> {
    if (this.sentTo(waId).length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message ${count} to ${waId.slice(-4)}`)), timeoutMs);
      this.#waiters.push({ waId, count, wake: () => (clearTimeout(timer), resolve()) });
    });
  }

  #wake(waId: string) {
    const have = this.sentTo(waId).length;
    const ready = this.#waiters.filter((w) => w.waId === waId && have >= w.count);
    this.#waiters = this.#waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.wake();
  }

  /** What was sent to one number (digits without +), oldest first. */
  sentTo(waId: string): SentWhatsApp[] {
    return this.sent.filter((m) => m.to === waId);
  }

  /** A webhook body as Meta posts it for one farmer's message. */
  webhookBody(m: FarmerMessage): string {
    const id = m.id ?? `wamid.${randomBytes(10).toString('hex')}`;
    const base = { from: m.from, id, timestamp: String(Math.floor(Date.now() / 1000)) };
    let message: Record<string, unknown>;
    if (m.location) message = { ...base, type: 'location', location: m.location };
    else if (m.button) {
      message = {
        ...base,
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: m.button, title: m.button } },
      };
    } else if (m.listRow) {
      message = {
        ...base,
        type: 'interactive',
        interactive: { type: 'list_reply', list_reply: { id: m.listRow, title: m.listRow } },
      };
    } else message = { ...base, type: 'text', text: { body: m.text ?? '' } };
    return JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA_ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '918000000000', phone_number_id: this.config.phoneNumberId },
                contacts: [{ profile: { name: 'Farmer' }, wa_id: m.from }],
                messages: [message],
              },
            },
          ],
        },
      ],
    });
  }

  /** A delivery report's webhook body. */
  statusBody(messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed', recipient: string): string {
    return JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA_ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [{ id: messageId, status, recipient_id: recipient, timestamp: '1700000000' }],
              },
            },
          ],
        },
      ],
    });
  }

  /** Posts a body to the shop's webhook as Meta does, signed with the app secret (or with `signature` given). */
  async postWebhook(url: string, body: string, signature = whatsAppSignature(body, this.config.appSecret)) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
    });
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
