/**
 * Fair holds. A pending checkout holds its units for 15 minutes, and a restarted checkout gets a fresh hold; without
 * a bound one account could keep the last unit from everyone by restarting every few minutes. So the holds one user
 * places on one product in a row (each within HOLD_PAUSE_MS of the last one's end) never reach past MAX_HOLD_MS
 * from the first; after that the user must let go for HOLD_PAUSE_MS. A buyer refused because others hold the units
 * hears when they may free up.
 */
import { sql } from 'kysely';
import type { ProductName } from '../../../shared/refusals.js';
import { refuse } from '../../errors.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { findShortfall, type BookingLine, type BookingShortfall } from './booking.js';

/** How long one user may keep a product held through successive checkouts. */
export const MAX_HOLD_MS = 30 * 60_000;
/** A new hold within this long after the user's last hold on the product ended continues that run of holds. */
export const HOLD_PAUSE_MS = 30 * 60_000;
/** Less hold time than this is no use for paying: the checkout is refused instead. */
const MIN_USEFUL_HOLD_MS = 60_000;

const clockTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * Until when a new checkout of `userId` may hold these products: `wanted`, cut to MAX_HOLD_MS after the first hold
 * of the user's current run on any of them. Records the holds; call in the checkout's transaction, with the cart
 * locked. Refuses (HOLD_TIME_USED_UP) when a product's hold time is used up.
 */
export async function claimHoldTime(
  trx: Db,
  userId: string,
  products: readonly { productId: number; product: ProductName }[],
  now: Date,
  wanted: Date,
): Promise<Date> {
  const ids = [...new Set(products.map((p) => p.productId))];
  const { rows } = await sql<{ equipmentId: number; firstHeldAt: Date; heldUntil: Date }>`
    select equipment_id, first_held_at, held_until from checkout_holds
    where user_id = ${userId} and equipment_id = any(${ids}::int[])
  `.execute(trx);
  const runs = new Map(rows.map((row) => [row.equipmentId, row]));
  let until = wanted.getTime();
  const firsts = new Map<number, Date>();
  for (const { productId, product } of products) {
    const run = runs.get(productId);
    const continues = run !== undefined && new Date(run.heldUntil).getTime() + HOLD_PAUSE_MS > now.getTime();
    const first = continues ? new Date(run.firstHeldAt) : now;
    const end = first.getTime() + MAX_HOLD_MS;
    if (end - now.getTime() < MIN_USEFUL_HOLD_MS) {
      const retryAt = new Date(new Date(run!.heldUntil).getTime() + HOLD_PAUSE_MS);
      refuse(
        'HOLD_TIME_USED_UP',
        { product, retryAt: retryAt.toISOString() },
        `You have kept ${product.name} reserved for ${MAX_HOLD_MS / 60_000} minutes. Others may buy it now; you can check it out again at ${clockTime.format(retryAt)}.`,
      );
    }
    until = Math.min(until, end);
    firsts.set(productId, first);
  }
  const heldUntil = new Date(until);
  for (const [productId, first] of firsts) {
    await sql`
      insert into checkout_holds (user_id, equipment_id, first_held_at, held_until)
      values (${userId}, ${productId}, ${first}, ${heldUntil})
      on conflict (user_id, equipment_id) do update set first_held_at = excluded.first_held_at, held_until = excluded.held_until
    `.execute(trx);
  }
  return heldUntil;
}

/**
 * When a shortfall is only other buyers' pending holds, refuses with the moment the units may free up
 * (HELD_BY_ANOTHER_BUYER): the earliest end of those holds after which the order would fit. Returns when the units
 * are taken for good (sold or rented), leaving that refusal to the caller.
 */
export async function refuseIfHeldByOthers(
  trx: Db,
  shortfall: BookingShortfall,
  lines: readonly BookingLine[],
  product: ProductName,
  now: Date,
): Promise<void> {
  const { rows } = await sql<{ reservedUntil: Date }>`
    select distinct o.reserved_until
    from orders o join order_items oi on oi.order_id = o.id
    where oi.equipment_id = ${shortfall.productId} and o.status = 'pending' and o.reserved_until > ${now}
    order by o.reserved_until
  `.execute(trx);
  for (const { reservedUntil } of rows) {
    const freeAt = new Date(reservedUntil);
    if (await findShortfall(trx, lines, { now: freeAt })) continue;
    refuse(
      'HELD_BY_ANOTHER_BUYER',
      { product, freeAt: freeAt.toISOString() },
      `${product.name} is held by another buyer who is paying now. It may be free again at ${clockTime.format(freeAt)}.`,
    );
  }
}
