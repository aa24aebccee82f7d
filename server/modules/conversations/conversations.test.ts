import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { smsSize } from '../../providers/sms/sms.js';
import { twilioSignature } from '../../providers/sms/sms-inbound.js';
import { createWhatsApp, whatsAppSignature } from '../../providers/whatsapp/whatsapp.js';
import { FakeWhatsAppServer } from '../../test/fake-whatsapp-server.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testUpiService } from '../payments/test-upi.service.js';
import { hiringService } from '../hiring/hiring.service.js';
import { conversationWebhookRoutes } from './conversations.webhooks.js';
import { conversationsService } from './conversations.service.js';

// 2026-11-22 11:30 in Kolkata.
const clock = fixedClock('2026-11-22T06:00:00Z');
const mandyaField = { latitude: 12.52216, longitude: 76.90092, name: 'Field near Mandya' };
const TWILIO_TOKEN = 'twilio-auth-token';

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;
let base = '';
const meta = new FakeWhatsAppServer({ accessToken: 'EAAG-test', phoneNumberId: '1098765', appSecret: 'app-secret' });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  await meta.start();
  const whatsapp = createWhatsApp({
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_ACCESS_TOKEN: 'EAAG-test',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_API_BASE: meta.url,
  });
  deps = { ...testDeps(database, { clock }), whatsapp };
  app = Fastify();
  await app.register(conversationWebhookRoutes, {
    deps,
    whatsapp,
    sms: { authToken: TWILIO_TOKEN, url: 'https://shop.example/webhooks/sms' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await meta.stop();
  await database?.close();
});

/** A farmer's WhatsApp message through the signed webhook; waits for the turn to finish. */
async function whatsapp(
  from: string,
  message: Parameters<FakeWhatsAppServer['webhookBody']>[0] extends infer M ? Omit<M & object, 'from'> : never,
) {
  const response = await meta.postWebhook(`${base}/webhooks/whatsapp`, meta.webhookBody({ from, ...message }));
  expect(response.status).toBe(200);
  await conversationsService.idle();
  return meta.sentTo(from).at(-1)!.body;
}

function textOf(body: Record<string, unknown>): string {
  const b = body as { text?: { body: string }; interactive?: { body: { text: string } } };
  return b.text?.body ?? b.interactive?.body.text ?? '';
}

function sms(from: string, body: string, id: string, signature?: string) {
  const params = { MessageSid: id, AccountSid: 'AC1', From: from, To: '+15005550006', Body: body };
  const sig = signature ?? twilioSignature('https://shop.example/webhooks/sms', params, TWILIO_TOKEN);
  return fetch(`${base}/webhooks/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sig },
    body: new URLSearchParams(params).toString(),
  });
}

async function smsTo(phone: string) {
  return database.db
    .selectFrom('smsOutbox')
    .select(['body', 'kind', 'segments'])
    .where('toPhone', '=', phone)
    .orderBy('id')
    .execute();
}

async function jobsOf(phone: string) {
  return database.db
    .selectFrom('hireJobs')
    .innerJoin('users', 'users.id', 'hireJobs.userId')
    .select(['hireJobs.id', 'hireJobs.status', 'hireJobs.quotedTotal', 'hireJobs.advance', 'hireJobs.serviceId'])
    .where('users.phone', '=', phone)
    .execute();
}

describe('the WhatsApp webhook', () => {
  it("answers Meta's verification handshake with the challenge, and refuses a wrong verify token", async () => {
    const ok = await fetch(`${base}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=42`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('42');
    const wrong = await fetch(`${base}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=no&hub.challenge=42`);
    expect(wrong.status).toBe(403);
  });

  it('refuses a forged webhook (wrong signature) and changes nothing', async () => {
    const from = '919845000001';
    const body = meta.webhookBody({ from, text: 'ಬಾಡಿಗೆ' });
    const forged = await meta.postWebhook(`${base}/webhooks/whatsapp`, body, whatsAppSignature(body, 'not-the-secret'));
    expect(forged.status).toBe(403);
    const unsigned = await fetch(`${base}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(403);
    await conversationsService.idle();
    expect(meta.sentTo(from)).toHaveLength(0);
    const row = await database.db.selectFrom('conversations').selectAll().where('phone', '=', `+${from}`).execute();
    expect(row).toHaveLength(0);
  });
});

describe('booking paddy harvesting in Kannada over WhatsApp', () => {
  const from = '919845012345';
  const phone = `+${from}`;

  it('work and area from one message, the field from a shared location; the two nearest offers', async () => {
    const place = await whatsapp(from, { text: '3 ಎಕರೆ ಭತ್ತ ಕಟಾವು' });
    expect(textOf(place)).toContain('ಹೊಲ ಎಲ್ಲಿದೆ');

    const day = await whatsapp(from, { location: mandyaField });
    expect(day).toMatchObject({ type: 'interactive', interactive: { type: 'button' } });
    expect(textOf(day)).toContain('ಯಾವ ದಿನ');

    const offers = await whatsapp(from, { button: '3' });
    const expected = (
      await hiringService.search(deps, {
        operation: 'paddy_harvesting',
        lat: mandyaField.latitude,
        lon: mandyaField.longitude,
        areaMilliAcres: 3000,
        day: '2026-11-23',
      })
    )
      .filter((o) => o.earliestDay)
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, 2);
    expect(expected.length).toBe(2);
    const text = textOf(offers);
    expect(text).toContain('ಭತ್ತ ಕಟಾವು, 3 ಎಕರೆ');
    for (const o of expected) expect(text).toContain(`₹${Math.round(o.quote.total / 100)}`);
    const buttons = (offers as { interactive: { action: { buttons: unknown[] } } }).interactive.action.buttons;
    expect(buttons).toHaveLength(2);
  });

  it('books the chosen offer with the same price and sends the advance link; paying it books the job', async () => {
    const link = await whatsapp(from, { button: '1' });
    const text = textOf(link);
    expect(text).toContain('ಮುಂಗಡ');
    const short = /https?:\/\/\S+/.exec(text)![0];
    expect(short).toMatch(/^http:\/\/localhost:3000\/l\/[\w-]{11}$/);
    // The short link leads to the payment page (the test provider's simulated UPI app).
    const opened = await fetch(short.replace('http://localhost:3000', base), { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const url = opened.headers.get('location')!;
    expect(url).toContain('/upi-test/');
    const [job] = await jobsOf(phone);
    expect(job).toMatchObject({ status: 'pending' });
    expect(text).toContain(`₹${Math.round(job!.advance / 100)}`);

    // The farmer opens the link: the simulated UPI app pays with the PIN.
    const clientSecret = decodeURIComponent(url.split('#')[1]!);
    const paid = await testUpiService.approve(deps, { clientSecret, pin: '1234' });
    expect(paid.state).toBe('paid');
    const [after] = await jobsOf(phone);
    expect(after!.status).toBe('booked');
    // The news of the booking reaches the farmer on WhatsApp, not by SMS.
    expect(textOf(meta.sentTo(from).at(-1)!.body)).toContain('ಬುಕ್ ಆಯ್ತು');
    expect(await smsTo(phone)).toHaveLength(0);
  });

  it('one message that says it all ("3 ಎಕರೆ ಭತ್ತ ಕಟಾವು ಮಂಡ್ಯ") skips to the day; ಮೆನು goes back', async () => {
    const other = '919845012399';
    const day = await whatsapp(other, { text: '3 ಎಕರೆ ಭತ್ತ ಕಟಾವು ಮಂಡ್ಯ' });
    expect(textOf(day)).toContain('ಯಾವ ದಿನ');
    const menu = await whatsapp(other, { text: 'ಮೆನು' });
    expect(menu).toMatchObject({ type: 'interactive', interactive: { type: 'list' } });
    expect(textOf(menu)).toContain('ಯಾವ ಕೆಲಸ');
  });

  it('a retried webhook (the same message id) books once', async () => {
    const again = '919845012388';
    await whatsapp(again, { text: '2 acres paddy harvesting 571401' });
    await whatsapp(again, { button: '3' });
    const body = meta.webhookBody({ from: again, id: 'wamid.SAME', button: '1' });
    const answers = await Promise.all([1, 2, 3].map(() => meta.postWebhook(`${base}/webhooks/whatsapp`, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await conversationsService.idle();
    expect(await jobsOf(`+${again}`)).toHaveLength(1);
    expect(meta.sentTo(again).filter((m) => textOf(m.body).includes('Pay the advance'))).toHaveLength(1);
  });

  it("a job's later news goes by SMS when WhatsApp cannot deliver it", async () => {
    const [job] = await jobsOf(phone);
    meta.failing.add(from);
    await hiringService.advance(deps, job!.id, {
      to: 'crew_assigned',
      operatorName: 'Ramesh',
      operatorPhone: '+919900011122',
      machine: 'Kubota DC-68G',
    });
    const texts = await smsTo(phone);
    expect(texts.map((t) => t.kind)).toEqual(['crewAssigned']);
    expect(texts[0]!.body).toContain('ಡ್ರೈವರ್ Ramesh');
    meta.failing.delete(from);
  });
});

describe('the conversation', () => {
  it('starts again from the menu after a day of silence', async () => {
    const from = '919845012377';
    const place = await whatsapp(from, { text: '2 acres ploughing' });
    expect(textOf(place)).toContain('Where is the field');
    clock.advance(25 * 60 * 60_000);
    try {
      const menu = await whatsapp(from, { text: '3' });
      expect(textOf(menu)).toContain('which work');
    } finally {
      clock.advance(-25 * 60 * 60_000);
    }
  });

  it('a reply WhatsApp refuses goes by SMS, with its numbered choices', async () => {
    const from = '919845012366';
    meta.failing.add(from);
    try {
      const response = await meta.postWebhook(`${base}/webhooks/whatsapp`, meta.webhookBody({ from, text: 'ಬಾಡಿಗೆ' }));
      expect(response.status).toBe(200);
      await conversationsService.idle();
    } finally {
      meta.failing.delete(from);
    }
    const [text] = await smsTo(`+${from}`);
    expect(text).toMatchObject({ kind: 'work' });
    expect(text!.body).toContain('6 ಭತ್ತ ಕಟಾವು');
  });

  it('a delivery report of failure sends the job news by SMS instead, once', async () => {
    const [job] = await jobsOf('+919845012345');
    await hiringService.advance(deps, job!.id, { to: 'on_the_way' });
    const news = meta.sentTo('919845012345').at(-1)!;
    expect(textOf(news.body)).toContain('ಹೊರಟಿದ್ದಾರೆ');
    const before = (await smsTo('+919845012345')).length;
    const report = meta.statusBody(news.id, 'failed', '919845012345');
    for (let i = 0; i < 2; i++) {
      expect((await meta.postWebhook(`${base}/webhooks/whatsapp`, report)).status).toBe(200);
      await conversationsService.idle();
    }
    const after = await smsTo('+919845012345');
    expect(after.slice(before).map((t) => t.kind)).toEqual(['onTheWay']);
  });
});

describe('booking by SMS from a feature phone', () => {
  const phone = '+919845077777';

  it('books with numbered answers, every Kannada SMS within two segments', async () => {
    const answers = ['ಬಾಡಿಗೆ', '6', '571401', '3', '3', '1'];
    for (const [i, text] of answers.entries()) {
      const response = await sms(phone, text, `SM${i}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<Response>');
      await conversationsService.idle();
    }
    const texts = await smsTo(phone);
    expect(texts.map((t) => t.kind)).toEqual(['work', 'place', 'area', 'day', 'offers', 'payLink']);
    expect(texts[0]!.body).toContain('6 ಭತ್ತ ಕಟಾವು');
    for (const t of texts) {
      expect(smsSize(t.body).segments, t.body).toBeLessThanOrEqual(2);
    }
    const [job] = await jobsOf(phone);
    expect(job).toMatchObject({ status: 'pending' });
  });

  it('a village of two places is asked by number, then the area', async () => {
    const phone = '+919845055555';
    for (const [i, text] of ['HIRE', '1', 'Abbihal', '2'].entries()) {
      expect((await sms(phone, text, `SMv${i}`)).status).toBe(200);
      await conversationsService.idle();
    }
    const texts = await smsTo(phone);
    expect(texts.map((t) => t.kind)).toEqual(['work', 'place', 'placeChoice', 'area']);
    expect(texts[2]!.body).toMatch(/1 Abbihal \d{6}\n2 Abbihal \d{6}/);
  });

  it('a message is written before the 200 (nothing lost) with what it says, marked processed by its turn', async () => {
    const answer = await sms('+919845077700', 'HIRE', 'SM-durable-1');
    expect(answer.status).toBe(200);
    const accepted = await database.db
      .selectFrom('conversationInbound')
      .select(['phone', 'payload'])
      .where('channel', '=', 'sms')
      .where('messageId', '=', 'SM-durable-1')
      .executeTakeFirst();
    expect(accepted).toMatchObject({
      phone: '+919845077700',
      payload: { text: 'HIRE', location: null, choiceId: null },
    });
    await conversationsService.idle();
    const processed = await database.db
      .selectFrom('conversationInbound')
      .select('processedAt')
      .where('messageId', '=', 'SM-durable-1')
      .executeTakeFirstOrThrow();
    expect(processed.processedAt).not.toBeNull();
    expect((await smsTo('+919845077700')).map((m) => m.kind)).toEqual(['work']);
  });

  it('refuses a forged SMS webhook', async () => {
    const response = await sms('+919845066666', 'HIRE', 'SMforged', 'bm90IGEgc2lnbmF0dXJl');
    expect(response.status).toBe(403);
    await conversationsService.idle();
    expect(await smsTo('+919845066666')).toHaveLength(0);
  });
});
