import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../shared/roles.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { expectRefusal } from '../../test/refusals.js';
import { approveInUpiApp, newsOf } from '../hiring/hire-balance.fixtures.js';
import { insertUser } from '../../test/fixtures.js';

// 2026-11-22 11:30 in Kolkata; the job day is a week ahead.
const clock = fixedClock('2026-11-22T06:00:00Z');
const DAY = '2026-11-29';
const mandya = { lat: 12.52216, lon: 76.90092 };

let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  const service = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id'])
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', 'paddy_harvesting')
    .executeTakeFirstOrThrow();
  serviceId = service.id;
});
afterAll(() => database.close());

async function person(role: UserRole) {
  const user = await insertUser(database.db, undefined, role);
  return { user, caller: callerFor(deps, { user }) };
}

function booking(farmerPhone: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceId,
    day: DAY,
    slot: 'morning' as const,
    areaMilliAcres: 2000,
    ...mandya,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple',
    farmerPhone,
    farmerLocale: 'kn' as const,
    ...overrides,
  };
}

async function smsOf(jobId: string) {
  return database.db
    .selectFrom('smsOutbox')
    .select(['kind', 'body', 'toPhone', 'locale'])
    .where('jobId', '=', jobId)
    .orderBy('id')
    .execute();
}

async function codeSentFor(jobId: string): Promise<string> {
  const sms = (await smsOf(jobId)).filter((m) => m.kind === 'agentCode').at(-1)!;
  return /(\d{6})$/.exec(sms.body)![1]!;
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('an agent books for a neighbour', () => {
  it('holds the job until the farmer confirms by code, then texts the quote and the advance link', async () => {
    const { caller: agent } = await person('agent');
    const booked = await agent.agents.book(booking('98450 11111'));
    expect(booked).toMatchObject({ status: 'held', farmerPhone: '••••1111' });
    expect(booked.total).toBeGreaterThan(0);
    const held = await database.db
      .selectFrom('hireJobs')
      .select(['status', 'phone', 'userId', 'advancePaymentId'])
      .where('id', '=', booked.jobId)
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ status: 'pending', phone: '+919845011111' });
    // The job is the farmer's own: their account was made from the number.
    const farmer = await database.db
      .selectFrom('users')
      .select(['phone', 'locale'])
      .where('id', '=', held.userId)
      .executeTakeFirstOrThrow();
    expect(farmer).toEqual({ phone: '+919845011111', locale: 'kn' });

    const [codeSms] = await smsOf(booked.jobId);
    expect(codeSms).toMatchObject({ kind: 'agentCode', toPhone: '+919845011111', locale: 'kn' });
    expect(codeSms!.body).toContain('ಊರಿನ ಏಜೆಂಟ್');
    expect((await smsOf(booked.jobId)).some((m) => m.kind === 'assistedQuote')).toBe(false);

    const confirmed = await agent.agents.confirm({ jobId: booked.jobId, code: await codeSentFor(booked.jobId) });
    expect(confirmed.status).toBe('confirmed');
    const sms = await smsOf(booked.jobId);
    const quote = sms.find((m) => m.kind === 'assistedQuote')!;
    expect(quote.body).toContain('ಮುಂಗಡ');
    const job = await database.db
      .selectFrom('hireJobs')
      .select(['advancePaymentId', 'advance'])
      .where('id', '=', booked.jobId)
      .executeTakeFirstOrThrow();
    // The link in the SMS pays exactly this job's advance.
    const payment = await database.db
      .selectFrom('testPayments')
      .select(['id', 'channel', 'amount'])
      .where('id', '=', job.advancePaymentId!)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ channel: 'payment_link', amount: job.advance });
    expect(quote.body).toContain(payment.id);
    // The farmer pays the advance through the link (the simulated UPI app): the job is booked, as any advance.
    await approveInUpiApp(deps, payment.id);
    await newsOf(deps, payment.id);
    const paid = await database.db
      .selectFrom('hireJobs')
      .select(['status', 'advancePaidAt'])
      .where('id', '=', booked.jobId)
      .executeTakeFirstOrThrow();
    expect(paid.status).toBe('booked');

    const mine = await agent.agents.myJobs();
    expect(mine.jobs).toHaveLength(1);
    expect(mine.jobs[0]).toMatchObject({ jobId: booked.jobId, agentStatus: 'confirmed', farmerPhone: '••••1111' });
    // A second confirmation is refused: the booking stands once.
    await expectRefusal(agent.agents.confirm({ jobId: booked.jobId, code: '123456' }), 'HIRE_JOB_STATE');
  });

  it('refuses after three wrong codes, even the right one, and the job stays only held', async () => {
    const { caller: agent } = await person('agent');
    const booked = await agent.agents.book(booking('98450 22222', { slot: 'afternoon' }));
    const code = await codeSentFor(booked.jobId);
    const wrong = () => agent.agents.confirm({ jobId: booked.jobId, code: otherCode(code) });
    await expectRefusal(wrong(), 'CODE_WRONG', { triesLeft: 2 });
    await expectRefusal(wrong(), 'CODE_WRONG', { triesLeft: 1 });
    await expectRefusal(wrong(), 'CODE_EXPIRED');
    await expectRefusal(agent.agents.confirm({ jobId: booked.jobId, code }), 'CODE_EXPIRED');
    const row = await database.db
      .selectFrom('hireJobAgents')
      .select('status')
      .where('jobId', '=', booked.jobId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('held');
    expect((await smsOf(booked.jobId)).some((m) => m.kind === 'assistedQuote')).toBe(false);
    // A new code (the farmer asked again) lets the agent finish.
    await agent.agents.resendCode({ jobId: booked.jobId });
    await agent.agents.confirm({ jobId: booked.jobId, code: await codeSentFor(booked.jobId) });
  });

  it('shows an agent only their own jobs; another agent can neither list nor confirm them', async () => {
    const { caller: first } = await person('agent');
    const { caller: second } = await person('agent');
    const booked = await first.agents.book(booking('98450 33333', { day: '2026-11-30' }));
    expect((await second.agents.myJobs()).jobs).toEqual([]);
    await expectRefusal(second.agents.confirm({ jobId: booked.jobId, code: '123456' }), 'NOT_FOUND');
    await expectRefusal(second.agents.resendCode({ jobId: booked.jobId }), 'NOT_FOUND');
    expect((await first.agents.myJobs()).jobs.map((j) => j.jobId)).toEqual([booked.jobId]);
  });

  it('is for agents only', async () => {
    const { caller: farmer } = await person('customer');
    const { caller: staff } = await person('staff');
    for (const caller of [farmer, staff]) {
      await expect(caller.agents.myJobs()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.agents.book(booking('98450 44444'))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(callerFor(deps).agents.myJobs()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a number that is not an Indian mobile', async () => {
    const { caller: agent } = await person('agent');
    await expectRefusal(agent.agents.book(booking('12345')), 'INVALID_INPUT');
  });

  it('records the commission once the job is paid: 2 % of the bill, written once', async () => {
    const { caller: agent } = await person('agent');
    const booked = await agent.agents.book(booking('98450 55555', { day: '2026-12-01' }));
    await agent.agents.confirm({ jobId: booked.jobId, code: await codeSentFor(booked.jobId) });
    // The work is done and the balance settled (the hiring tests cover those steps).
    await database.db
      .updateTable('hireJobs')
      .set({ status: 'paid', advancePaidAt: clock.now(), measuredMilli: 2000, billTotal: 712_345, balance: 0 })
      .set({ balancePaidBy: 'cash', paidAt: clock.now() })
      .where('id', '=', booked.jobId)
      .execute();
    const mine = await agent.agents.myJobs();
    const job = mine.jobs.find((j) => j.jobId === booked.jobId)!;
    expect(job.commission).toBe(14_247);
    expect(mine.earned).toBe(14_247);
    await database.db.updateTable('hireJobs').set({ billTotal: 1 }).where('id', '=', booked.jobId).execute();
    expect((await agent.agents.myJobs()).jobs.find((j) => j.jobId === booked.jobId)!.commission).toBe(14_247);
  });
});
