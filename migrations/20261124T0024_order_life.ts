import { sql, type Kysely } from 'kysely';

/**
 * An order's life after payment. `status` stays the payment's state (pending, paid, ...) plus 'cancelled';
 * `stage` is where a paid order stands: purchases paid -> packed -> dispatched -> delivered, rentals paid -> ready
 * -> handed_over -> returned -> closed. Every step is an order_events row with who and when. A rental's refundable
 * deposit is part of its total (total = subtotal + tax + shipping + deposit).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN stage text NOT NULL DEFAULT 'paid'
        CHECK (stage IN ('paid', 'packed', 'dispatched', 'delivered', 'ready', 'handed_over', 'returned', 'closed')),
      ADD COLUMN deposit bigint NOT NULL DEFAULT 0 CHECK (deposit >= 0),
      ADD COLUMN returned_on date,
      ADD COLUMN late_days integer CHECK (late_days >= 0),
      ADD COLUMN late_fee bigint CHECK (late_fee >= 0),
      ADD COLUMN damage_charge bigint CHECK (damage_charge >= 0),
      ADD COLUMN due_reminder_sent_at timestamptz,
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN cancelled_by uuid REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN cancel_reason text CHECK (length(cancel_reason) <= 500),
      DROP CONSTRAINT orders_total_is_sum,
      ADD CONSTRAINT orders_total_is_sum CHECK (total = subtotal + tax + shipping + deposit),
      DROP CONSTRAINT orders_status_check,
      ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded',
        'cancelled')),
      ADD CONSTRAINT orders_cancelled_has_payment CHECK (status <> 'cancelled' OR (payment_intent_id IS NOT NULL
        AND cancelled_at IS NOT NULL))
  `.execute(db);
  await sql`
    ALTER TABLE order_items
      ADD COLUMN deposit bigint NOT NULL DEFAULT 0 CHECK (deposit >= 0)
  `.execute(db);
  // The back office's lists: what is due, by stage; rentals by their days.
  await sql`CREATE INDEX orders_stage_idx ON orders (stage, created_at) WHERE status = 'paid'`.execute(db);
  await sql`CREATE INDEX order_items_rental_days_idx ON order_items (equipment_id, rental_start_date,
    rental_end_date) WHERE is_rental`.execute(db);

  await sql`
    CREATE OR REPLACE FUNCTION orders_check_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = OLD.status
         OR (OLD.status = 'pending' AND NEW.status IN ('paid', 'failed', 'expired'))
         OR (OLD.status IN ('failed', 'expired') AND NEW.status IN ('paid', 'refunded'))
         OR (OLD.status = 'paid' AND NEW.status IN ('refunded', 'cancelled')) THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'order % cannot go from % to %', OLD.id, OLD.status, NEW.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_status_moves_forward';
    END $$
  `.execute(db);

  await db.schema
    .createTable('order_events')
    // In the order the steps were taken, even when two share a timestamp.
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) =>
      c.notNull().check(
        sql`step in ('packed', 'dispatched', 'delivered', 'ready', 'handed_over', 'returned', 'closed',
            'cancelled', 'refunded')`,
      ),
    )
    .addColumn('note', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`length(note) <= 500`),
    )
    // Facts of the step the timeline shows: where a rental was handed over, the unit's condition, late days, fees.
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cancellation', 'deposit')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'done')`),
    )
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    // One refund of each kind per order: two staff pressing at once cannot make two.
    .addUniqueConstraint('refunds_one_per_kind', ['order_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('order_events').execute();
  await sql`
    CREATE OR REPLACE FUNCTION orders_check_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  await sql`DROP INDEX order_items_rental_days_idx`.execute(db);
  await sql`DROP INDEX orders_stage_idx`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN deposit`.execute(db);
  await sql`
    ALTER TABLE orders
      DROP CONSTRAINT orders_cancelled_has_payment,
      DROP CONSTRAINT orders_status_check,
      ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded')),
      DROP CONSTRAINT orders_total_is_sum,
      ADD CONSTRAINT orders_total_is_sum CHECK (total = subtotal + tax + shipping),
      DROP COLUMN stage, DROP COLUMN deposit, DROP COLUMN returned_on, DROP COLUMN late_days, DROP COLUMN late_fee,
      DROP COLUMN damage_charge, DROP COLUMN due_reminder_sent_at, DROP COLUMN cancelled_at, DROP COLUMN cancelled_by,
      DROP COLUMN cancel_reason
  `.execute(db);
}
