import type { Env } from '../../env.js';
import type { Assistant } from './assistant.js';
import { OfflineAssistant } from './offline.js';
import { OpenAICompatibleAssistant } from './openai-compatible.js';

export type { Assistant } from './assistant.js';

/** A model service when CHAT_API_KEY is set; otherwise the offline assistant. */
export function createAssistant(
  env: Pick<Env, 'CHAT_API_KEY' | 'CHAT_API_URL' | 'CHAT_MODEL' | 'APP_ORIGIN'>,
): Assistant {
  if (!env.CHAT_API_KEY) return new OfflineAssistant();
  return new OpenAICompatibleAssistant({
    apiKey: env.CHAT_API_KEY,
    url: env.CHAT_API_URL,
    model: env.CHAT_MODEL,
    appOrigin: env.APP_ORIGIN,
  });
}
