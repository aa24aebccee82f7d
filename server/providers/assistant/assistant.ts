import type { UiLocale } from '../../../shared/money.js';
import type { ChatOffers } from '../../../shared/chat.js';
import type { ChatMessage } from '../../../shared/schemas/chat.js';
import type { CatalogueHit } from './offline-engine.js';

export type { CatalogueHit, ChatMessage };

export interface PreparedForAssistant {
  kind: string;
  /** The answer as the farmer should read it. */
  text: string;
  /** More detail for a model to answer from (every offer card's numbers); the text when absent. */
  facts?: string;
  /** The offer cards shown under the answer. */
  offers?: ChatOffers | null;
}

export interface AssistantRequest {
  /** The conversation, oldest first, ending with the farmer's question. */
  messages: ChatMessage[];
  language: UiLocale;
  /** Catalogue items the answer may recommend. */
  products: CatalogueHit[];
  /**
   * The answer prepared from the shop's own data for a hiring, buy-or-rent or crop question (server/modules/chat/
   * chat-answer.ts): the offline assistant says it as it is; a model is told to answer from it. Its offer cards go
   * to the farmer beside the text, whatever the assistant writes.
   */
  prepared?: PreparedForAssistant | null;
}

/** Writes a farming answer, piece by piece, as plain or markdown text. */
export interface Assistant {
  readonly kind: 'openai-compatible' | 'offline';
  /**
   * What it is given to ground its answer: 'search', the few items a catalogue search found for the question;
   * 'catalogue', every item, for an assistant that does its own retrieval.
   */
  readonly grounding: 'search' | 'catalogue';
  stream(request: AssistantRequest, signal?: AbortSignal): AsyncIterable<string>;
}

/** A failure of the assistant service whose message may be shown to the farmer as it is. */
export class AssistantError extends Error {
  override name = 'AssistantError';
}
