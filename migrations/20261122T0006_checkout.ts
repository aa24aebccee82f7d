import { sql, type Kysely } from 'kysely';

/**
 * Checkout: the built-in test provider's payments (the life cycle of Stripe's PaymentIntents), received webhook
 * events (each handled once), and the guarantees the order tables keep whatever code writes to them:
 * - a paid or refunded order has items whose line totals add up to its subtotal, and a total equal to
 *   subtotal + tax + shipping (checked at commit, so an order and its items can be written in any order);
 * - one payment belongs to at most one order (orders.payment_intent_id is unique since 0004);
 * - statuses move only forward: pending -> paid | failed | expired; failed, expired -> paid | refunded
 *   (a payment that succeeded late is kept if the units are still free, refunded otherwise); paid -> refunded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('requires_payment_method')
        .check(sql`status in ('requires_payment_method', 'processing', 'succeeded', 'canceled')`),
    )
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[a-z]{3}$'`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('last_error_code', 'text')
    .addColumn('last_error_message', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('amount_refunded', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('test_payments_refund_within_amount', sql`amount_refunded between 0 and amount`)
    .addCheckConstraint('test_payments_only_succeeded_refunded', sql`amount_refunded = 0 or status = 'succeeded'`)
    .execute();

  await db.schema
    .createTable('test_payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('test_payments.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_payment_refunds_payment_id_idx')
    .on('test_payment_refunds')
    .column('payment_id')
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz')
    .addPrimaryKeyConstraint('webhook_events_pkey', ['provider', 'event_id'])
    .execute();

  await sql`
    ALTER TABLE orders
      ADD CONSTRAINT orders_total_is_sum CHECK (total = subtotal + tax + shipping),
      ADD CONSTRAINT orders_currency_inr CHECK (currency = 'INR'),
      ADD CONSTRAINT orders_pending_is_reserved CHECK (status <> 'pending' OR reserved_until IS NOT NULL),
      ADD CONSTRAINT orders_paid_has_payment
        CHECK (status <> 'paid' OR (payment_intent_id IS NOT NULL AND paid_at IS NOT NULL)),
      ADD CONSTRAINT orders_refunded_has_payment CHECK (status <> 'refunded' OR payment_intent_id IS NOT NULL)
  `.execute(db);
  await sql`
    ALTER TABLE order_items
      ADD CONSTRAINT order_items_line_total CHECK (line_total = unit_price::bigint * quantity *
        coalesce(rental_days, 1))
  `.execute(db);
  // Lazy expiry sweeps the pending orders whose reservation ran out.
  await sql`CREATE INDEX orders_pending_reserved_until_idx ON orders (reserved_until) WHERE status = 'pending'`.execute(
    db,
  );

  await sql`
    CREATE FUNCTION orders_check_whole(target uuid) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      o record;
      item_count integer;
      item_sum bigint;
    BEGIN
      SELECT status, subtotal INTO o FROM orders WHERE id = target;
      IF NOT FOUND OR o.status NOT IN ('paid', 'refunded') THEN
        RETURN;
      END IF;
      SELECT count(*), coalesce(sum(line_total), 0) INTO item_count, item_sum FROM order_items WHERE order_id = target;
      IF item_count = 0 THEN
        RAISE EXCEPTION 'order % is % without items', target, o.status
          USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_paid_have_items';
      END IF;
      IF item_sum <> o.subtotal THEN
        RAISE EXCEPTION 'order % has items worth % but a subtotal of %', target, item_sum, o.subtotal
          USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_items_add_up';
      END IF;
    END $$
  `.execute(db);
  await sql`
    CREATE FUNCTION orders_check_whole_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'orders' THEN
        PERFORM orders_check_whole(NEW.id);
      ELSE
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM orders_check_whole(OLD.order_id);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          PERFORM orders_check_whole(NEW.order_id);
        END IF;
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER orders_paid_have_items AFTER INSERT OR UPDATE ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_check_whole_trigger()
  `.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER order_items_keep_paid_orders_whole AFTER INSERT OR UPDATE OR DELETE ON order_items
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_check_whole_trigger()
  `.execute(db);

  await sql`
    CREATE FUNCTION orders_check_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = OLD.status
         OR (OLD.status = 'pending' AND NEW.status IN ('paid', 'failed', 'expired'))
         OR (OLD.status IN ('failed', 'expired') AND NEW.status IN ('paid', 'refunded'))
         OR (OLD.status = 'paid' AND NEW.status = 'refunded') THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'order % cannot go from % to %', OLD.id, OLD.status, NEW.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_status_moves_forward';
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER orders_status_moves_forward BEFORE UPDATE OF status ON orders
      FOR EACH ROW EXECUTE FUNCTION orders_check_status_change()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER orders_status_moves_forward ON orders`.execute(db);
  await sql`DROP FUNCTION orders_check_status_change()`.execute(db);
  await sql`DROP TRIGGER order_items_keep_paid_orders_whole ON order_items`.execute(db);
  await sql`DROP TRIGGER orders_paid_have_items ON orders`.execute(db);
  await sql`DROP FUNCTION orders_check_whole_trigger()`.execute(db);
  await sql`DROP FUNCTION orders_check_whole(uuid)`.execute(db);
  await sql`DROP INDEX orders_pending_reserved_until_idx`.execute(db);
  await sql`ALTER TABLE order_items DROP CONSTRAINT order_items_line_total`.execute(db);
  await sql`
    ALTER TABLE orders
      DROP CONSTRAINT orders_refunded_has_payment,
      DROP CONSTRAINT orders_paid_has_payment,
      DROP CONSTRAINT orders_pending_is_reserved,
      DROP CONSTRAINT orders_currency_inr,
      DROP CONSTRAINT orders_total_is_sum
  `.execute(db);
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('test_payment_refunds').execute();
  await db.schema.dropTable('test_payments').execute();
}
