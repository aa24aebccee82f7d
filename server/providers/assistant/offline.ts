import type { createOfflineAssistant } from './offline-engine.js';
import type { Assistant, AssistantRequest } from './assistant.js';

type Engine = ReturnType<typeof createOfflineAssistant>;

/**
 * The assistant without any outside service: answers from the knowledge base shipped with the app and the
 * catalogue it is given, and hands the answer over word by word like a model would. The knowledge base and
 * its index load on the first question, so a server or test that never chats does not pay for them.
 */
export class OfflineAssistant implements Assistant {
  readonly kind = 'offline';
  readonly grounding = 'catalogue';
  #engine: Promise<Engine> | undefined;

  constructor(engine?: Engine) {
    if (engine) this.#engine = Promise.resolve(engine);
  }

  #load(): Promise<Engine> {
    this.#engine ??= import('./offline-engine.js').then((m) => m.createOfflineAssistant());
    return this.#engine;
  }

  async *stream(
    { messages, language, products, prepared }: AssistantRequest,
    signal?: AbortSignal,
  ): AsyncGenerator<string> {
    const question = messages.findLast((m) => m.role === 'user')?.content ?? '';
    const text = prepared?.text ?? (await this.#load()).answer({ question, language, products }).text;
    for (const word of text.match(/\S+\s*/g) ?? []) {
      if (signal?.aborted) return;
      yield word;
    }
  }
}
