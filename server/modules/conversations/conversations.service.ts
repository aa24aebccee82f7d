import { maskedMobile } from '../../../shared/phone.js';
import type { AppDeps } from '../../deps.js';
import { converse } from './conversation-engine.js';
import { sendReplies, whatsAppStatus, type ConversationDeps } from './conversation-outbox.js';
import type { Inbound } from './conversation-state.js';
import { conversationsRepository } from './conversations.repository.js';

/**
 * The webhooks' side of the conversations: a message is recorded as seen (a redelivery is dropped there), the
 * webhook is answered at once, and the turn runs after, one message at a time per number and in the order they came,
 * so two quick answers of one farmer never race each other. Booking and payment are idempotent besides.
 */
const chains = new Map<string, Promise<void>>();
let running = 0;
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
  const next = previous.then(work).finally(() => {
    if (chains.get(phone) === next) chains.delete(phone);
    settle();
  });
  chains.set(phone, next);
}

export const conversationsService = {
  /**
   * Takes a farmer's message from a webhook: false when it was seen before (the platform delivered it again).
   * The turn and its replies run after the caller has answered the webhook.
   */
  async receive(deps: AppDeps & ConversationDeps, inbound: Inbound): Promise<boolean> {
    const first = await conversationsRepository.firstSeen(deps.db, {
      channel: inbound.channel,
      messageId: inbound.messageId,
      phone: inbound.phone,
      receivedAt: deps.clock.now(),
    });
    if (!first) return false;
    after(inbound.phone, async () => {
      try {
        const { row, replies } = await converse(deps, inbound);
        await sendReplies(deps, row, replies);
      } catch (error) {
        deps.log.error({ err: error, phone: maskedMobile(inbound.phone) }, 'conversation message not answered');
      }
    });
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
