import { sql, type ExpressionBuilder, type QueryCreator } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { UnitBooking } from '../../../shared/free-units.js';
import { kolkataDay, type CalendarDay } from '../../../shared/rental.js';
import type { Db, Trx } from '../../db/db.js';
import type { Database } from '../../db/types.js';

/**
 * The rentals module owns the reading of units: a product's stock and what books it (orders, maintenance blocks,
 * units kept for buyers in line), and the hold queue (hold_queue). shared/free-units.ts counts what is free.
 */
export interface FreeUnitsOptions {
  now: Date;
  /** Leave this order's own items out: a checkout re-checking the units it already holds. */
  excludeOrderId?: string | undefined;
  /** The buyer asking: a unit kept for them in line is theirs to take, so it is not counted against them. */
  forUserId?: string | undefined;
}

/** The days a question is about: [from, until); until null reaches for good (a purchase). */
export interface DayWindow {
  from: CalendarDay;
  until: CalendarDay | null;
}

export interface ProductUnits {
  stock: number;
  bookings: UnitBooking[];
}

/**
 * THE active-order condition: the orders (aliased `o`) whose items hold stock at `now`. A paid order holds its
 * units; a pending one (a checkout in progress) until its reserved_until; failed, expired, refunded and cancelled
 * orders, and carts, hold nothing.
 */
export function activeOrder(options: FreeUnitsOptions) {
  return sql<boolean>`((o.status = 'paid' or (o.status = 'pending' and o.reserved_until > ${options.now}))
    and o.id is distinct from ${options.excludeOrderId ?? null}::uuid)`;
}

/**
 * The first day on which the unit of rental item `oi` (order `o`, product `e`) is back and serviced: the return day,
 * or the day it actually came back once returned, or at least tomorrow while a handed-over unit is overdue; then the
 * product's buffer days keep it in the shop for servicing.
 */
export function occupiedUntil(now: Date) {
  return sql<string>`((case
      when o.stage in ('returned', 'closed') then o.returned_on
      when o.stage = 'handed_over' then greatest(oi.rental_end_date, ${kolkataDay(now)}::date + 1)
      else oi.rental_end_date
    end) + e.buffer_days)`;
}

/** The users whose units kept in line do not count: the asking buyer, and the buyer of the order left out. */
function notTheAsker(options: FreeUnitsOptions) {
  return sql<boolean>`(q.user_id is distinct from ${options.forUserId ?? null}::uuid
    and q.user_id is distinct from
      (select o.user_id from orders o where o.id = ${options.excludeOrderId ?? null}::uuid))`;
}

export interface QueuePlace {
  id: number;
  equipmentId: number;
  userId: string;
  isRental: boolean;
  rentalStartDate: CalendarDay | null;
  rentalEndDate: CalendarDay | null;
  quantity: number;
  queuedAt: Date;
  offeredUntil: Date | null;
}

const placeColumns = [
  'id',
  'equipmentId',
  'userId',
  'isRental',
  'rentalStartDate',
  'rentalEndDate',
  'quantity',
  'queuedAt',
  'offeredUntil',
] as const;

export type NewQueuePlace = Omit<QueuePlace, 'id' | 'offeredUntil'>;

type UnitsRow = {
  stock: { id: number; stockQuantity: number }[];
  orders: {
    equipmentId: number;
    quantity: number;
    isRental: boolean;
    rentalStartDate: CalendarDay | null;
    occupiedUntil: string;
    heldUntil: string | null;
  }[];
  blocks: { equipmentId: number; quantity: number; startDate: CalendarDay; endDate: CalendarDay }[];
  kept: {
    equipmentId: number;
    quantity: number;
    isRental: boolean;
    rentalStartDate: CalendarDay | null;
    rentalEndDate: CalendarDay | null;
    offeredUntil: string | null;
  }[];
};

/**
 * unitsOf's four lists, as selections of one statement (unitsOf's own, or lapsePlacesWithUnits'). `afterLapsing`:
 * the statement's CTE `lapsed` ended places, whose kept units no longer count (its snapshot still shows them open).
 */
function unitsSelections(
  eb: ExpressionBuilder<Database, never>,
  ids: number[],
  window: DayWindow,
  options: FreeUnitsOptions,
  afterLapsing = false,
) {
  const fromDay = window.from;
  const untilDay = window.until ?? '9999-12-31';
  return [
    jsonArrayFrom(eb.selectFrom('equipment').select(['id', 'stockQuantity']).where('id', 'in', ids)).as('stock'),
    jsonArrayFrom(
      eb
        .selectFrom('orderItems as oi')
        // Each of the products' items looks up its order by key. A plain join let the planner start from the orders
        // when their statistics were missing or stale (a new shop, a table grown since autovacuum last looked): it
        // then read every active order's items, ~1 ms more in checkout's locked step at 90 orders (README,
        // Benchmarks). The products' items are the smaller side in any shop.
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('orders')
              .select(['id', 'status', 'reservedUntil', 'stage', 'returnedOn'])
              .whereRef('orders.id', '=', 'oi.orderId')
              // One order per item (its key); the limit also keeps the planner from flattening this lookup into a
              // join it could reorder.
              .limit(1)
              .as('o'),
          (join) => join.onTrue(),
        )
        .innerJoin('equipment as e', 'e.id', 'oi.equipmentId')
        .select([
          'oi.equipmentId',
          'oi.quantity',
          'oi.isRental',
          'oi.rentalStartDate',
          sql<string>`${occupiedUntil(options.now)}::text`.as('occupiedUntil'),
          sql<string | null>`case when o.status = 'pending' then o.reserved_until end`.as('heldUntil'),
        ])
        .where('oi.equipmentId', 'in', ids)
        .where(activeOrder(options))
        // Paid purchases have left stock_quantity; pending ones hold their units until paid or lapsed.
        .where(
          sql<boolean>`((oi.is_rental and ${occupiedUntil(options.now)} > ${fromDay}::date
            and oi.rental_start_date < ${untilDay}::date)
          or (not oi.is_rental and o.status = 'pending'))`,
        ),
    ).as('orders'),
    jsonArrayFrom(
      eb
        .selectFrom('maintenanceBlocks')
        .select(['equipmentId', 'quantity', 'startDate', 'endDate'])
        .where('equipmentId', 'in', ids)
        .where('endDate', '>', fromDay)
        .where('startDate', '<', untilDay),
    ).as('blocks'),
    jsonArrayFrom(
      eb
        .selectFrom('holdQueue as q')
        .select(['q.equipmentId', 'q.quantity', 'q.isRental', 'q.rentalStartDate', 'q.rentalEndDate', 'q.offeredUntil'])
        .where('q.equipmentId', 'in', ids)
        .where('q.endedAt', 'is', null)
        .where('q.offeredUntil', '>', options.now)
        .where(notTheAsker(options))
        .$if(afterLapsing, (qb) => qb.where(sql<boolean>`q.id not in (select id from lapsed)`)),
    ).as('kept'),
  ] as const;
}

function unitsFromRow({ stock, orders, blocks, kept }: UnitsRow, now: Date): Map<number, ProductUnits> {
  const today = kolkataDay(now);
  const units = new Map<number, ProductUnits>(stock.map((row) => [row.id, { stock: row.stockQuantity, bookings: [] }]));
  const add = (productId: number, booking: UnitBooking) => units.get(productId)?.bookings.push(booking);
  for (const row of orders) {
    const heldUntil = row.heldUntil === null ? null : new Date(row.heldUntil);
    if (row.isRental)
      add(row.equipmentId, {
        quantity: row.quantity,
        start: row.rentalStartDate!,
        end: row.occupiedUntil,
        heldUntil,
      });
    else add(row.equipmentId, { quantity: row.quantity, start: today, end: null, heldUntil });
  }
  for (const row of blocks)
    add(row.equipmentId, { quantity: row.quantity, start: row.startDate, end: row.endDate, heldUntil: null });
  for (const row of kept) {
    const heldUntil = new Date(row.offeredUntil!);
    if (row.isRental)
      add(row.equipmentId, {
        quantity: row.quantity,
        start: row.rentalStartDate!,
        end: row.rentalEndDate,
        heldUntil,
      });
    else add(row.equipmentId, { quantity: row.quantity, start: today, end: null, heldUntil });
  }
  return units;
}

/** Places whose kept time ran out unused, or whose rental would have started before today, end as 'lapsed'. */
function lapseQuery(db: QueryCreator<Database>, ids: number[], now: Date, today: CalendarDay) {
  return db
    .updateTable('holdQueue')
    .set({ endedAt: now, endedAs: 'lapsed' })
    .where('equipmentId', 'in', ids)
    .where('endedAt', 'is', null)
    .where((eb) => eb.or([eb('offeredUntil', '<=', now), eb('rentalStartDate', '<', today)]))
    .returning('id');
}

/** A queue place's times as JSON gives them. */
type JsonDates = { queuedAt: string; offeredUntil: string | null };

export const rentalsRepository = {
  /**
   * Stock and bookings of the products over the days [window.from, window.until) (until null: for good), by product
   * id; a product that does not exist is missing. Four cheap lists in one statement; the days are counted in
   * shared/free-units.ts (a per-day join over many periods is costed high enough to be JIT-compiled on Postgres,
   * ~0.3 s).
   */
  async unitsOf(
    db: Db,
    productIds: readonly number[],
    window: DayWindow,
    options: FreeUnitsOptions,
  ): Promise<Map<number, ProductUnits>> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return new Map();
    // One statement of four lists: one round trip, and one snapshot (a booking committed in between cannot be
    // half seen). Checkout runs this while it holds the products' locks, so every round trip there counts.
    const row = await db.selectNoFrom((eb) => unitsSelections(eb, ids, window, options)).executeTakeFirstOrThrow();
    return unitsFromRow(row as UnitsRow, options.now);
  },

  /**
   * Locks the products' rows until the transaction ends, so bookings of the same product happen one after the
   * other. Locks in id order to avoid deadlocks.
   */
  async lockProducts(trx: Trx, productIds: readonly number[]): Promise<void> {
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    if (ids.length === 0) return;
    await trx.selectFrom('equipment').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  },

  /** Places still open for the products, in line order. */
  async openPlaces(db: Db, productIds: readonly number[]): Promise<QueuePlace[]> {
    if (productIds.length === 0) return [];
    return db
      .selectFrom('holdQueue')
      .select(placeColumns)
      .where('equipmentId', 'in', [...productIds])
      .where('endedAt', 'is', null)
      .orderBy('queuedAt')
      .orderBy('id')
      .execute();
  },

  async openPlacesOfUser(db: Db, userId: string): Promise<QueuePlace[]> {
    return db
      .selectFrom('holdQueue')
      .select(placeColumns)
      .where('userId', '=', userId)
      .where('endedAt', 'is', null)
      .orderBy('queuedAt')
      .execute();
  },

  /**
   * Places whose kept time ran out unused, or whose rental would have started before today, end as 'lapsed'; returns
   * the places still open for the products afterwards, in line order. One statement (the update is a CTE, the read
   * leaves out what it lapsed), run while checkout holds the products' locks.
   */
  async lapsePlaces(trx: Trx, productIds: readonly number[], now: Date, today: CalendarDay): Promise<QueuePlace[]> {
    if (productIds.length === 0) return [];
    return trx
      .with('lapsed', (db) => lapseQuery(db, [...productIds], now, today))
      .selectFrom('holdQueue')
      .select(placeColumns)
      .where('equipmentId', 'in', [...productIds])
      .where('endedAt', 'is', null)
      .where('id', 'not in', (eb) => eb.selectFrom('lapsed').select('lapsed.id'))
      .orderBy('queuedAt')
      .orderBy('id')
      .execute();
  },

  /**
   * lapsePlaces and unitsOf in one statement (one round trip while checkout holds the products' locks): the open
   * places after lapsing, and the products' units as they stand after it, for `window` as `options` asks.
   */
  async lapsePlacesWithUnits(
    trx: Trx,
    productIds: readonly number[],
    now: Date,
    today: CalendarDay,
    window: DayWindow,
    options: FreeUnitsOptions,
  ): Promise<{ open: QueuePlace[]; units: Map<number, ProductUnits> }> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return { open: [], units: new Map() };
    const row = await trx
      .with('lapsed', (db) => lapseQuery(db, ids, now, today))
      .selectNoFrom((eb) => [
        ...unitsSelections(eb, ids, window, options, true),
        jsonArrayFrom(
          eb
            .selectFrom('holdQueue')
            .select(placeColumns)
            .where('equipmentId', 'in', ids)
            .where('endedAt', 'is', null)
            .where(sql<boolean>`id not in (select id from lapsed)`)
            .orderBy('queuedAt')
            .orderBy('id'),
        ).as('open'),
      ])
      .executeTakeFirstOrThrow();
    const open = (row.open as (Omit<QueuePlace, 'queuedAt' | 'offeredUntil'> & JsonDates)[]).map(
      (place): QueuePlace => ({
        ...place,
        queuedAt: new Date(place.queuedAt),
        offeredUntil: place.offeredUntil === null ? null : new Date(place.offeredUntil),
      }),
    );
    return { open, units: unitsFromRow(row as unknown as UnitsRow, options.now) };
  },

  async offer(trx: Trx, placeId: number, until: Date): Promise<void> {
    await trx.updateTable('holdQueue').set({ offeredUntil: until }).where('id', '=', placeId).execute();
  },

  /**
   * Takes a place in line, or keeps the buyer's place for that line of the product (a new quantity or new dates
   * do not send them to the back). Returns the place: 1 is first, counting every open place of the product (either
   * line) queued before it. One statement: the count reads the line as it was before the insert (the statement's
   * snapshot), which holds every place ahead; the buyer's own, kept or new, is left out by its id.
   */
  async join(trx: Trx, place: NewQueuePlace): Promise<number> {
    const row = await trx
      .with('joined', (db) =>
        db
          .insertInto('holdQueue')
          .values(place)
          .onConflict((oc) =>
            oc.columns(['equipmentId', 'userId', 'isRental']).where('endedAt', 'is', null).doUpdateSet({
              quantity: place.quantity,
              rentalStartDate: place.rentalStartDate,
              rentalEndDate: place.rentalEndDate,
            }),
          )
          .returning(['id', 'queuedAt']),
      )
      .selectFrom('joined')
      .select((eb) =>
        eb
          .selectFrom('holdQueue as q')
          .select(sql<number>`count(*)::int`.as('ahead'))
          .where('q.equipmentId', '=', place.equipmentId)
          .where('q.endedAt', 'is', null)
          .where('q.id', '<>', eb.ref('joined.id'))
          .where(sql<boolean>`(q.queued_at, q.id) < (joined.queued_at, joined.id)`)
          .as('ahead'),
      )
      .executeTakeFirstOrThrow();
    return Number(row.ahead) + 1;
  },

  /** The buyer's checkout holds these products now: their places end as served. */
  async serve(trx: Trx, userId: string, productIds: readonly number[], now: Date): Promise<void> {
    if (productIds.length === 0) return;
    await trx
      .updateTable('holdQueue')
      .set({ endedAt: now, endedAs: 'served' })
      .where('userId', '=', userId)
      .where('equipmentId', 'in', [...productIds])
      .where('endedAt', 'is', null)
      .execute();
  },

  async productNames(db: Db, productIds: readonly number[]): Promise<Map<number, { name: string; nameKn: string }>> {
    if (productIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('equipment')
      .select(['id', 'name', 'nameKn'])
      .where('id', 'in', [...productIds])
      .execute();
    return new Map(rows.map((row) => [row.id, { name: row.name, nameKn: row.nameKn }]));
  },
};
