import type { UserRole } from '../../../shared/roles.js';
import type { AppDeps } from '../../deps.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { callerFor } from '../../test/harness.js';
import type { TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';
import { paymentEvents } from '../payments/payment-events.js';

/** Test support of hire-balance.test.ts and hire-balance.race.test.ts: a billed job, paying it by UPI, what it left. */

const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const mandya = { lat: 12.52216, lon: 76.90092 };

export type Caller = ReturnType<typeof callerFor>;

export async function person(database: TestDatabase, deps: AppDeps, role: UserRole = 'customer', locale = 'en') {
  const user = await insertUser(database.db, undefined, role);
  if (locale !== 'en') {
    await database.db
      .updateTable('users')
      .set({ locale: locale as 'kn' })
      .where('id', '=', user.id)
      .execute();
  }
  return { user, caller: callerFor(deps, { user }) };
}

export async function paddyService(database: TestDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id'])
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', 'paddy_harvesting')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A farmer's job booked with its advance paid by card, worked and billed by staff: `measured` acres of paddy at
 * ₹2,400 an acre with ₹1,800 advance paid (3 acres quoted), so 3.2 acres leave a balance of ₹5,880.
 */
export async function billedJob(
  deps: AppDeps,
  serviceId: number,
  farmer: Caller,
  staff: Caller,
  options: { day: string; phone?: string; measured?: number },
): Promise<string> {
  const started = await farmer.hiring.book({
    serviceId,
    day: options.day,
    slot: 'whole_day',
    areaMilliAcres: 3000,
    ...mandya,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple',
    phone: options.phone ?? '98450 12345',
  });
  await farmer.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });
  const jobId = started.jobId;
  await staff.hiring.admin.assignCrew({ jobId, operatorName: 'Ravi', operatorPhone: '9900011122', machine: 'Kartar' });
  await staff.hiring.admin.onTheWay({ jobId });
  await staff.hiring.admin.done({ jobId, measured: options.measured ?? 3.2 });
  return jobId;
}

/** The farmer's UPI app approves the payment (the test provider's simulated app, with a PIN that approves). */
export async function approveInUpiApp(deps: AppDeps, paymentId: string): Promise<void> {
  const approval = await (deps.payments as TestPaymentProvider).approveUpi(paymentId, '1234');
  if (approval.decline) throw new Error(`the simulated UPI app declined: ${approval.decline.code}`);
}

/** The provider's news that the payment succeeded, as its webhook (or the simulated app) brings it. */
export async function newsOf(deps: AppDeps, paymentId: string) {
  const payment = await deps.payments.retrieve(paymentId);
  return paymentEvents.succeeded(deps, { paymentId, metadata: payment.metadata });
}

export async function jobRow(database: TestDatabase, jobId: string) {
  return database.db
    .selectFrom('hireJobs')
    .select(['status', 'balance', 'balanceMethod', 'balanceSettledPaymentId', 'cashRecordedBy', 'cashRecordedAt'])
    .select(['paidAt', 'balancePaidBy'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
}

export async function testPayment(database: TestDatabase, paymentId: string) {
  return database.db
    .selectFrom('testPayments')
    .select(['status', 'amount', 'amountRefunded', 'channel', 'expiresAt'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
}

export async function balanceRows(database: TestDatabase, jobId: string) {
  return database.db
    .selectFrom('hireBalancePayments')
    .select(['paymentId', 'channel', 'amount', 'outcome', 'refundedAmount', 'createdBy'])
    .where('jobId', '=', jobId)
    .orderBy('createdAt')
    .execute();
}

export async function smsOf(database: TestDatabase, jobId: string) {
  return database.db
    .selectFrom('smsOutbox')
    .select(['kind', 'body', 'toPhone', 'locale'])
    .where('jobId', '=', jobId)
    .orderBy('id')
    .execute();
}
