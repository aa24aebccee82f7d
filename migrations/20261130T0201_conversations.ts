import { sql, type Kysely } from 'kysely';

/**
 * Conversations by WhatsApp and SMS (issue 24, items 2, 3 and 6): one row per farmer's number holds where the
 * booking conversation stands (its step and the facts said so far); every inbound message id is kept once, so a
 * webhook the platform delivers again changes nothing; WhatsApp messages to farmers go through an outbox like SMS.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('whatsapp', 'sms')`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('en', 'kn')`))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('job_id', 'uuid')
    .addColumn('last_inbound_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('conversation_inbound')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull().check(sql`length(message_id) between 1 and 200`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_inbound_pkey', ['channel', 'message_id'])
    .execute();
  await sql`CREATE INDEX conversation_inbound_received ON conversation_inbound (received_at)`.execute(db);

  await db.schema
    .createTable('whatsapp_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('preview', 'text', (c) => c.notNull())
    .addColumn('sms_fallback', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('job_id', 'uuid')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('dev', 'queued', 'sent', 'delivered', 'read', 'failed')`),
    )
    .addColumn('provider_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Short links to a payment page: a Kannada SMS carrying a provider's long address would take three segments.
  await db.schema
    .createTable('short_links')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('job_id', 'uuid')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX short_links_url ON short_links (url)`.execute(db);

  await sql`CREATE INDEX whatsapp_outbox_queued ON whatsapp_outbox (id) WHERE status = 'queued'`.execute(db);
  await sql`CREATE UNIQUE INDEX whatsapp_outbox_provider_id ON whatsapp_outbox (provider_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('short_links').execute();
  await db.schema.dropTable('whatsapp_outbox').execute();
  await db.schema.dropTable('conversation_inbound').execute();
  await db.schema.dropTable('conversations').execute();
}
