import { maskedMobile } from '../../../shared/phone.js';
import type { AppDeps } from '../../deps.js';
import { converse } from './conversation-engine.js';
import { sendReplies, whatsAppStatus, type ConversationDeps } from './conversation-outbox.js';
import type { Inbound } from './conversation-state.js';
import { conversationsRepository } from './conversations.repository.js';

/**
 * The webhooks' side of the conversations: the webhook is answered at once, without waiting for the database (Meta
 * retries an answer slower than a few seconds, and a busy pool would make it so); the turn runs after, one message at
 * a time per number and in the order they came, so two quick answers of one farmer never race each other. A message
 * id is taken once: by this process's memory of recent ids, then by the conversation_inbound table, which the turn
 * writes first (a redelivery to another process, or after a restart, stops there). Booking and payment are
 * idempotent besides.
 */
const chains = new Map<string, Promise<void>>();
let running = 0;

/** Message ids this process took lately (a redelivery usually comes within minutes). */
const RECENT_IDS = 20_000;
const recentIds = new Set<string>();

function takeRecent(key: string): boolean {
  if (recentIds.has(key)) return false;
  recentIds.add(key);
  if (recentIds.size > RECENT_IDS) recentIds.delete(recentIds.values().next().value!);
  return true;
}

/**
 * Turns running at once in this process. A turn uses the database for a few queries at a time; more at once would
 * take the whole connection pool and keep the webhooks (and every page) waiting for a connection, so the rest wait
 * their turn here, in the order they came.
 */
const MAX_TURNS = 5;
let turning = 0;
const waitingTurns: (() => void)[] = [];

async function withTurnSlot<T>(work: () => Promise<T>): Promise<T> {
  if (turning >= MAX_TURNS) await new Promise<void>((resolve) => waitingTurns.push(resolve));
  turning += 1;
  try {
    return await work();
  } finally {
    turning -= 1;
    waitingTurns.shift()?.();
  }
}
let idleWaiters: (() => void)[] = [];

function settle() {
  running -= 1;
  if (running === 0) {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }
}

/** Runs work for a number after what is already running for it. */
function after(phone: string, work: () => Promise<void>): void {
  running += 1;
  const previous = chains.get(phone) ?? Promise.resolve();
  const next = previous
    .then(() => withTurnSlot(work))
    .finally(() => {
      if (chains.get(phone) === next) chains.delete(phone);
      settle();
    });
  chains.set(phone, next);
}

/**
 * One message's turn: taken once (conversation_inbound), answered, the replies sent. Safe to run in two processes
 * at once for one number: the message id is taken by one of them, and a booking asked twice is the same job.
 */
export async function takeTurn(deps: AppDeps & ConversationDeps, inbound: Inbound, receivedAt: Date): Promise<void> {
  try {
    const { channel, messageId, phone } = inbound;
    if (!(await conversationsRepository.firstSeen(deps.db, { channel, messageId, phone, receivedAt }))) return;
    const { row, replies } = await converse(deps, inbound);
    await sendReplies(deps, row, replies);
  } catch (error) {
    deps.log.error({ err: error, phone: maskedMobile(inbound.phone) }, 'conversation message not answered');
  }
}

export const conversationsService = {
  /**
   * Takes a farmer's message from a webhook: false when it was seen before (the platform delivered it again).
   * The turn and its replies run after the caller has answered the webhook.
   */
  receive(deps: AppDeps & ConversationDeps, inbound: Inbound): boolean {
    if (!takeRecent(`${inbound.channel}:${inbound.messageId}`)) return false;
    const receivedAt = deps.clock.now();
    after(inbound.phone, () => takeTurn(deps, inbound, receivedAt));
    return true;
  },

  /** A WhatsApp delivery report, handled after the webhook's answer. */
  status(deps: AppDeps & ConversationDeps, providerId: string, status: 'sent' | 'delivered' | 'read' | 'failed') {
    after(`status:${providerId}`, async () => {
      try {
        await whatsAppStatus(deps, providerId, status);
      } catch (error) {
        deps.log.error({ err: error }, 'WhatsApp delivery report not handled');
      }
    });
  },

  /** Resolves when every turn taken so far has finished (tests, benchmarks, a graceful stop). */
  idle(): Promise<void> {
    if (running === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  },
};
