import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A farmer's SMS to the shop's number, as Twilio's inbound webhook posts it (application/x-www-form-urlencoded:
 * MessageSid, From, Body, …), signed in X-Twilio-Signature: the base64 HMAC-SHA1, with the account's auth token,
 * of the webhook's full URL followed by every posted name and value, sorted by name
 * (https://www.twilio.com/docs/usage/security#validating-requests).
 */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function isSignedByTwilio(
  url: string,
  params: Record<string, string>,
  header: string | undefined,
  authToken: string,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(url, params, authToken));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SmsInbound {
  messageId: string;
  /** As the gateway wrote it (E.164 for Twilio); read with shared/phone.ts before use. */
  from: string;
  text: string;
}

/** The message of a posted form, or null when it is not one (no MessageSid, From or Body). */
export function readTwilioInbound(params: Record<string, string>): SmsInbound | null {
  const messageId = params.MessageSid ?? params.SmsSid;
  if (!messageId || !params.From || params.Body === undefined) return null;
  return { messageId, from: params.From, text: params.Body };
}

/** TwiML that sends nothing back: the answer goes out through the outbox, after the webhook has been answered. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
