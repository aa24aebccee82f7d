import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WhatsApp Business Platform, Cloud API (https://developers.facebook.com/docs/whatsapp/cloud-api): messages to a
 * farmer go as POST /{version}/{phone-number-id}/messages; the farmer's messages come to the shop's webhook, signed
 * with the app secret (X-Hub-Signature-256). Plain fetch: Meta's Node SDK (WhatsApp/WhatsApp-Nodejs-SDK) was
 * archived and never left alpha, and the API is a few JSON POSTs. Offline (the default) nothing leaves the
 * machine: the messages stay in the WhatsApp outbox table, shown on /dev/mailbox.
 */

/** An interactive choice: a reply button (at most 3, title 20 characters) or a list row (title 24). */
export interface WhatsAppChoice {
  id: string;
  title: string;
  description?: string;
}

/** What the shop sends: text, an interactive list or buttons, or an approved template (outside the 24-hour window). */
export type WhatsAppOutbound =
  | { type: 'text'; body: string }
  | { type: 'buttons'; body: string; choices: WhatsAppChoice[] }
  | { type: 'list'; body: string; button: string; choices: WhatsAppChoice[] }
  | { type: 'template'; name: string; language: string; parameters: string[] };

export interface WhatsAppSender {
  readonly name: 'dev' | 'cloud';
  /** `to` is E.164 (+91…); answers the message id the platform gave. */
  send(to: string, message: WhatsAppOutbound): Promise<{ providerId: string | null }>;
}

export class WhatsAppProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'WhatsAppProviderError';
  }
}

export const devWhatsAppSender: WhatsAppSender = {
  name: 'dev',
  async send() {
    return { providerId: null };
  },
};

export interface WhatsAppCloudConfig {
  accessToken: string;
  phoneNumberId: string;
  /** https://graph.facebook.com, or a loopback server in tests. */
  apiBase: string;
  apiVersion: string;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The Cloud API's JSON for one message (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages). */
export function cloudMessageBody(to: string, message: WhatsAppOutbound): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, '') };
  switch (message.type) {
    case 'text':
      return { ...base, type: 'text', text: { preview_url: true, body: cut(message.body, 4096) } };
    case 'buttons':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: cut(message.body, 1024) },
          action: {
            buttons: message.choices
              .slice(0, 3)
              .map((c) => ({ type: 'reply', reply: { id: c.id, title: cut(c.title, 20) } })),
          },
        },
      };
    case 'list':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: cut(message.body, 4096) },
          action: {
            button: cut(message.button, 20),
            sections: [
              {
                rows: message.choices.slice(0, 10).map((c) => ({
                  id: c.id,
                  title: cut(c.title, 24),
                  ...(c.description ? { description: cut(c.description, 72) } : {}),
                })),
              },
            ],
          },
        },
      };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: message.name,
          language: { code: message.language },
          components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
        },
      };
  }
}

export class CloudWhatsAppSender implements WhatsAppSender {
  readonly name = 'cloud';
  readonly #config: WhatsAppCloudConfig;

  constructor(config: WhatsAppCloudConfig) {
    this.#config = config;
  }

  async send(to: string, message: WhatsAppOutbound): Promise<{ providerId: string | null }> {
    const { accessToken, phoneNumberId, apiBase, apiVersion } = this.#config;
    const url = `${apiBase.replace(/\/$/, '')}/${apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(cloudMessageBody(to, message)),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      messages?: { id?: string }[];
      error?: { message?: string; code?: number };
    };
    if (!response.ok) {
      const why = `WhatsApp answered ${response.status}: ${answer.error?.message ?? ''}`.trim();
      throw new WhatsAppProviderError(why, response.status, answer.error?.code);
    }
    return { providerId: answer.messages?.[0]?.id ?? null };
  }
}

/** What the webhook needs to check: the verify token of the GET handshake and the app secret of the signature. */
export interface WhatsAppWebhookConfig {
  verifyToken: string;
  appSecret: string;
}

export interface WhatsAppSetup {
  sender: WhatsAppSender;
  /** Null in dev: the webhook then takes unsigned posts from this machine only (the dev outbox's own tests). */
  webhook: WhatsAppWebhookConfig | null;
  /** The approved template of a job's news outside the 24-hour window ({{1}} is the news). */
  template: string;
}

/**
 * The Cloud API when WHATSAPP_PROVIDER=cloud (WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET,
 * WHATSAPP_VERIFY_TOKEN; WHATSAPP_API_BASE and WHATSAPP_API_VERSION optional), otherwise the dev outbox. A half-done
 * configuration stops the start naming what is missing.
 */
export function createWhatsApp(env: Record<string, string | undefined>): WhatsAppSetup {
  const template = env.WHATSAPP_TEMPLATE_JOB_UPDATE || 'job_update';
  if ((env.WHATSAPP_PROVIDER ?? 'dev') === 'dev') return { sender: devWhatsAppSender, webhook: null, template };
  if (env.WHATSAPP_PROVIDER !== 'cloud') {
    throw new Error(`Invalid configuration: WHATSAPP_PROVIDER must be dev or cloud, not ${env.WHATSAPP_PROVIDER}`);
  }
  const needed = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'];
  const missing = needed.filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(`Invalid configuration: ${missing.join(', ')} required when WHATSAPP_PROVIDER=cloud`);
  }
  return {
    sender: new CloudWhatsAppSender({
      accessToken: env.WHATSAPP_ACCESS_TOKEN!,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
      apiBase: env.WHATSAPP_API_BASE || 'https://graph.facebook.com',
      apiVersion: env.WHATSAPP_API_VERSION || 'v21.0',
    }),
    webhook: { verifyToken: env.WHATSAPP_VERIFY_TOKEN!, appSecret: env.WHATSAPP_APP_SECRET! },
    template,
  };
}

/** `sha256=<hex>` of the raw body with the app secret, as Meta signs a webhook. */
export function whatsAppSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether X-Hub-Signature-256 is the app secret's signature of exactly these bytes (compared in constant time). */
export function isSignedByMeta(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(whatsAppSignature(rawBody, appSecret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One farmer's message as the conversation reads it. */
export interface WhatsAppInbound {
  messageId: string;
  /** E.164 with its +. */
  from: string;
  /** What the farmer typed (or a template button's text): never logged. */
  text: string | null;
  location: { lat: number; lon: number; name: string | null } | null;
  /** The id of the button or list row chosen. */
  choiceId: string | null;
}

/** A delivery report of a message the shop sent. */
export interface WhatsAppStatus {
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
}

interface CloudMessage {
  id?: string;
  from?: string;
  type?: string;
  text?: { body?: string };
  location?: { latitude?: number; longitude?: number; name?: string; address?: string };
  interactive?: { type?: string; button_reply?: { id?: string }; list_reply?: { id?: string } };
  button?: { payload?: string; text?: string };
}

interface CloudWebhook {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: { messages?: CloudMessage[]; statuses?: { id?: string; status?: string }[] };
    }[];
  }[];
}

/** The messages and delivery reports of a webhook's body; anything else it carries is left alone. */
export function readWhatsAppWebhook(body: unknown): { messages: WhatsAppInbound[]; statuses: WhatsAppStatus[] } {
  const messages: WhatsAppInbound[] = [];
  const statuses: WhatsAppStatus[] = [];
  const hook = body as CloudWebhook;
  if (hook?.object !== 'whatsapp_business_account' || !Array.isArray(hook.entry)) return { messages, statuses };
  for (const entry of hook.entry) {
    for (const change of entry.changes ?? []) {
      for (const m of change.value?.messages ?? []) {
        if (typeof m.id !== 'string' || typeof m.from !== 'string') continue;
        const loc = m.location;
        const hasLocation = typeof loc?.latitude === 'number' && typeof loc.longitude === 'number';
        messages.push({
          messageId: m.id,
          from: `+${m.from.replace(/^\+/, '')}`,
          text: m.type === 'text' ? (m.text?.body ?? null) : m.type === 'button' ? (m.button?.text ?? null) : null,
          location: hasLocation ? { lat: loc!.latitude!, lon: loc!.longitude!, name: loc!.name ?? null } : null,
          choiceId: m.interactive?.button_reply?.id ?? m.interactive?.list_reply?.id ?? m.button?.payload ?? null,
        });
      }
      for (const s of change.value?.statuses ?? []) {
        if (typeof s.id !== 'string') continue;
        if (s.status === 'sent' || s.status === 'delivered' || s.status === 'read' || s.status === 'failed') {
          statuses.push({ messageId: s.id, status: s.status });
        }
      }
    }
  }
  return { messages, statuses };
}
