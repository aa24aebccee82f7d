import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import type { Clock } from '../../clock.js';
import { testDeps } from '../../test/harness.js';
import { createTestDatabase } from '../../test/test-db.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import type { TestDatabase } from '../../test/test-db.js';
import { approveInUpiApp, newsOf, paddyService, person, type Caller } from './hire-balance.fixtures.js';
import { hiringService } from './hiring.service.js';

/** Test support of hire-advance-payments.test.ts and its race test: one advance started by SMS link and at /hire. */

const mandya = { lat: 12.52216, lon: 76.90092 };

export interface TwoWays {
  jobId: string;
  advance: number;
  /** The link texted to the farmer (an assisted or WhatsApp booking). */
  link: string;
  /** The farmer's own checkout, started when they opened /hire and pressed pay. */
  checkout: string;
  clientSecret: string;
}

/** A seeded database of its own, the app's deps on the given clock, and Mandya's paddy harvesting service. */
export async function paddyWorld(clock: Clock) {
  const database = await createTestDatabase();
  await seedCatalogue(database.db);
  return { database, deps: testDeps(database, { clock }), serviceId: await paddyService(database) };
}

export async function farmer(database: TestDatabase, deps: AppDeps) {
  return person(database, deps);
}

/** A job booked with an advance payment link, whose farmer then starts paying it at /hire too. */
export async function advanceStartedTwice(
  deps: AppDeps,
  serviceId: number,
  who: { user: { id: string }; caller: Caller },
  day: string,
): Promise<TwoWays> {
  const field = { serviceId, day, slot: 'morning' as const, areaMilliAcres: 2000, ...mandya };
  const booking = { ...field, place: 'Mandya 571401', landmark: 'Near the school', phone: '+919845033333' };
  const booked = await hiringService.book(deps, who.user, booking, { channel: 'payment_link' });
  const job = await deps.db
    .selectFrom('hireJobs')
    .select(['advancePaymentId', 'advance'])
    .where('id', '=', booked.jobId)
    .executeTakeFirstOrThrow();
  const started = await who.caller.hiring.pay({ jobId: booked.jobId });
  const checkout = await deps.db
    .selectFrom('hireAdvancePayments')
    .select('paymentId')
    .where('jobId', '=', booked.jobId)
    .where('channel', '=', 'checkout')
    .executeTakeFirstOrThrow();
  return {
    jobId: booked.jobId,
    advance: job.advance,
    link: job.advancePaymentId!,
    checkout: checkout.paymentId,
    clientSecret: started.payment.clientSecret,
  };
}

/** The farmer's UPI app pays it (the checkout's payment handed to the app first), and the provider's news arrives. */
export async function paidInUpiApp(deps: AppDeps, paymentId: string, checkoutSecret?: string) {
  if (checkoutSecret) await (deps.payments as TestPaymentProvider).startUpi(checkoutSecret);
  await approveInUpiApp(deps, paymentId);
  return newsOf(deps, paymentId);
}

export async function advanceRows(database: TestDatabase, jobId: string) {
  return database.db
    .selectFrom('hireAdvancePayments')
    .select(['paymentId', 'channel', 'amount', 'outcome', 'refundedAmount'])
    .where('jobId', '=', jobId)
    .orderBy('channel', 'desc')
    .execute();
}

/** What the farmer paid in the end, over both payments: captured less refunded (the test provider's own rows). */
export async function keptOf(database: TestDatabase, paymentIds: string[]) {
  const rows = await database.db
    .selectFrom('testPayments')
    .select(['id', 'status', 'amount', 'amountRefunded'])
    .where('id', 'in', paymentIds)
    .execute();
  return rows.reduce((sum, r) => sum + (r.status === 'succeeded' ? r.amount - r.amountRefunded : 0), 0);
}

export async function jobState(database: TestDatabase, jobId: string) {
  const job = await database.db
    .selectFrom('hireJobs')
    .select(['status', 'advancePaymentId', 'advancePaidAt', 'refund'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const booked = await database.db
    .selectFrom('smsOutbox')
    .select('kind')
    .where('jobId', '=', jobId)
    .where('kind', '=', 'booked')
    .execute();
  return { ...job, bookedSms: booked.length };
}
