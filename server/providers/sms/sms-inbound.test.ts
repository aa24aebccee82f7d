import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedByTwilio, readTwilioInbound, twilioSignature } from './sms-inbound.js';

describe("Twilio's inbound SMS webhook", () => {
  const url = 'https://shop.example/webhooks/sms';
  const params = { MessageSid: 'SM1', From: '+919845012345', Body: 'HIRE', To: '+15005550006' };

  it('signs the URL then every name and value sorted by name, HMAC-SHA1 in base64', () => {
    const data = `${url}BodyHIREFrom+919845012345MessageSidSM1To+15005550006`;
    expect(twilioSignature(url, params, 'token')).toBe(createHmac('sha1', 'token').update(data).digest('base64'));
  });

  it('refuses a changed body, another URL, another token or no signature', () => {
    const signature = twilioSignature(url, params, 'token');
    expect(isSignedByTwilio(url, params, signature, 'token')).toBe(true);
    expect(isSignedByTwilio(url, { ...params, Body: 'HIRE 2' }, signature, 'token')).toBe(false);
    expect(isSignedByTwilio(`${url}?x=1`, params, signature, 'token')).toBe(false);
    expect(isSignedByTwilio(url, params, signature, 'other')).toBe(false);
    expect(isSignedByTwilio(url, params, undefined, 'token')).toBe(false);
  });

  it('reads the message, or nothing from a form that is not one', () => {
    expect(readTwilioInbound(params)).toEqual({ messageId: 'SM1', from: '+919845012345', text: 'HIRE' });
    expect(readTwilioInbound({ From: '+919845012345' })).toBeNull();
  });
});
