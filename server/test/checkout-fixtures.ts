/** Shared pieces of the checkout tests: a shipping address, test cards and signed-in buyers. */
import type { Kysely } from 'kysely';
import type { ShippingAddressInput } from '../../shared/schemas/checkout.js';
import type { Database } from '../db/types.js';
import type { PaymentProvider } from '../providers/payments/types.js';
import { callerFor } from './harness.js';
import type { AppDeps } from '../deps.js';
import { insertUser } from './fixtures.js';

export const shipping: ShippingAddressInput = {
  fullName: 'Basavaraj Patil',
  phoneNumber: '+91 98450 12345',
  addressLine1: 'Near the bus stand, Hosur Road',
  city: 'Hubballi',
  state: 'Karnataka',
  postalCode: '580020',
  country: 'India',
};

export const cards = {
  good: { nameOnCard: 'Basavaraj Patil', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  declined: { nameOnCard: 'Basavaraj Patil', cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' },
  noFunds: { nameOnCard: 'Basavaraj Patil', cardNumber: '4000 0000 0000 9995', expiry: '12/30', cvc: '123' },
};

export type Caller = ReturnType<typeof callerFor>;

export async function newBuyer(deps: AppDeps, db: Kysely<Database>, options: { locale?: 'en' | 'kn' } = {}) {
  const user = await insertUser(db);
  if (options.locale) await db.updateTable('users').set({ locale: options.locale }).where('id', '=', user.id).execute();
  return { user, caller: callerFor(deps, { user }) };
}

export async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('equipment')
    .select('stockQuantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stockQuantity;
}

export async function ordersOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'total', 'paymentIntentId'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** A provider that behaves like `base` except for the methods given: an outage, or a provider that lies. */
export function providerWith(base: PaymentProvider, overrides: Partial<PaymentProvider>): PaymentProvider {
  return {
    name: base.name,
    createPayment: (input) => base.createPayment(input),
    retrieve: (id) => base.retrieve(id),
    refund: (id, options) => base.refund(id, options),
    retrieveRefund: (refundId) => base.retrieveRefund(refundId),
    cancel: (id) => base.cancel(id),
    clientConfig: () => base.clientConfig(),
    ...overrides,
  };
}
