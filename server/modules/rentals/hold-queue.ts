/**
 * The line of buyers waiting for units held by others' unpaid checkouts. A buyer refused only because units are
 * held takes a place (joinQueue). Before anyone may hold units of a product, settleQueue runs under the product's
 * lock: when a hold has ended unpaid (run out, replaced, payment failed), the freed units are kept for the first
 * buyers in line whose ask fits, each for KEEP_FOR_NEXT_MS, instead of going to whoever asks first. A buyer whose
 * turn it is gets the unit at checkout within that time; one who lets it pass loses the place. So a set of
 * accounts taking turns at holding a unit cannot keep it from a buyer in line: the holder whose hold ends is
 * behind everyone already waiting, and holding again means taking a place at the back.
 */
import { KEPT_FOR_NEXT_IN_LINE_MINUTES, freeFor, type UnitsAsk, type UnitsLine } from '../../../shared/free-units.js';
import type { ProductName } from '../../../shared/refusals.js';
import { kolkataDay, type CalendarDay } from '../../../shared/rental.js';
import type { Db, Trx } from '../../db/db.js';
import { windowOf } from './availability.js';
import type { DayWindow, FreeUnitsOptions, ProductUnits } from './rentals.repository.js';
import { rentalsRepository, type QueuePlace } from './rentals.repository.js';

/** How long a freed unit is kept for the buyer whose turn it is. */
export const KEEP_FOR_NEXT_MINUTES = KEPT_FOR_NEXT_IN_LINE_MINUTES;
export const KEEP_FOR_NEXT_MS = KEEP_FOR_NEXT_MINUTES * 60_000;

function askOf(place: QueuePlace): UnitsAsk {
  return place.isRental
    ? { rental: true, start: place.rentalStartDate!, end: place.rentalEndDate! }
    : { rental: false };
}

/**
 * Lapses the places whose kept time ran out (or whose rental would have started already) and keeps free units for
 * the waiting buyers, in line order. Call in a transaction with the products locked, before any new hold of them.
 * Returns the places still open for the products (offeredUntil as it was before settling). `read`: the units a
 * checkout will count next, read in the same statement as the lapsing (one round trip less under the locks);
 * returned as `units` when settling kept nothing for anyone, so they still stand (otherwise null: read again).
 */
export async function settleQueue(
  trx: Trx,
  productIds: readonly number[],
  now: Date,
  read?: { window: DayWindow; options: FreeUnitsOptions },
): Promise<{ open: QueuePlace[]; units: Map<number, ProductUnits> | null }> {
  const today = kolkataDay(now);
  const { open, units } = read
    ? await rentalsRepository.lapsePlacesWithUnits(trx, productIds, now, today, read.window, read.options)
    : { open: await rentalsRepository.lapsePlaces(trx, productIds, now, today), units: null };
  const waiting = open.filter((p) => p.offeredUntil === null);
  if (waiting.length === 0) return { open, units };
  const free = await rentalsRepository.unitsOf(
    trx,
    waiting.map((p) => p.equipmentId),
    windowOf(waiting.map(askOf), today),
    { now },
  );
  let kept = false;
  for (const place of waiting) {
    const product = free.get(place.equipmentId);
    const ask = askOf(place);
    if (!product || freeFor(product.stock, product.bookings, ask, today) < place.quantity) continue;
    const until = new Date(now.getTime() + KEEP_FOR_NEXT_MS);
    await rentalsRepository.offer(trx, place.id, until);
    kept = true;
    product.bookings.push({
      quantity: place.quantity,
      start: ask.rental ? ask.start : today,
      end: ask.rental ? ask.end : null,
      heldUntil: until,
    });
  }
  return { open, units: kept ? null : units };
}

/**
 * Puts the buyer in line for one line of an order, or keeps their place (new dates or quantity do not send them
 * to the back). Returns their place: 1 is first. Call with the product locked.
 */
export async function joinQueue(
  trx: Trx,
  userId: string,
  line: { productId: number } & UnitsLine,
  now: Date,
): Promise<number> {
  return rentalsRepository.join(trx, {
    equipmentId: line.productId,
    userId,
    isRental: line.rental,
    rentalStartDate: line.rental ? line.start : null,
    rentalEndDate: line.rental ? line.end : null,
    quantity: line.quantity,
    queuedAt: now,
  });
}

/**
 * The buyer's checkout holds these products now: their places in line end. `open`: the products' open places as
 * settleQueue left them, in the same locked transaction; a buyer with none there has nothing to end, and the
 * checkout's locked part is one statement shorter.
 */
export async function leaveQueueServed(
  trx: Trx,
  userId: string,
  productIds: readonly number[],
  now: Date,
  open: readonly QueuePlace[],
): Promise<void> {
  if (!open.some((place) => place.userId === userId)) return;
  await rentalsRepository.serve(trx, userId, productIds, now);
}

export interface QueuePlaceView {
  productId: number;
  product: ProductName;
  rental: boolean;
  start: CalendarDay | null;
  end: CalendarDay | null;
  /** 1 is first in line. */
  place: number;
  /** While it is the buyer's turn: until when the unit is kept for them. */
  keptUntil: Date | null;
}

/** Where the buyer stands in line, product by product; settles the lines first so a turn that came is seen. */
export async function queueOfUser(db: Db, userId: string, now: Date): Promise<QueuePlaceView[]> {
  const mine = await rentalsRepository.openPlacesOfUser(db, userId);
  if (mine.length === 0) return [];
  const productIds = [...new Set(mine.map((p) => p.equipmentId))];
  return placesAfterSettling(db, userId, productIds, now);
}

async function placesAfterSettling(db: Db, userId: string, productIds: number[], now: Date): Promise<QueuePlaceView[]> {
  const read = async (trx: Trx) => {
    await rentalsRepository.lockProducts(trx, productIds);
    await settleQueue(trx, productIds, now);
    const [places, names] = await Promise.all([
      rentalsRepository.openPlaces(trx, productIds),
      rentalsRepository.productNames(trx, productIds),
    ]);
    const views: QueuePlaceView[] = [];
    for (const productId of productIds) {
      const line = places.filter((p) => p.equipmentId === productId);
      line.forEach((p, index) => {
        if (p.userId !== userId) return;
        views.push({
          productId,
          product: names.get(productId) ?? { name: '', nameKn: '' },
          rental: p.isRental,
          start: p.rentalStartDate,
          end: p.rentalEndDate,
          place: index + 1,
          keptUntil: p.offeredUntil && p.offeredUntil > now ? p.offeredUntil : null,
        });
      });
    }
    return views;
  };
  return db.isTransaction ? read(db as Trx) : db.transaction().execute(read);
}
