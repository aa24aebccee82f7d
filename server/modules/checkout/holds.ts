/**
 * Fair holds. A pending checkout holds its units for 15 minutes, and a restarted checkout gets a fresh hold; without
 * a bound one account could keep the last unit from everyone by restarting every few minutes. So the holds one user
 * places on one product in a row (each within HOLD_PAUSE_MS of the last one's end) never reach past MAX_HOLD_MS
 * from the first; after that the user must let go for HOLD_PAUSE_MS. A buyer refused because others hold the units
 * takes a place in line (rentals/hold-queue.ts) and hears their place and when the units may free up; when the
 * hold ends unpaid the unit is kept for the first in line, so no set of accounts taking turns can keep it.
 */
import type { ProductName } from '../../../shared/refusals.js';
import type { Db, Trx } from '../../db/db.js';
import { DomainError, refuse } from '../../errors.js';
import { joinQueue, KEEP_FOR_NEXT_MINUTES, leaveQueueServed, settleQueue } from '../rentals/hold-queue.js';
import { kolkataDay } from '../../../shared/rental.js';
import { windowOf } from '../rentals/availability.js';
import { bookingAsks, findShortfall, shortfallIn, type BookingLine, type BookingShortfall } from './booking.js';
import { checkoutRepository, type HoldRun } from './checkout.repository.js';

/** How long one user may keep a product held through successive checkouts. */
export const MAX_HOLD_MS = 30 * 60_000;
/** A new hold within this long after the user's last hold on the product ended continues that run of holds. */
export const HOLD_PAUSE_MS = 30 * 60_000;
/** Less hold time than this is no use for paying: the checkout is refused instead. */
const MIN_USEFUL_HOLD_MS = 60_000;

const clockTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A run of holds to record with the order that holds the units (checkoutRepository.insertOrder). */
export interface NewHoldRun {
  productId: number;
  firstHeldAt: Date;
}

/**
 * Until when a new checkout of `userId` may hold these products: `wanted`, cut to MAX_HOLD_MS after the first hold
 * of the user's current run on any of them; with the runs to record (each product's first hold, all until then),
 * written with the order in the checkout's transaction. Refuses (HOLD_TIME_USED_UP) when a product's hold time is
 * used up. `readRuns`: the user's runs on these products if already read under the cart's lock
 * (checkoutRepository.holdRuns); read here otherwise.
 */
export async function claimHoldTime(
  trx: Db,
  userId: string,
  products: readonly { productId: number; product: ProductName }[],
  now: Date,
  wanted: Date,
  readRuns?: ReadonlyMap<number, HoldRun>,
): Promise<{ heldUntil: Date; runs: NewHoldRun[] }> {
  const ids = [...new Set(products.map((p) => p.productId))];
  const runs = readRuns ?? (await checkoutRepository.holdRuns(trx, userId, ids));
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
        `You have kept ${product.name} reserved for ${MAX_HOLD_MS / 60_000} ` +
          `minutes. Others may buy it now; you can check it out again at ${clockTime.format(retryAt)}.`,
      );
    }
    until = Math.min(until, end);
    firsts.set(productId, first);
  }
  return {
    heldUntil: new Date(until),
    runs: [...firsts].map(([productId, firstHeldAt]) => ({ productId, firstHeldAt })),
  };
}

export type HoldOutcome =
  | { kind: 'held'; reservedUntil: Date; holdRuns: NewHoldRun[] }
  | { kind: 'queued'; refusal: DomainError<'HELD_BY_ANOTHER_BUYER'> }
  | { kind: 'short'; shortfall: BookingShortfall };

/**
 * Holds the order's units for `userId`, or puts the buyer in line when only others' holds keep them. Call in the
 * checkout's transaction with the cart and the products locked, after the buyer's replaced checkouts were let go:
 * settling the line first keeps a freed unit for the buyers already waiting (rentals/hold-queue.ts), so a buyer
 * whose own hold ended unpaid cannot hold the unit again while someone waits for it. A 'held' outcome's runs are
 * written with its order (checkoutRepository.insertOrder), in this transaction. A 'queued' outcome must be
 * committed (the place in line is written) and then thrown; 'short' is a unit sold or rented for good. `runs` as
 * for claimHoldTime: read before the products were locked, so the locked part of the checkout does less.
 */
export async function holdOrQueue(
  trx: Trx,
  userId: string,
  lines: readonly BookingLine[],
  names: ReadonlyMap<number, ProductName>,
  now: Date,
  wanted: Date,
  runs?: ReadonlyMap<number, HoldRun>,
): Promise<HoldOutcome> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  // The units to count are read with the lapsing; read again only when settling kept units for others.
  const asking = { now, forUserId: userId };
  const today = kolkataDay(now);
  const settled = await settleQueue(trx, productIds, now, {
    window: windowOf(bookingAsks(lines), today),
    options: asking,
  });
  const open = settled.open;
  const shortfall = settled.units ? shortfallIn(settled.units, lines, today) : await findShortfall(trx, lines, asking);
  if (shortfall && !shortfall.freeAt) return { kind: 'short', shortfall };
  if (shortfall) {
    const product = names.get(shortfall.productId) ?? { name: shortfall.name, nameKn: shortfall.name };
    const line = lines.find((l) => l.productId === shortfall.productId && l.rental === (shortfall.kind === 'rental'))!;
    const asked =
      line.rental && line.start && line.end
        ? {
            productId: line.productId,
            rental: true as const,
            start: line.start,
            end: line.end,
            quantity: line.quantity,
          }
        : { productId: line.productId, rental: false as const, quantity: line.quantity };
    const place = await joinQueue(trx, userId, asked, now);
    return { kind: 'queued', refusal: heldRefusal(product, shortfall.freeAt!, place) };
  }
  const { heldUntil, runs: holdRuns } = await claimHoldTime(
    trx,
    userId,
    productIds.map((productId) => ({ productId, product: names.get(productId) ?? { name: '', nameKn: '' } })),
    now,
    wanted,
    runs,
  );
  await leaveQueueServed(trx, userId, productIds, now, open);
  return { kind: 'held', reservedUntil: heldUntil, holdRuns };
}

function heldRefusal(product: ProductName, freeAt: Date, place: number): DomainError<'HELD_BY_ANOTHER_BUYER'> {
  const minutes = KEEP_FOR_NEXT_MINUTES;
  const turn =
    place === 1
      ? `You are first in line: if it is not paid for by then, it is kept for you for ${minutes} minutes.`
      : `You are number ${place} in line: when your turn comes, it is kept for you for ${minutes} minutes.`;
  return new DomainError(
    'HELD_BY_ANOTHER_BUYER',
    { product, freeAt: freeAt.toISOString(), place, keptMinutes: minutes },
    `${product.name} is held by another buyer who is paying now. It may be ` +
      `free again at ${clockTime.format(freeAt)}. ${turn}`,
  );
}
