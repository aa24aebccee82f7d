/** Orders paid through the real checkout and the built-in test provider, for tests of the back office. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AppDeps, SessionUser } from '../../deps.js';
import { callerFor } from '../../test/harness.js';
import { cards, newBuyer, shipping } from '../../test/checkout-fixtures.js';
import { insertProduct, insertUser, type ProductFixture } from '../../test/fixtures.js';

export async function insertMachine(
  db: Kysely<Database>,
  fixture: ProductFixture & { securityDeposit?: number; bufferDays?: number } = {},
): Promise<number> {
  const { securityDeposit, bufferDays, ...product } = fixture;
  const id = await insertProduct(db, product);
  await db
    .updateTable('equipment')
    .set({ securityDeposit: securityDeposit ?? 0, bufferDays: bufferDays ?? 0 })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A farmer's paid order for the given lines, through cart, checkout and the test provider. */
export async function paidOrder(
  deps: AppDeps,
  lines: { productId: number; quantity?: number; rental?: { start: string; end: string } }[],
  options: { locale?: 'en' | 'kn' } = {},
) {
  const buyer = await newBuyer(deps, deps.db, options);
  for (const line of lines) {
    if (line.rental) await buyer.caller.cart.add({ productId: line.productId, rental: true, ...line.rental });
    else await buyer.caller.cart.add({ productId: line.productId, rental: false });
    if ((line.quantity ?? 1) > 1) {
      await buyer.caller.cart.updateQuantity({
        productId: line.productId,
        rental: Boolean(line.rental),
        quantity: line.quantity!,
      });
    }
  }
  const { order, payment } = await buyer.caller.checkout.start(shipping);
  await buyer.caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
  const paid = await buyer.caller.checkout.complete({ orderId: order.id });
  return { ...buyer, order: paid };
}

export async function staffCaller(deps: AppDeps, role: 'staff' | 'owner' = 'staff') {
  const user: SessionUser = await insertUser(deps.db, undefined, role);
  return { user, caller: callerFor(deps, { user }) };
}
