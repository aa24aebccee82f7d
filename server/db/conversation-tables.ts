import type { ColumnType, Generated } from 'kysely';

/** Where a farmer's booking conversation stands (server/modules/conversations), one row per number. */
export interface ConversationsTable {
  phone: string;
  channel: 'whatsapp' | 'sms';
  locale: 'en' | 'kn';
  step: string;
  facts: ColumnType<Record<string, unknown>, string, string>;
  jobId: string | null;
  lastInboundAt: Date;
  updatedAt: Date;
}

/** Every inbound message id once: a webhook delivered again is seen here and ignored. */
export interface ConversationInboundTable {
  channel: string;
  messageId: string;
  phone: string;
  receivedAt: Date;
  /** What the farmer sent ({text, location, choiceId}), so a turn can run after a restart. */
  payload: unknown | null;
  /** Set in the transaction that saves the message's turn; null = not answered yet. */
  processedAt: Date | null;
  /** A turn's claim on the message (a claim older than a few minutes is taken over). */
  claimedAt: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
}

/** WhatsApp messages to farmers: written with the step that sends them, sent after (like smsOutbox). */
export interface WhatsappOutboxTable {
  id: Generated<string>;
  toPhone: string;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  preview: string;
  smsFallback: string | null;
  locale: 'en' | 'kn';
  jobId: string | null;
  provider: string;
  status: 'dev' | 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  providerId: string | null;
  error: string | null;
  createdAt: Date;
}

/** A short address (/l/<token>) that redirects to a payment page until it expires. */
export interface ShortLinksTable {
  token: string;
  url: string;
  jobId: string | null;
  expiresAt: Date;
  createdAt: Date;
}

export interface ConversationTables {
  shortLinks: ShortLinksTable;
  conversations: ConversationsTable;
  conversationInbound: ConversationInboundTable;
  whatsappOutbox: WhatsappOutboxTable;
}
