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
  /**
   * Accepts an inbound message (the webhook, before its 200): true the first time its id is seen, false for a
   * redelivery. What the farmer sent is kept, so the message is answered even if this process dies before its turn.
   */
  async accept(db: Db, row: { channel: Channel; messageId: string; phone: string; receivedAt: Date; payload: object }) {
    const inserted = await db
      .insertInto('conversationInbound')
      .values({ ...row, payload: JSON.stringify(row.payload) })
      .onConflict((oc) => oc.columns(['channel', 'messageId']).doNothing())
      .returning('messageId')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /**
   * Accepts several inbound messages in one statement (the webhooks' group commit): the keys (`channel` + ' ' +
   * `messageId`) inserted now; a key seen before, or twice in `rows`, is inserted once.
   */
  async acceptMany(
    db: Db,
    rows: { channel: Channel; messageId: string; phone: string; receivedAt: Date; payload: object }[],
  ): Promise<Set<string>> {
    const inserted = await db
      .insertInto('conversationInbound')
      .values(rows.map((row) => ({ ...row, payload: JSON.stringify(row.payload) })))
      .onConflict((oc) => oc.columns(['channel', 'messageId']).doNothing())
      .returning(['channel', 'messageId'])
      .execute();
    return new Set(inserted.map((r) => `${r.channel} ${r.messageId}`));
  },

  /**
   * A turn's claim on a message not processed yet: false when it is processed, or another turn claimed it less than
   * `staleBefore` ago (two processes, or the sweep and the webhook's turn, run it once).
   */
  async claim(db: Db, key: { channel: Channel; messageId: string }, now: Date, staleBefore: Date): Promise<boolean> {
    const claimed = await db
      .updateTable('conversationInbound')
      .set((eb) => ({ claimedAt: now, attempts: eb('attempts', '+', 1) }))
      .where('channel', '=', key.channel)
      .where('messageId', '=', key.messageId)
      .where('processedAt', 'is', null)
      .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', staleBefore)]))
      .returning('messageId')
      .executeTakeFirst();
    return claimed !== undefined;
  },

  /** Marks the message answered, in the turn's transaction: false when another turn answered it first. */
  async markProcessed(trx: Db, key: { channel: Channel; messageId: string }, now: Date): Promise<boolean> {
    const marked = await trx
      .updateTable('conversationInbound')
      .set({ processedAt: now })
      .where('channel', '=', key.channel)
      .where('messageId', '=', key.messageId)
      .where('processedAt', 'is', null)
      .returning('messageId')
      .executeTakeFirst();
    return marked !== undefined;
  },

  /**
   * Messages accepted before `acceptedBefore` and never answered, whose claim (if any) is older than `staleBefore`,
   * tried fewer than `maxAttempts` times: the oldest first.
   */
  async unprocessed(db: Db, o: { acceptedBefore: Date; staleBefore: Date; maxAttempts: number; limit: number }) {
    return db
      .selectFrom('conversationInbound')
      .select(['channel', 'messageId', 'phone', 'payload', 'receivedAt'])
      .where('processedAt', 'is', null)
      .where('receivedAt', '<', o.acceptedBefore)
      .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', o.staleBefore)]))
      .where('attempts', '<', o.maxAttempts)
      .orderBy('receivedAt')
      .orderBy('messageId')
      .limit(o.limit)
      .execute();
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
