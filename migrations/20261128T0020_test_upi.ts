import { sql, type Kysely } from 'kysely';

/**
 * The built-in test provider speaks UPI (server/providers/payments/test-provider.ts). A payment now says where it is
 * paid (channel: the shop's payment step, a field UPI QR, an SMS payment link), until when it takes money
 * (expires_at), how it was paid (method) and what the provider kept (fee, paise). A UPI request the shop started
 * waits for the farmer's app until upi_request_expires_at; an approved one carries the UPI reference number (the
 * 12-digit RRN a farmer's app shows) and the payer's UPI address (personal data: never logged). The indexes let a
 * sweep find what is due without reading the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('test_payments')
    .addColumn('channel', 'text', (c) =>
      c
        .notNull()
        .defaultTo('checkout')
        .check(sql`channel in ('checkout', 'upi_qr', 'payment_link')`),
    )
    .addColumn('method', 'text', (c) => c.check(sql`method in ('upi', 'card', 'netbanking')`))
    .addColumn('description', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('upi_request_expires_at', 'timestamptz')
    .addColumn('upi_reference', 'text')
    .addColumn('upi_approver', 'text')
    .addColumn('fee', 'bigint', (c) => c.check(sql`fee >= 0`))
    .execute();
  // Before UPI every test payment that went through was paid by card.
  await sql`update test_payments set method = 'card' where card_last4 is not null or status = 'succeeded'`.execute(db);
  await sql`alter table test_payments add constraint test_payments_paid_has_method
    check (status <> 'succeeded' or method is not null)`.execute(db);
  await sql`create index test_payments_expires_idx on test_payments (expires_at)
    where expires_at is not null and status in ('requires_payment_method', 'processing')`.execute(db);
  await sql`create index test_payments_upi_request_idx on test_payments (upi_request_expires_at)
    where upi_request_expires_at is not null and status = 'processing'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists test_payments_upi_request_idx`.execute(db);
  await sql`drop index if exists test_payments_expires_idx`.execute(db);
  await sql`alter table test_payments drop constraint if exists test_payments_paid_has_method`.execute(db);
  for (const column of [
    'fee',
    'upi_approver',
    'upi_reference',
    'upi_request_expires_at',
    'expires_at',
    'description',
    'method',
    'channel',
  ]) {
    await db.schema.alterTable('test_payments').dropColumn(column).execute();
  }
}
