/** Rows for tests of carts and rentals, written straight to the database. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { daysBetween, type CalendarDay } from '../../shared/rental.js';
import type { UserRole } from '../../shared/roles.js';
import type { Db } from '../db/db.js';
import type { Database, OrderStatus } from '../db/types.js';

export interface ProductFixture {
  name?: string;
  price?: number;
  rentalPricePerDay?: number | null;
  isAvailableForSale?: boolean;
  isAvailableForRent?: boolean;
  stockQuantity?: number;
  imageUrl?: string | null;
}

export async function insertProduct(db: Kysely<Database>, fixture: ProductFixture = {}): Promise<number> {
  const name = fixture.name ?? `Machine ${randomUUID().slice(0, 8)}`;
  const forRent = fixture.isAvailableForRent ?? true;
  const row = await db
    .insertInto('equipment')
    .values({
      name,
      nameKn: `${name} (ಕನ್ನಡ)`,
      description: `${name} for the farm`,
      descriptionKn: 'ಹೊಲಕ್ಕೆ',
      categoryId: null,
      price: fixture.price ?? 10_000_000,
      imageUrl: fixture.imageUrl ?? null,
      isAvailableForSale: fixture.isAvailableForSale ?? true,
      isAvailableForRent: forRent,
      rentalPricePerDay:
        fixture.rentalPricePerDay === undefined ? (forRent ? 150_000 : null) : fixture.rentalPricePerDay,
      stockQuantity: fixture.stockQuantity ?? 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUser(
  db: Kysely<Database>,
  email = `farmer-${randomUUID()}@example.com`,
  role: UserRole = 'customer',
): Promise<{ id: string; email: string; role: UserRole }> {
  const row = await db
    .insertInto('users')
    .values({ email, passwordHash: 'not-a-real-hash', emailConfirmedAt: new Date(), role })
    .returning(['id', 'role'])
    .executeTakeFirstOrThrow();
  return { ...row, email };
}

const FAR_AHEAD = new Date('2099-01-01T00:00:00Z');

export interface RentalOrderFixture {
  userId: string;
  productId: number;
  quantity: number;
  start: CalendarDay;
  /** Return day: not booked. */
  end: CalendarDay;
  status?: OrderStatus;
  reservedUntil?: Date | null;
  isRental?: boolean;
}

/**
 * An order of one item, as checkout would write it; returns the order id. Paid and refunded orders get a
 * payment, pending ones a reservation that outlasts any test clock unless given; an order and its item are written
 * together
 * because a paid order must add up at commit.
 */
export async function insertOrder(db: Db, fixture: RentalOrderFixture): Promise<string> {
  if (!db.isTransaction) return db.transaction().execute((trx) => insertOrder(trx, fixture));
  const status = fixture.status ?? 'paid';
  const isRental = fixture.isRental ?? true;
  const days = daysBetween(fixture.start, fixture.end);
  const unitPrice = 100_000;
  const lineTotal = unitPrice * fixture.quantity * (isRental ? days : 1);
  const paid = status === 'paid' || status === 'refunded';
  const order = await db
    .insertInto('orders')
    .values({
      userId: fixture.userId,
      status,
      reservedUntil:
        fixture.reservedUntil !== undefined ? fixture.reservedUntil : status === 'pending' ? FAR_AHEAD : null,
      subtotal: lineTotal,
      tax: 0,
      total: lineTotal,
      shippingAddress: JSON.stringify({ fullName: 'Test Farmer' }),
      paymentProvider: 'test',
      paymentIntentId: paid ? `pi_fixture_${randomUUID()}` : null,
      isRental,
      paidAt: paid ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderItems')
    .values({
      orderId: order.id,
      equipmentId: fixture.productId,
      quantity: fixture.quantity,
      unitPrice,
      isRental,
      rentalStartDate: isRental ? fixture.start : null,
      rentalEndDate: isRental ? fixture.end : null,
      rentalDays: isRental ? days : null,
      lineTotal,
    })
    .execute();
  return order.id;
}
