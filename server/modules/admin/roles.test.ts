/** Roles: who reaches the back office, decided on the server from the users row on every request. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCookieJar, type SessionUser } from '../../deps.js';
import { testDeps } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createInnerContext } from '../../trpc/context.js';
import { createCallerFactory, ownerProcedure, router, staffProcedure } from '../../trpc/init.js';
import { authenticate, startSession } from '../auth/session.js';
import { insertUser } from '../../test/fixtures.js';

const probe = router({
  staffOnly: staffProcedure.query(({ ctx }) => ctx.user.role),
  ownerOnly: ownerProcedure.query(({ ctx }) => ctx.user.role),
});
const createProbe = createCallerFactory(probe);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function callerAs(user: SessionUser | null) {
  return createProbe(createInnerContext(testDeps(database), { user }));
}

describe('back-office procedures', () => {
  it('refuse a visitor who is not signed in with SIGN_IN_REQUIRED', async () => {
    await expectRefusal(callerAs(null).staffOnly(), 'SIGN_IN_REQUIRED');
    await expectRefusal(callerAs(null).ownerOnly(), 'SIGN_IN_REQUIRED');
  });

  it('refuse a customer with FORBIDDEN', async () => {
    const customer = await insertUser(database.db);
    await expectRefusal(callerAs(customer).staffOnly(), 'FORBIDDEN');
    await expectRefusal(callerAs(customer).ownerOnly(), 'FORBIDDEN');
  });

  it('let staff into the back office but not into what only an owner may do', async () => {
    const staff = await insertUser(database.db, undefined, 'staff');
    expect(await callerAs(staff).staffOnly()).toBe('staff');
    await expectRefusal(callerAs(staff).ownerOnly(), 'FORBIDDEN');
  });

  it('let an owner do both', async () => {
    const owner = await insertUser(database.db, undefined, 'owner');
    expect(await callerAs(owner).staffOnly()).toBe('owner');
    expect(await callerAs(owner).ownerOnly()).toBe('owner');
  });
});

describe('the session user', () => {
  it('carries the role from the database on every request, so a grant or a take-back applies at once', async () => {
    const deps = testDeps(database);
    const user = await insertUser(database.db);
    const cookies = memoryCookieJar();
    await startSession({ ...deps, cookies }, user.id);

    expect((await authenticate(deps, cookies))?.role).toBe('customer');
    await database.db.updateTable('users').set({ role: 'staff' }).where('id', '=', user.id).execute();
    expect((await authenticate(deps, cookies))?.role).toBe('staff');
    await database.db.updateTable('users').set({ role: 'customer' }).where('id', '=', user.id).execute();
    expect((await authenticate(deps, cookies))?.role).toBe('customer');
  });

  it('cannot hold a role outside customer, staff and owner', async () => {
    const user = await insertUser(database.db);
    await expect(
      database.db
        .updateTable('users')
        .set({ role: 'admin' as never })
        .where('id', '=', user.id)
        .execute(),
    ).rejects.toThrow();
  });
});
