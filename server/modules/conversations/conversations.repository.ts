import type { Insertable } from 'kysely';
import type { WhatsappOutboxTable } from '../../db/conversation-tables.js';
import type { Db } from '../../db/db.js';
import type { Channel, Facts, Step } from './conversation-state.js';

/** Every query of the conversations module: its state per number, the inbound ids seen, the WhatsApp outbox. */

export interface ConversationRow {
  phone: string;
  channel: Channel;
  locale: 'en' | 'kn';
  step: Step;
  facts: Facts;
  jobId: string | null;
  lastInboundAt: Date;
}

export const conversationsRepository = {
  /** True the first time a message id is seen: a redelivered webhook's message answers false. */
  async firstSeen(db: Db, row: { channel: Channel; messageId: string; phone: string; receivedAt: Date }) {
    const inserted = await db
      .insertInto('conversationInbound')
      .values(row)
      .onConflict((oc) => oc.columns(['channel', 'messageId']).doNothing())
      .returning('messageId')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async find(db: Db, phone: string): Promise<ConversationRow | undefined> {
    const row = await db
      .selectFrom('conversations')
      .select(['phone', 'channel', 'locale', 'step', 'facts', 'jobId', 'lastInboundAt'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row && { ...row, step: row.step as Step, facts: row.facts as Facts };
  },

  async save(db: Db, row: ConversationRow, now: Date): Promise<void> {
    const values = { ...row, facts: JSON.stringify(row.facts), updatedAt: now };
    await db
      .insertInto('conversations')
      .values(values)
      .onConflict((oc) => oc.column('phone').doUpdateSet({ ...values, phone: undefined }))
      .execute();
  },

  async queueWhatsApp(db: Db, values: Omit<Insertable<WhatsappOutboxTable>, 'providerId' | 'error'>) {
    await db
      .insertInto('whatsappOutbox')
      .values({ ...values, providerId: null, error: null })
      .execute();
  },

  async queuedWhatsApp(db: Db, limit: number) {
    return db
      .selectFrom('whatsappOutbox')
      .select(['id', 'toPhone', 'payload', 'smsFallback', 'locale', 'kind', 'jobId'])
      .where('status', '=', 'queued')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Takes a queued message to send it: false when another flush took it first. */
  async claimWhatsApp(db: Db, id: string): Promise<boolean> {
    const taken = await db
      .updateTable('whatsappOutbox')
      .set({ status: 'sent' })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .returning('id')
      .executeTakeFirst();
    return taken !== undefined;
  },

  async whatsAppSent(db: Db, id: string, providerId: string | null) {
    await db.updateTable('whatsappOutbox').set({ providerId }).where('id', '=', id).execute();
  },

  async whatsAppFailed(db: Db, id: string, error: string) {
    await db.updateTable('whatsappOutbox').set({ status: 'failed', error }).where('id', '=', id).execute();
  },

  /**
   * A delivery report: the message's new status. Answers the message when it failed and was not failed before, so
   * its SMS fallback goes once.
   */
  async reportStatus(db: Db, providerId: string, status: 'sent' | 'delivered' | 'read' | 'failed') {
    const updated = await db
      .updateTable('whatsappOutbox')
      .set({ status })
      .where('providerId', '=', providerId)
      .where('status', 'not in', status === 'failed' ? ['failed'] : ['failed', 'read'])
      .returning(['id', 'toPhone', 'smsFallback', 'locale', 'kind', 'jobId'])
      .executeTakeFirst();
    return status === 'failed' ? updated : undefined;
  },

  /** The token of a short link to the URL: the one made before for it, else this new one. */
  async shortLink(db: Db, row: { token: string; url: string; jobId: string | null; expiresAt: Date; createdAt: Date }) {
    await db
      .insertInto('shortLinks')
      .values(row)
      .onConflict((oc) => oc.column('url').doNothing())
      .execute();
    const found = await db
      .selectFrom('shortLinks')
      .select('token')
      .where('url', '=', row.url)
      .executeTakeFirstOrThrow();
    return found.token;
  },

  async linkTarget(db: Db, token: string, now: Date): Promise<string | undefined> {
    const row = await db
      .selectFrom('shortLinks')
      .select('url')
      .where('token', '=', token)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return row?.url;
  },

  /** The latest WhatsApp messages, newest first: what /dev/mailbox shows. */
  async latestWhatsApp(db: Db, limit = 50) {
    return db
      .selectFrom('whatsappOutbox')
      .select(['toPhone', 'kind', 'preview', 'status', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
};
