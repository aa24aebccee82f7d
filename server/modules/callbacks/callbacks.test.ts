import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { expectRefusal } from '../../test/refusals.js';
import { missedCallConfig } from './missed-call-config.js';
import { insertUser } from '../../test/fixtures.js';

// 2026-11-22 11:30 in Kolkata (office hours): the farmer is told to expect the call by 12:00.
const clock = fixedClock('2026-11-22T06:00:00Z');
const SECRET = 'missed-call-secret-0123456789';

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = { ...testDeps(database, { clock }), missedCalls: { secret: SECRET } };
  app = await buildApp({ deps });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function exotel(params: Record<string, string>) {
  return app.inject({ method: 'GET', url: `/webhooks/missed-call/exotel?${new URLSearchParams(params)}` });
}

function signed(body: string, secret = SECRET, contentType = 'application/json') {
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return app.inject({
    method: 'POST',
    url: '/webhooks/missed-call/signed',
    headers: { 'content-type': contentType, 'x-signature-256': signature },
    payload: body,
  });
}

async function smsTo(phone: string) {
  return database.db
    .selectFrom('smsOutbox')
    .select(['kind', 'body', 'locale', 'jobId', 'segments'])
    .where('toPhone', '=', phone)
    .orderBy('id')
    .execute();
}

async function staff() {
  return callerFor(deps, { user: await insertUser(database.db, undefined, 'staff') });
}

describe('a missed call', () => {
  it('puts the caller on the queue once, texts when to expect the call, and counts calls made again', async () => {
    const call = { CallSid: 'exo-1', CallFrom: '09845077001', CallTo: '08030752400', StartTime: '2026-11-22 11:20:00' };
    const first = await exotel({ ...call, token: SECRET });
    expect(first.statusCode).toBe(200);
    // Exotel retries a delivery it thinks failed: the same call counts nothing.
    expect((await exotel({ ...call, token: SECRET })).statusCode).toBe(200);
    // The farmer calls again ten minutes later: still one request, two calls.
    await exotel({ ...call, CallSid: 'exo-2', StartTime: '2026-11-22 11:30:00', token: SECRET });

    const sms = await smsTo('+919845077001');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ kind: 'callbackExpected', locale: 'kn', jobId: null });
    expect(sms[0]!.body).toContain('ಮಧ್ಯಾಹ್ನ 12:00');
    expect(sms[0]!.segments).toBeLessThanOrEqual(2);

    const { callers } = await (await staff()).callbacks.queue();
    const caller = callers.find((c) => c.phone === '+919845077001')!;
    expect(caller).toMatchObject({ calls: 2, locale: 'kn', minutesWaited: 10, late: false, pastJobs: [] });
  });

  it('refuses a forged webhook and changes nothing', async () => {
    const call = { CallSid: 'exo-9', CallFrom: '09845077999' };
    expect((await exotel(call)).statusCode).toBe(401);
    expect((await exotel({ ...call, token: 'not-the-secret-at-all-000' })).statusCode).toBe(401);
    const body = JSON.stringify({ caller_id: '+919845077999', uuid: 'k-9' });
    expect((await signed(body, 'another-secret-0123456789')).statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/webhooks/missed-call/signed',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await smsTo('+919845077999')).toEqual([]);
    const { callers } = await (await staff()).callbacks.queue();
    expect(callers.some((c) => c.phone === '+919845077999')).toBe(false);
  });

  it('takes a signed JSON or form delivery (Knowlarity-style) and shows the farmer language', async () => {
    const known = await insertUser(database.db, undefined, 'customer');
    await database.db
      .updateTable('users')
      .set({ phone: '+919845077002', locale: 'en' })
      .where('id', '=', known.id)
      .execute();
    const json = JSON.stringify({ caller_id: '+91 98450 77002', call_time: '2026-11-22T05:40:00Z', uuid: 'k-1' });
    expect((await signed(json)).statusCode).toBe(200);
    const form = new URLSearchParams({ from: '9845077003', uuid: 'k-2' }).toString();
    expect((await signed(form, SECRET, 'application/x-www-form-urlencoded')).statusCode).toBe(200);

    const { callers } = await (await staff()).callbacks.queue();
    expect(callers.find((c) => c.phone === '+919845077002')).toMatchObject({ locale: 'en', minutesWaited: 20 });
    expect(callers.find((c) => c.phone === '+919845077003')).toMatchObject({ locale: 'kn' });
    const [english] = await smsTo('+919845077002');
    expect(english!.body).toMatch(/^Raitha Yantra: we got your missed call\. We will call you back by 22 Nov, 12:00/);
  });

  it('lets staff book for the caller: the quote and the advance link go to the farmer by SMS', async () => {
    await exotel({ CallSid: 'exo-3', CallFrom: '09845077004', token: SECRET });
    const desk = await staff();
    const request = (await desk.callbacks.queue()).callers.find((c) => c.phone === '+919845077004')!;
    const service = await database.db
      .selectFrom('hireServices')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select(['hireServices.id'])
      .where('hireCentres.pinCode', '=', '571401')
      .where('hireServices.operation', '=', 'paddy_harvesting')
      .executeTakeFirstOrThrow();
    // Staff search as /hire does, then book the first offer for the caller.
    const [offer] = await desk.hiring.search({
      operation: 'paddy_harvesting',
      lat: 12.52216,
      lon: 76.90092,
      areaMilliAcres: 3000,
      day: '2026-11-29',
    });
    expect(offer!.serviceId).toBe(service.id);
    const booking = {
      requestId: request.id,
      serviceId: offer!.serviceId,
      day: offer!.earliestDay!,
      slot: 'whole_day' as const,
      areaMilliAcres: 3000,
      lat: 12.52216,
      lon: 76.90092,
      place: 'Mandya 571401',
      landmark: 'Next to the milk dairy',
    };
    const { jobId } = await desk.callbacks.book(booking);
    const job = await database.db
      .selectFrom('hireJobs')
      .select(['status', 'phone', 'quotedTotal', 'advance', 'advancePaymentId'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', phone: '+919845077004', quotedTotal: offer!.quote.total });
    const quote = (await smsTo('+919845077004')).find((m) => m.kind === 'assistedQuote')!;
    expect(quote.jobId).toBe(jobId);
    expect(quote.body).toContain(`₹${Math.round(job.advance / 100)}`);
    expect(quote.body).toContain(job.advancePaymentId!);
    // Off the queue, and booked once.
    expect((await desk.callbacks.queue()).callers.some((c) => c.id === request.id)).toBe(false);
    await expectRefusal(desk.callbacks.book(booking), 'HIRE_JOB_STATE');
    // The farmer calls again later: a new request, with the job among their past jobs.
    await exotel({ CallSid: 'exo-4', CallFrom: '09845077004', token: SECRET });
    const again = (await desk.callbacks.queue()).callers.find((c) => c.phone === '+919845077004')!;
    expect(again.pastJobs.map((j) => j.id)).toEqual([jobId]);
  });

  it('is for staff: a customer or an agent cannot read the queue', async () => {
    for (const role of ['customer', 'agent'] as const) {
      const caller = callerFor(deps, { user: await insertUser(database.db, undefined, role) });
      await expect(caller.callbacks.queue()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('without MISSED_CALL_SECRET has no webhooks; offline, a call is given by hand on /dev/missed-call', async () => {
    expect(missedCallConfig({})).toBeUndefined();
    expect(() => missedCallConfig({ MISSED_CALL_SECRET: 'short' })).toThrow(/at least 16 characters/);
    const offline = await buildApp({ deps: testDeps(database, { clock }) });
    try {
      const hook = await offline.inject({ method: 'GET', url: '/webhooks/missed-call/exotel?CallFrom=09845077005' });
      expect(hook.statusCode).toBe(404);
      const given = await offline.inject({
        method: 'POST',
        url: '/dev/missed-call',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify({ from: '98450 77005' }),
      });
      expect(given.statusCode).toBe(200);
      expect((await smsTo('+919845077005')).map((m) => m.kind)).toEqual(['callbackExpected']);
    } finally {
      await offline.close();
    }
  });
});
