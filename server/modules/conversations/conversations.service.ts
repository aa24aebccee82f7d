import { maskedMobile } from '../../../shared/phone.js';
import type { AppDeps } from '../../deps.js';
import { converse } from './conversation-engine.js';
import { flushOutboxes, queueReplies, whatsAppStatus, type ConversationDeps } from './conversation-outbox.js';
import type { Inbound } from './conversation-state.js';
import { conversationsRepository } from './conversations.repository.js';

/**
 * The webhooks' side of the conversations. Nothing lost: the webhook accepts a message by writing it to
 * conversation_inbound (one INSERT … ON CONFLICT DO NOTHING, which is also the dedupe of a redelivered message id)
 * before it answers 200; the turn runs after, one message at a time per number and in the order they came, so two
 * quick answers of one farmer never race each other. A turn claims its message first (claimed_at) and marks it
 * processed in the transaction that saves the conversation and queues the replies, so a message is answered once
 * even when the webhook's turn and a sweep, or two processes, run it at once. A message accepted by a process that
 * died before its turn is answered by the inbound sweep (inbound-sweep.ts) of any process a minute later.
 * Booking and payment are idempotent besides.
 */
const chains = new Map<string, Promise<void>>();
let running = 0;

/** A claim older than this is taken over (the turn that held it died, or hangs). */
export const CLAIM_MS = 3 * 60_000;
/** A message whose turn failed this many times is left alone (logged each time), not tried for ever. */
export const MAX_ATTEMPTS = 3;

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

/** What the farmer sent, as kept in conversation_inbound.payload. */
function payloadOf({ text, location, choiceId }: Inbound) {
  return { text, location, choiceId };
}

function inboundOf(row: { channel: string; messageId: string; phone: string; payload: unknown }): Inbound | null {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Partial<Inbound> | null;
  if (!payload || (row.channel !== 'sms' && row.channel !== 'whatsapp')) return null;
  return {
    channel: row.channel,
    messageId: row.messageId,
    phone: row.phone,
    text: payload.text ?? null,
    location: payload.location ?? null,
    choiceId: payload.choiceId ?? null,
  };
}

/** Accepts a message (before the webhook's 200): false for a message id seen before. */
export async function acceptInbound(deps: Pick<AppDeps, 'db'>, inbound: Inbound, receivedAt: Date): Promise<boolean> {
  const { channel, messageId, phone } = inbound;
  return conversationsRepository.accept(deps.db, {
    channel,
    messageId,
    phone,
    receivedAt,
    payload: payloadOf(inbound),
  });
}

type AcceptRow = Parameters<typeof conversationsRepository.acceptMany>[1][number];
interface Waiting {
  row: AcceptRow;
  settle: (accepted: boolean) => void;
  fail: (error: unknown) => void;
}
/** Per database: the messages waiting for the next group INSERT, and whether one is being written. */
const groups = new WeakMap<object, { writing: boolean; waiting: Waiting[] }>();

/**
 * The webhooks' group commit: a message arriving while an INSERT of messages is being written waits for it and goes
 * in the next INSERT with every other that came meanwhile, so a burst (200 farmers at once) takes a few statements and
 * pool connections instead of one each. Each webhook still answers only once its own message is written; a failed
 * INSERT fails every message in it (each webhook answers 500, and the platform delivers again). Of one message id
 * twice in a group, the first is accepted.
 */
export function acceptInboundGrouped(deps: Pick<AppDeps, 'db'>, inbound: Inbound, receivedAt: Date): Promise<boolean> {
  const { channel, messageId, phone } = inbound;
  const row: AcceptRow = { channel, messageId, phone, receivedAt, payload: payloadOf(inbound) };
  let group = groups.get(deps.db);
  if (!group) {
    group = { writing: false, waiting: [] };
    groups.set(deps.db, group);
  }
  const state = group;
  const accepted = new Promise<boolean>((settle, fail) => state.waiting.push({ row, settle, fail }));
  const write = async (): Promise<void> => {
    while (state.waiting.length > 0) {
      const batch = state.waiting.splice(0, 500);
      try {
        const inserted = await conversationsRepository.acceptMany(
          deps.db,
          batch.map((w) => w.row),
        );
        for (const waiting of batch) {
          const key = `${waiting.row.channel} ${waiting.row.messageId}`;
          waiting.settle(inserted.delete(key));
        }
      } catch (error) {
        for (const waiting of batch) waiting.fail(error);
      }
    }
    state.writing = false;
  };
  if (!state.writing) {
    state.writing = true;
    void write();
  }
  return accepted;
}

/**
 * The turn of an accepted message: claimed, answered, and saved with its replies and the processed mark in one
 * transaction, then the replies sent. True when this call answered it; false when it was answered (or is being
 * answered) elsewhere, or failed (logged; the sweep tries again once the claim is stale).
 */
export async function runTurn(deps: AppDeps & ConversationDeps, inbound: Inbound): Promise<boolean> {
  const key = { channel: inbound.channel, messageId: inbound.messageId };
  let answered = false;
  try {
    const now = deps.clock.now();
    if (!(await conversationsRepository.claim(deps.db, key, now, new Date(now.getTime() - CLAIM_MS)))) return false;
    const { row, replies } = await converse(deps, inbound);
    answered = await deps.db.transaction().execute(async (trx) => {
      if (!(await conversationsRepository.markProcessed(trx, key, deps.clock.now()))) return false;
      await conversationsRepository.save(trx, row, now);
      await queueReplies(trx, deps, row, replies);
      return true;
    });
  } catch (error) {
    deps.log.error({ err: error, phone: maskedMobile(inbound.phone) }, 'conversation message not answered');
    return false;
  }
  // The replies are in the outboxes: a failed send is recorded there, never lost with the turn.
  if (answered) await flushOutboxes(deps).catch((error: unknown) => deps.log.error({ err: error }, 'outbox flush'));
  return answered;
}

/**
 * One message's turn, accepted here if it was not already: safe to run in two processes at once for one number
 * (the claim and the processed mark decide, and a booking asked twice is the same job).
 */
export async function takeTurn(deps: AppDeps & ConversationDeps, inbound: Inbound, receivedAt: Date): Promise<void> {
  try {
    await acceptInbound(deps, inbound, receivedAt);
  } catch (error) {
    deps.log.error({ err: error, phone: maskedMobile(inbound.phone) }, 'conversation message not accepted');
    return;
  }
  await runTurn(deps, inbound);
}

/**
 * Answers the messages accepted more than `acceptedMs` ago and never answered (their process died, a restart): each
 * number's in the order they came, numbers side by side (at most MAX_TURNS turns at once). Safe when several
 * processes sweep at once: each message is claimed by one turn. Answers how many this sweep answered.
 */
export async function answerUnprocessed(
  deps: AppDeps & ConversationDeps,
  { acceptedMs = 60_000, limit = 200 }: { acceptedMs?: number; limit?: number } = {},
): Promise<{ found: number; answered: number }> {
  const now = deps.clock.now().getTime();
  const rows = await conversationsRepository.unprocessed(deps.db, {
    acceptedBefore: new Date(now - acceptedMs),
    staleBefore: new Date(now - CLAIM_MS),
    maxAttempts: MAX_ATTEMPTS,
    limit,
  });
  const byPhone = new Map<string, Inbound[]>();
  for (const row of rows) {
    const inbound = inboundOf(row);
    if (inbound) byPhone.set(inbound.phone, [...(byPhone.get(inbound.phone) ?? []), inbound]);
  }
  const counts = await Promise.all(
    [...byPhone.values()].map(async (messages) => {
      let answered = 0;
      for (const inbound of messages) if (await withTurnSlot(() => runTurn(deps, inbound))) answered++;
      return answered;
    }),
  );
  return { found: rows.length, answered: counts.reduce((a, b) => a + b, 0) };
}

export const conversationsService = {
  /**
   * Takes a farmer's message from a webhook: written to conversation_inbound before the caller answers (a database
   * failure throws, so the webhook answers 500 and the platform retries); false when it was seen before. The turn
   * and its replies run after the caller has answered the webhook.
   */
  async receive(deps: AppDeps & ConversationDeps, inbound: Inbound): Promise<boolean> {
    if (!(await acceptInboundGrouped(deps, inbound, deps.clock.now()))) return false;
    after(inbound.phone, async () => void (await runTurn(deps, inbound)));
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
