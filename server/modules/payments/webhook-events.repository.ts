import type { Db } from '../../db/db.js';

/**
 * The payments module owns `webhook_events`: one row per provider event received, so a redelivered event is handled
 * once. processedAt stays null until the event was handled; an event whose handling failed is handled again.
 */
export type WebhookProvider = 'stripe' | 'razorpay';

export const webhookEventsRepository = {
  /** Records the event as received; false when it was recorded before (by an earlier delivery). */
  async record(
    db: Db,
    provider: WebhookProvider,
    event: { id: string; type: string },
    receivedAt: Date,
  ): Promise<boolean> {
    const recorded = await db
      .insertInto('webhookEvents')
      .values({ provider, eventId: event.id, type: event.type, receivedAt, processedAt: null })
      .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
      .returning('eventId')
      .executeTakeFirst();
    return recorded !== undefined;
  },

  async wasProcessed(db: Db, provider: WebhookProvider, eventId: string): Promise<boolean> {
    const seen = await db
      .selectFrom('webhookEvents')
      .select('processedAt')
      .where('provider', '=', provider)
      .where('eventId', '=', eventId)
      .executeTakeFirst();
    return Boolean(seen?.processedAt);
  },

  async markProcessed(db: Db, provider: WebhookProvider, eventId: string, at: Date): Promise<void> {
    await db
      .updateTable('webhookEvents')
      .set({ processedAt: at })
      .where('provider', '=', provider)
      .where('eventId', '=', eventId)
      .execute();
  },
};
