import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../env.js';
import type { DevOutbox } from '../../providers/mail.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertMachine, paidOrder, staffCaller } from './admin.fixtures.js';
import { startDueReminderScheduler } from './due-reminders.scheduler.js';

/**
 * The in-process scheduler of the "due back tomorrow" e-mails: it runs by itself, and however many schedulers run
 * (several server processes) or start again (restarts), each rental's farmer hears once.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A rental of [start, end) handed over to a farmer, through checkout and the back office. */
async function handedOver(deps: ReturnType<typeof testDeps>, start: string, end: string) {
  const machine = await insertMachine(database.db, {
    rentalPricePerDay: 150_000,
    securityDeposit: 500_000,
    stockQuantity: 2,
  });
  const { order, user } = await paidOrder(deps, [{ productId: machine, rental: { start, end } }]);
  const staff = await staffCaller(deps);
  await staff.caller.admin.orders.step({ orderId: order.id, step: 'ready' });
  await staff.caller.admin.orders.step({ orderId: order.id, step: 'handed_over', place: 'shop', condition: 'good' });
  return { order, email: user.email };
}

describe('the due-back reminder scheduler', () => {
  it('sends the reminder by itself, once per rental, across several processes and restarts', async () => {
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const mailer = testDeps(database, { clock }).mailer;
    const deps = testDeps(database, { clock, mailer });
    const dueTomorrow = await handedOver(deps, '2026-11-22', '2026-11-24');
    const dueLater = await handedOver(deps, '2026-11-22', '2026-11-27');
    const remindersTo = (email: string) =>
      (mailer as DevOutbox).list().filter((m) => m.to === email && m.subject.includes('due back tomorrow'));

    // The evening before the return day (Kolkata): two server processes, each with its scheduler.
    clock.set('2026-11-23T12:00:00Z');
    const processA = startDueReminderScheduler(deps, { everyMs: 50 });
    const processB = startDueReminderScheduler(deps, { everyMs: 50 });
    try {
      // Nobody calls tick: the first run at start sends the e-mail.
      await vi.waitFor(() => expect(remindersTo(dueTomorrow.email)).toHaveLength(1), { timeout: 20_000, interval: 50 });
      // Both processes run again and again, at once, and after a restart too: still one e-mail.
      const runs = await Promise.all([processA.tick(), processB.tick(), processA.tick(), processB.tick()]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(0);
    } finally {
      await Promise.all([processA.stop(), processB.stop()]);
    }
    const restarted = startDueReminderScheduler(deps, { everyMs: 60_000 });
    try {
      expect(await restarted.tick()).toBe(0);
    } finally {
      await restarted.stop();
    }
    expect(remindersTo(dueTomorrow.email)).toHaveLength(1);
    expect(remindersTo(dueLater.email)).toHaveLength(0);

    // The other rental's evening comes: it is reminded, once, and the first is not again.
    clock.set('2026-11-26T12:00:00Z');
    const later = startDueReminderScheduler(deps, { everyMs: 60_000 });
    try {
      const sent = await Promise.all([later.tick(), later.tick()]);
      expect(sent).toEqual([1, 1]); // the second call joined the run under way
    } finally {
      await later.stop();
    }
    expect(remindersTo(dueLater.email)).toHaveLength(1);
    expect(remindersTo(dueTomorrow.email)).toHaveLength(1);
  });

  it('is off under NODE_ENV=test unless asked, hourly otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).DUE_REMINDERS_EVERY_MINUTES).toBe(0);
    expect(parseEnv({ NODE_ENV: 'test', DUE_REMINDERS_EVERY_MINUTES: '5' }).DUE_REMINDERS_EVERY_MINUTES).toBe(5);
    expect(parseEnv({}).DUE_REMINDERS_EVERY_MINUTES).toBe(60);
    expect(parseEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.in' }).DUE_REMINDERS_EVERY_MINUTES).toBe(
      60,
    );
    expect(() => parseEnv({ DUE_REMINDERS_EVERY_MINUTES: '-1' })).toThrow(/DUE_REMINDERS_EVERY_MINUTES/);
  });

  it('refuses a movable test clock in production', () => {
    expect(parseEnv({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
    expect(() => parseEnv({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
  });
});
