/**
 * Text messages to a farmer's phone behind one small interface: Twilio's REST API when configured, otherwise
 * nothing leaves the machine and the messages stay in the SMS outbox table, shown on /dev/mailbox.
 */
export interface SmsMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** 'dev' keeps messages in the outbox only. */
  readonly name: 'dev' | 'twilio';
  send(message: SmsMessage): Promise<{ providerId: string | null }>;
}

export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/** The dev outbox: the outbox row itself is the message. */
export const devSmsSender: SmsSender = {
  name: 'dev',
  async send() {
    return { providerId: null };
  },
};

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a loopback server in tests. */
  apiBase: string;
}

/** Twilio's Messages resource over plain HTTPS (no SDK: one form POST is all it takes). */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  readonly #config: TwilioConfig;

  constructor(config: TwilioConfig) {
    this.#config = config;
  }

  async send(message: SmsMessage): Promise<{ providerId: string | null }> {
    const { accountSid, authToken, from, apiBase } = this.#config;
    const url = `${apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
    if (!response.ok)
      throw new SmsProviderError(`Twilio answered ${response.status}: ${answer.message ?? ''}`.trim(), response.status);
    return { providerId: answer.sid ?? null };
  }
}

/**
 * Twilio when SMS_PROVIDER=twilio (with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM; TWILIO_API_BASE for a
 * test server), otherwise the dev outbox. A half-done configuration stops the start naming what is missing.
 */
export function createSmsSender(env: Record<string, string | undefined>): SmsSender {
  if ((env.SMS_PROVIDER ?? 'dev') === 'dev') return devSmsSender;
  if (env.SMS_PROVIDER !== 'twilio')
    throw new Error(`Invalid configuration: SMS_PROVIDER must be dev or twilio, not ${env.SMS_PROVIDER}`);
  const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`Invalid configuration: ${missing.join(', ')} required when SMS_PROVIDER=twilio`);
  return new TwilioSmsSender({
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.SMS_FROM!,
    apiBase: env.TWILIO_API_BASE ?? 'https://api.twilio.com',
  });
}

/** GSM 03.38's basic characters: a message of only these goes as 7-bit text, 160 to a segment. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ ÆæßÉ ' +
  '!"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  /** Characters as the network counts them (extended GSM characters count twice; UCS-2 counts UTF-16 units). */
  units: number;
  segments: number;
}

/**
 * How many segments a text takes: GSM-7 160 alone or 153 a part; anything else (Kannada) goes as UCS-2, 70
 * alone or 67 a part.
 */
export function smsSize(text: string): SmsSize {
  let units = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1;
    else if (GSM_EXTENDED.includes(ch)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  const ucs = text.length;
  return { encoding: 'ucs2', units: ucs, segments: ucs <= 70 ? 1 : Math.ceil(ucs / 67) };
}
