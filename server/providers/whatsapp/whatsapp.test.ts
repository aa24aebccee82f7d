import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWhatsAppServer } from '../../test/fake-whatsapp-server.js';
import {
  CloudWhatsAppSender,
  cloudMessageBody,
  createWhatsApp,
  isSignedByMeta,
  readWhatsAppWebhook,
  whatsAppSignature,
  WhatsAppProviderError,
} from './whatsapp.js';

const meta = new FakeWhatsAppServer({ accessToken: 'EAAG-good', phoneNumberId: '555', appSecret: 'secret' });
beforeAll(() => meta.start());
afterAll(() => meta.stop());

describe('choosing the WhatsApp provider', () => {
  it('is the dev outbox unless WHATSAPP_PROVIDER=cloud', () => {
    expect(createWhatsApp({})).toMatchObject({ sender: { name: 'dev' }, webhook: null, template: 'job_update' });
  });

  it('names what a half-done cloud configuration misses, and refuses an unknown provider', () => {
    expect(() => createWhatsApp({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'x' })).toThrow(
      'WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN required',
    );
    expect(() => createWhatsApp({ WHATSAPP_PROVIDER: 'twilio' })).toThrow('must be dev or cloud');
  });
});

describe('the Cloud API', () => {
  it('sends text, buttons, a list and a template as the messages endpoint expects; reads the message id', async () => {
    const sender = new CloudWhatsAppSender({
      accessToken: 'EAAG-good',
      phoneNumberId: '555',
      apiBase: meta.url,
      apiVersion: 'v21.0',
    });
    const { providerId } = await sender.send('+919845012345', { type: 'text', body: 'ನಮಸ್ಕಾರ' });
    expect(providerId).toMatch(/^wamid\./);
    expect(meta.sent.at(-1)).toMatchObject({
      to: '919845012345',
      body: { messaging_product: 'whatsapp', type: 'text', text: { body: 'ನಮಸ್ಕಾರ' } },
    });
    const choices = [1, 2, 3, 4].map((i) => ({ id: String(i), title: `Choice number ${i} with a long title` }));
    expect(cloudMessageBody('+91', { type: 'buttons', body: 'b', choices })).toMatchObject({
      interactive: { type: 'button', action: { buttons: { length: 3, 0: { reply: { id: '1' } } } } },
    });
    const list = cloudMessageBody('+91', { type: 'list', body: 'b', button: 'Choose', choices });
    const rows = (list as { interactive: { action: { sections: { rows: { title: string }[] }[] } } }).interactive.action
      .sections[0]!.rows;
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.title.length <= 24)).toBe(true);
    expect(
      cloudMessageBody('+91', { type: 'template', name: 'job_update', language: 'kn', parameters: ['news'] }),
    ).toMatchObject({
      template: {
        name: 'job_update',
        language: { code: 'kn' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'news' }] }],
      },
    });
  });

  it('a refused message is a WhatsAppProviderError with the status and code Meta gave', async () => {
    const bad = new CloudWhatsAppSender({
      accessToken: 'wrong',
      phoneNumberId: '555',
      apiBase: meta.url,
      apiVersion: 'v21.0',
    });
    const error = await bad.send('+919845012345', { type: 'text', body: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppProviderError);
    expect(error).toMatchObject({ status: 401, code: 190 });
  });
});

describe('the webhook', () => {
  it('checks X-Hub-Signature-256 over the exact bytes', () => {
    const body = Buffer.from(meta.webhookBody({ from: '919845012345', text: 'hi' }));
    const signature = whatsAppSignature(body, 'secret');
    expect(isSignedByMeta(body, signature, 'secret')).toBe(true);
    expect(isSignedByMeta(Buffer.concat([body, Buffer.from(' ')]), signature, 'secret')).toBe(false);
    expect(isSignedByMeta(body, signature, 'other')).toBe(false);
    expect(isSignedByMeta(body, undefined, 'secret')).toBe(false);
  });

  it('reads text, a shared location, button and list replies, and delivery reports', () => {
    const read = (m: Parameters<FakeWhatsAppServer['webhookBody']>[0]) =>
      readWhatsAppWebhook(JSON.parse(meta.webhookBody(m))).messages[0];
    expect(read({ from: '919845012345', text: 'ಬಾಡಿಗೆ' })).toMatchObject({ from: '+919845012345', text: 'ಬಾಡಿಗೆ' });
    expect(read({ from: '91', location: { latitude: 12.5, longitude: 76.9, name: 'Field' } })).toMatchObject({
      location: { lat: 12.5, lon: 76.9, name: 'Field' },
      text: null,
    });
    expect(read({ from: '91', button: '2' })).toMatchObject({ choiceId: '2' });
    expect(read({ from: '91', listRow: '6' })).toMatchObject({ choiceId: '6' });
    expect(readWhatsAppWebhook(JSON.parse(meta.statusBody('wamid.1', 'failed', '91'))).statuses).toEqual([
      { messageId: 'wamid.1', status: 'failed' },
    ]);
    expect(readWhatsAppWebhook({ object: 'page', entry: [] })).toEqual({ messages: [], statuses: [] });
  });
});
