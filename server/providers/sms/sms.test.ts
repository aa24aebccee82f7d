import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender, devSmsSender, SmsProviderError, TwilioSmsSender } from './sms.js';

/** A loopback stand-in for Twilio's Messages resource: records each request, answers like Twilio. */
const received: { url: string; auth: string; form: URLSearchParams }[] = [];
let failNext = false;
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', form: new URLSearchParams(body) });
    res.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMS providers', () => {
  it('posts a Kannada SMS to Twilio with the account credentials and gets its id back', async () => {
    const sender = createSmsSender({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      SMS_FROM: '+15005550006',
      TWILIO_API_BASE: base,
    });
    expect(sender).toBeInstanceOf(TwilioSmsSender);
    const body = 'ರೈತ ಯಂತ್ರ: ಕೆಲಸ ಮುಗೀತು, 3.2 ಎಕರೆ. ಬಿಲ್ ₹7680, ಬಾಕಿ ₹5880.';
    expect(await sender.send({ to: '+919845012345', body })).toEqual({ providerId: 'SM1' });
    const [request] = received;
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(request!.form)).toEqual({ To: '+919845012345', From: '+15005550006', Body: body });
  });

  it("turns Twilio's refusal into an error that names its status", async () => {
    failNext = true;
    const sender = new TwilioSmsSender({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      apiBase: base,
    });
    await expect(sender.send({ to: '+91', body: 'x' })).rejects.toBeInstanceOf(SmsProviderError);
  });

  it('keeps SMS in the dev outbox by default and refuses a half-done Twilio configuration', () => {
    expect(createSmsSender({})).toBe(devSmsSender);
    expect(() => createSmsSender({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN, SMS_FROM/,
    );
    expect(() => createSmsSender({ SMS_PROVIDER: 'pigeon' })).toThrow(/dev or twilio/);
  });
});
