import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { createStreamCleaner } from '../../../shared/chat.js';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_RATE_LIMIT_PER_MINUTE,
  type ChatChunk,
  type ChatMessage,
  type ChatProductLink,
  type chatSendInput,
} from '../../../shared/schemas/chat.js';
import { seedCategories } from '../../db/seed-data.js';
import { refuse, tooManyRequests } from '../../errors.js';
import { AssistantError, type AssistantRequest, type CatalogueHit } from '../../providers/assistant/assistant.js';
import { checkLimit, type RateLimitRule } from '../../providers/rate-limiter.js';
import type { Context } from '../../deps.js';
import type { Db } from '../../db/db.js';
import { categoryRepository, equipmentRepository, type Equipment } from '../catalogue/catalogue.repository.js';
import { normalizeText, questionWords } from '../../providers/assistant/words.js';
import { kolkataDay } from '../../../shared/rental.js';
import { hiringService } from '../hiring/hiring.service.js';
import { prepareAnswer } from './chat-answer.js';

/** Catalogue items the model is told about for one question. */
export const GROUNDING_ITEMS = 5;
/** How long the offline assistant's copy of the catalogue may be old. */
export const CATALOGUE_CACHE_MS = 60_000;
/** The offline assistant reads the catalogue in memory; a larger one is cut to its first items. */
const CATALOGUE_CACHE_ITEMS = 1_000;
/** Earlier questions searched when the last one names nothing ('and how much is it a day?'). */
const EARLIER_QUESTIONS_SEARCHED = 2;

export const chatLimit: RateLimitRule = { name: 'chat-send', max: CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 };

type ChatContext = Pick<Context, 'db' | 'assistant' | 'clock' | 'log' | 'user' | 'request' | 'rateLimiter'>;

/** Counts the message against the sender: the signed-in user, or the address of a visitor. */
export async function limitChat(ctx: ChatContext): Promise<void> {
  const key = ctx.user ? `user:${ctx.user.id}` : `ip:${ctx.request.ip}`;
  const result = await checkLimit(ctx, 'hit', chatLimit, key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterMs, 'CHAT_RATE_LIMITED');
}

const categoryKeyByName = new Map<string, string>(seedCategories.map((c) => [c.name, c.key]));

function toHits(items: Equipment[], categoryNames: Map<number, string>): CatalogueHit[] {
  return items.map((item) => {
    const categoryName = item.categoryId === null ? undefined : categoryNames.get(item.categoryId);
    return {
      id: item.id,
      name: item.name,
      nameKn: item.nameKn,
      description: item.description,
      descriptionKn: item.descriptionKn,
      categoryKey: (categoryName && categoryKeyByName.get(categoryName)) ?? null,
      price: item.price,
      rentalPricePerDay: item.rentalPricePerDay,
      isAvailableForSale: item.isAvailableForSale,
      isAvailableForRent: item.isAvailableForRent,
      stockQuantity: item.stockQuantity,
    };
  });
}

async function categoryNames(db: Db): Promise<Map<number, string>> {
  return new Map((await categoryRepository.all(db)).map((c) => [c.id, c.name]));
}

const catalogueCache = new WeakMap<object, { expiresAt: number; hits: Promise<CatalogueHit[]> }>();

/** The whole catalogue for the offline assistant, read at most once a minute per database. */
function wholeCatalogue(db: Db, now: Date): Promise<CatalogueHit[]> {
  const cached = catalogueCache.get(db);
  if (cached && cached.expiresAt > now.getTime()) return cached.hits;
  const hits = (async () => {
    const [items, names] = await Promise.all([
      equipmentRepository.list(db, { limit: CATALOGUE_CACHE_ITEMS, offset: 0 }),
      categoryNames(db),
    ]);
    return toHits(items, names);
  })();
  catalogueCache.set(db, { expiresAt: now.getTime() + CATALOGUE_CACHE_MS, hits });
  // A failed read is not kept: the next question tries again.
  hits.catch(() => catalogueCache.delete(db));
  return hits;
}

/** The items a search finds for the question, or for the farmer's previous questions when it names none. */
async function relevantItems(db: Db, messages: ChatMessage[]): Promise<CatalogueHit[]> {
  const questions = messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .reverse()
    .slice(0, 1 + EARLIER_QUESTIONS_SEARCHED);
  for (const question of questions) {
    const items = await equipmentRepository.searchWords(db, questionWords(question), GROUNDING_ITEMS);
    if (items.length > 0) return toHits(items, await categoryNames(db));
  }
  return [];
}

function normalized(text: string): string {
  return normalizeText(text).replace(/\s+/g, ' ');
}

/**
 * The catalogue items a reply names, in the order it names them: by full English or Kannada name, or, with
 * `shortNames`, also by the name without its bracketed detail ('Rotavator 6 ft' for 'Rotavator 6 ft (42
 * Blades)'), as models shorten the few names they were given. Over a whole catalogue a short name is too
 * often a kind of machine ('a paddy harvester') rather than the item.
 */
export function mentionedProducts(
  reply: string,
  products: CatalogueHit[],
  { shortNames }: { shortNames: boolean },
): ChatProductLink[] {
  const text = normalized(reply);
  const found: { at: number; length: number; link: ChatProductLink }[] = [];
  for (const product of products) {
    const names = [product.name, product.nameKn].flatMap((name) => {
      const short = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
      return shortNames && short.length >= 8 && short !== name ? [name, short] : [name];
    });
    let best: { at: number; length: number } | undefined;
    for (const name of names.map(normalized)) {
      const at = text.indexOf(name);
      if (at !== -1 && (!best || at < best.at)) best = { at, length: name.length };
    }
    if (best) found.push({ ...best, link: { id: product.id, name: product.name, nameKn: product.nameKn } });
  }
  // 'Tractor 45 HP' inside 'Tractor 45 HP with Rotavator' is the longer item's name, not a mention of its own.
  const mentions = found.filter(
    (f) => !found.some((o) => o !== f && o.length > f.length && o.at <= f.at && f.at + f.length <= o.at + o.length),
  );
  return mentions.sort((a, b) => a.at - b.at).map((f) => f.link);
}

export const chatService = {
  /** The request for the assistant: the last messages of the conversation and the catalogue to ground it. */
  async prepare(ctx: Pick<ChatContext, 'db' | 'assistant' | 'clock'>, input: z.output<typeof chatSendInput>) {
    const messages = input.messages.slice(-CHAT_HISTORY_LIMIT);
    const products =
      ctx.assistant.grounding === 'catalogue'
        ? await wholeCatalogue(ctx.db, ctx.clock.now())
        : await relevantItems(ctx.db, messages);
    const questions = messages.filter((m) => m.role === 'user').map((m) => m.content);
    // Buy-or-rent needs the shop's prices even when a model's search found other items.
    const prices = ctx.assistant.grounding === 'catalogue' ? products : await wholeCatalogue(ctx.db, ctx.clock.now());
    const prepared = await prepareAnswer({
      questions,
      language: input.language,
      today: kolkataDay(ctx.clock.now()),
      products: prices,
      search: (search) => hiringService.search(ctx, search),
    });
    return { messages, language: input.language, products, prepared } satisfies AssistantRequest;
  },

  /**
   * The assistant's answer as plain text, piece by piece as it is written, then the catalogue items it names.
   * A failure of the assistant service ends the stream with BAD_GATEWAY and the service's message.
   */
  async *reply(ctx: ChatContext, request: AssistantRequest, signal?: AbortSignal): AsyncGenerator<ChatChunk> {
    const cleaner = createStreamCleaner();
    const started = performance.now();
    try {
      for await (const piece of ctx.assistant.stream(request, signal)) {
        const text = cleaner.push(piece);
        if (text) yield { type: 'text', text };
      }
      const rest = cleaner.finish();
      if (rest) yield { type: 'text', text: rest };
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof AssistantError) {
        ctx.log.warn({ assistant: ctx.assistant.kind, reason: error.message }, 'assistant failed');
        refuse('ASSISTANT_FAILED', {}, error.message);
      }
      // A fault of ours: logged with its cause by the tRPC error handler, shown as the generic server error.
      throw error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
    }
    if (cleaner.text === '') {
      ctx.log.warn({ assistant: ctx.assistant.kind }, 'assistant answered with markup only');
      refuse('ASSISTANT_FAILED', {}, 'Invalid response format from API');
    }
    const products = mentionedProducts(cleaner.text, request.products, {
      shortNames: ctx.assistant.grounding === 'search',
    });
    ctx.log.info(
      {
        assistant: ctx.assistant.kind,
        language: request.language,
        messages: request.messages.length,
        grounding: request.products.length,
        linked: products.length,
        chars: cleaner.text.length,
        ms: Math.round(performance.now() - started),
      },
      'assistant answered',
    );
    yield { type: 'done', products, offers: request.prepared?.offers ?? null };
  },
};
