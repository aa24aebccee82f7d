/** The back office's catalogue, maintenance, customers, staff roles, audit log, today and planner. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertMachine, paidOrder, staffCaller } from './admin.fixtures.js';
import { expectRefusal } from '../../test/refusals.js';

const NOW = '2026-11-22T06:00:00Z';
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  deps = testDeps(database, { clock: fixedClock(NOW) });
});

const machine = {
  name: 'Sonalika DI 35 Tractor',
  nameKn: 'ಸೋನಾಲಿಕಾ ಡಿಐ 35 ಟ್ರ್ಯಾಕ್ಟರ್',
  price: 55_000_000,
  rentalPricePerDay: 250_000,
  isAvailableForRent: true,
  stockQuantity: 2,
  brand: 'Sonalika',
  model: 'DI 35',
  modelYear: 2024,
  horsepower: 39,
  condition: 'new' as const,
  warrantyMonths: 24,
  features: 'Power steering',
  featuresKn: 'ಪವರ್ ಸ್ಟೀರಿಂಗ್',
  minimumRentalDays: 2,
  bufferDays: 1,
  securityDeposit: 1_000_000,
};

describe('the catalogue in the back office', () => {
  it(
    'creates a machine in both languages with specifications and rental terms; ' +
      'shoppers find it in either language',
    async () => {
      const { caller } = await staffCaller(deps);
      const { id } = await caller.admin.catalogue.create(machine);
      expect(await caller.admin.catalogue.byId({ id })).toMatchObject({ ...machine, photos: [] });
      const shopper = callerFor(deps);
      expect((await shopper.catalogue.list({ search: 'ಸೋನಾಲಿಕಾ' })).items.map((m) => m.id)).toContain(id);
      expect(await shopper.catalogue.byId({ id })).toMatchObject({
        brand: 'Sonalika',
        horsepower: 39,
        securityDeposit: 1_000_000,
      });
    },
  );

  it('edits and archives (never deletes), auditing who changed what, before and after', async () => {
    const { caller, user } = await staffCaller(deps);
    const { id } = await caller.admin.catalogue.create(machine);
    await caller.admin.catalogue.update({ id, machine: { ...machine, price: 54_000_000 } });
    await caller.admin.catalogue.archive({ id });
    expect((await callerFor(deps).catalogue.list({ search: 'Sonalika DI 35' })).items.map((m) => m.id)).not.toContain(
      id,
    );
    const audit = await caller.admin.audit({ entity: 'machine', entityId: String(id) });
    expect(audit.map((a) => a.action)).toEqual(['machine.archived', 'machine.updated', 'machine.created']);
    expect(audit[1]).toMatchObject({
      actorEmail: user.email,
      before: expect.objectContaining({ price: 55_000_000 }),
      after: expect.objectContaining({ price: 54_000_000 }),
    });
    await caller.admin.catalogue.restore({ id });
    expect((await caller.admin.catalogue.byId({ id })).archivedAt).toBeNull();
  });

  it('refuses a machine for rent without a daily rent, and a customer', async () => {
    const { caller } = await staffCaller(deps);
    await expectRefusal(caller.admin.catalogue.create({ ...machine, rentalPricePerDay: null }), 'INVALID_INPUT');
    const customer = (
      await paidOrder(deps, [{ productId: await insertMachine(database.db, { isAvailableForRent: false }) }])
    ).caller;
    await expectRefusal(customer.admin.catalogue.create(machine), 'FORBIDDEN');
  });
});

describe('maintenance blocks', () => {
  it('block free units for days and refuse to block units already booked', async () => {
    const id = await insertMachine(database.db, { rentalPricePerDay: 150_000, stockQuantity: 2 });
    await paidOrder(deps, [{ productId: id, rental: { start: '2026-11-25', end: '2026-11-27' } }]);
    const { caller } = await staffCaller(deps);
    await expectRefusal(
      caller.admin.maintenance.create({
        productId: id,
        quantity: 2,
        start: '2026-11-26',
        end: '2026-11-28',
        reason: 'servicing',
      }),
      'UNITS_BOOKED',
    );
    const block = await caller.admin.maintenance.create({
      productId: id,
      quantity: 1,
      start: '2026-11-26',
      end: '2026-11-28',
      reason: 'repair',
      note: 'Clutch',
    });
    expect((await caller.admin.maintenance.list({ productId: id })).map((b) => [b.quantity, b.reason, b.note])).toEqual(
      [[1, 'repair', 'Clutch']],
    );
    await caller.admin.maintenance.remove({ id: block.id });
    expect(await caller.admin.maintenance.list({ productId: id })).toEqual([]);
  });
});

describe('customers and staff', () => {
  it('finds a customer and their orders, never a password hash or a session', async () => {
    const id = await insertMachine(database.db, { isAvailableForRent: false });
    const { user, order } = await paidOrder(deps, [{ productId: id }]);
    const { caller } = await staffCaller(deps);
    const found = await caller.admin.customers.search({ query: user.email.slice(0, 12) });
    expect(found.customers.map((c) => c.id)).toContain(user.id);
    const page = await caller.admin.customers.byId({ userId: user.id });
    expect(page.orders.map((o) => o.id)).toEqual([order.id]);
    expect(JSON.stringify([found, page])).not.toMatch(/password|hash|secret|session/i);
  });

  it('owners grant and take back staff roles; staff cannot; nobody changes their own', async () => {
    const owner = await staffCaller(deps, 'owner');
    const staff = await staffCaller(deps);
    const { user: farmer } = await paidOrder(deps, [
      { productId: await insertMachine(database.db, { isAvailableForRent: false }) },
    ]);
    await expectRefusal(staff.caller.admin.staff.setRole({ userId: farmer.id, role: 'staff' }), 'FORBIDDEN');
    expect(await owner.caller.admin.staff.setRole({ userId: farmer.id, role: 'staff' })).toEqual({
      id: farmer.id,
      role: 'staff',
    });
    expect((await owner.caller.admin.staff.list()).map((s) => s.id)).toContain(farmer.id);
    await owner.caller.admin.staff.setRole({ userId: farmer.id, role: 'customer' });
    await expectRefusal(
      owner.caller.admin.staff.setRole({ userId: owner.user.id, role: 'customer' }),
      'OWN_ROLE_LOCKED',
    );
  });
});

describe('today and the planner', () => {
  it(
    "list today's hand-overs and purchases to dispatch, and each rentable machine's " +
      'free units with bookings and buffers',
    async () => {
      const tiller = await insertMachine(database.db, { rentalPricePerDay: 150_000, stockQuantity: 1, bufferDays: 1 });
      const rental = await paidOrder(deps, [{ productId: tiller, rental: { start: '2026-11-22', end: '2026-11-24' } }]);
      const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 1 });
      const purchase = await paidOrder(deps, [{ productId: pump }]);
      const { caller } = await staffCaller(deps);

      const board = await caller.admin.today();
      expect(board.handOvers.map((o) => o.id)).toContain(rental.order.id);
      expect(board.toDispatch.map((o) => o.id)).toContain(purchase.order.id);
      expect(board.lowStock.map((m) => m.id)).toContain(pump);
      expect(board.takings).toHaveLength(7);
      expect(board.takings.at(-1)!.total).toBeGreaterThan(0);

      const plan = await caller.admin.planner({ from: '2026-11-22', days: 4 });
      const row = plan.machines.find((m) => m.id === tiller)!;
      // Booked on the 22nd and 23rd, serviced on the 24th (one buffer day), free on the 25th.
      expect(row.free).toEqual([0, 0, 0, 1]);
      expect(row.bookings.map((b) => b.orderId)).toEqual([rental.order.id]);
    },
  );

  it(
    'refuses a day outside this century in the planner, the order filters and ' + 'maintenance (9999-12-31 was a 500)',
    async () => {
      const { caller } = await staffCaller(deps);
      const id = await insertMachine(database.db, { rentalPricePerDay: 150_000, stockQuantity: 1 });
      await expectRefusal(caller.admin.planner({ from: '9999-12-31' }), 'INVALID_INPUT');
      await expectRefusal(caller.admin.planner({ from: '1999-12-31' }), 'INVALID_INPUT');
      await expectRefusal(caller.admin.orders.list({ from: '9999-12-31' }), 'INVALID_INPUT');
      await expectRefusal(
        caller.admin.maintenance.create({
          productId: id,
          quantity: 1,
          start: '2026-11-26',
          end: '9999-12-31',
          reason: 'servicing',
        }),
        'INVALID_INPUT',
      );
      expect((await caller.admin.planner({ from: '2099-12-01', days: 2 })).machines.length).toBeGreaterThan(0);
    },
  );
});
