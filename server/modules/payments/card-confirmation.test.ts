import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardFormInput } from '../../../shared/schemas/checkout.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { cards, newBuyer, shipping } from '../../test/checkout-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal, invalidInput } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

/**
 * One card confirmation path: a shop order and a hire job's advance go through the same checks, so a farmer hears
 * the same refusals for the same card whichever they pay for.
 */
let database: TestDatabase;
let deps: AppDeps;
const clock = fixedClock('2026-11-22T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

interface Paying {
  confirm(card: CardFormInput): Promise<unknown>;
  complete(): Promise<{ status: string }>;
}

async function shopOrder(): Promise<Paying> {
  const productId = await insertProduct(database.db, { name: 'Sprayer', isAvailableForRent: false, stockQuantity: 5 });
  const { caller } = await newBuyer(deps, database.db);
  await caller.cart.add({ productId, rental: false });
  const { order, payment } = await caller.checkout.start(shipping);
  return {
    confirm: (card) => caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card }),
    complete: () => caller.checkout.complete({ orderId: order.id }),
  };
}

async function hireAdvance(): Promise<Paying> {
  const service = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select('hireServices.id')
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', 'ploughing')
    .executeTakeFirstOrThrow();
  const { caller } = await newBuyer(deps, database.db);
  const started = await caller.hiring.book({
    serviceId: service.id,
    day: '2026-11-30',
    slot: 'morning',
    areaMilliAcres: 1000,
    lat: 12.52216,
    lon: 76.90092,
    place: 'Mandya 571401',
    landmark: 'Next to the milk dairy',
    phone: '98450 12345',
  });
  const clientSecret = started.payment!.clientSecret;
  return {
    confirm: (card) => caller.hiring.confirmTestPayment({ clientSecret, card }),
    complete: () => caller.hiring.completePayment({ jobId: started.jobId }),
  };
}

describe.each([
  ['a shop order', shopOrder, 'paid'],
  ['a hire advance', hireAdvance, 'booked'],
] as const)('paying %s by test card', (_name, start, paidStatus) => {
  it('refuses a card past its expiry month on the expiry field, and takes nothing', async () => {
    const paying = await start();
    await expectRefusal(
      paying.confirm({ ...cards.good, expiry: '10/26' }),
      'INVALID_INPUT',
      invalidInput('card.expiry', 'CARD_EXPIRY_PAST'),
    );
    await expectRefusal(paying.complete(), 'PAYMENT_NOT_COMPLETED', {});
  });

  it("declines with the issuer's code, and completing says the card was declined, not merely unpaid", async () => {
    const paying = await start();
    await expectRefusal(paying.confirm(cards.declined), 'PAYMENT_DECLINED', { declineCode: 'card_declined' });
    await expectRefusal(paying.complete(), 'PAYMENT_DECLINED', { declineCode: 'card_declined' });
    await paying.confirm(cards.good);
    expect((await paying.complete()).status).toBe(paidStatus);
    await expectRefusal(paying.confirm(cards.good), 'PAYMENT_CANNOT_CONFIRM', {});
  });
});
