import type { UiLocale } from '../../../shared/money.js';
import type { ChatMessage } from '../../../shared/schemas/chat.js';
import type { CatalogueHit } from './offline-engine.js';

export type { CatalogueHit, ChatMessage };

export interface AssistantRequest {
  /** The conversation, oldest first, ending with the farmer's question. */
  messages: ChatMessage[];
  language: UiLocale;
  /** Catalogue items the answer may recommend. */
  products: CatalogueHit[];
  /**
   * For a question about having work done on a field ("3 acres of paddy to harvest near Mandya"): the answer of the
   * hiring search (nearest centres, price for the area, earliest free day, link to book), which both assistants
   * give instead of an essay.
   */
  hiring?: string | null;
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
