import { z } from 'zod';
import type { ChatOffers } from '../chat.js';
import { issueMessage } from './issues.js';

/** The most of the conversation that goes to the assistant: older messages are left out. */
export const CHAT_HISTORY_LIMIT = 20;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages one visitor (signed-in user or address) may send in a minute. */
export const CHAT_RATE_LIMIT_PER_MINUTE = 20;

const MESSAGE_REQUIRED = issueMessage('MESSAGE_REQUIRED');

export const chatMessage = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Message role must be user or assistant' }),
  content: z
    .string({ error: MESSAGE_REQUIRED })
    .max(CHAT_MESSAGE_MAX_LENGTH, issueMessage('MESSAGE_TOO_LONG', { max: CHAT_MESSAGE_MAX_LENGTH })),
});
export type ChatMessage = z.output<typeof chatMessage>;

/**
 * The conversation so far, ending with the farmer's new question. A longer conversation is accepted and its
 * last CHAT_HISTORY_LIMIT messages are used, so a long chat never locks the farmer out.
 */
export const chatSendInput = z
  .object({
    messages: z.array(chatMessage, { error: MESSAGE_REQUIRED }),
    language: z.enum(['en', 'kn'], { error: issueMessage('LANGUAGE_INVALID') }).default('en'),
  })
  .refine(
    ({ messages }) => {
      const last = messages.at(-1);
      return last !== undefined && last.role === 'user' && last.content.trim() !== '';
    },
    { message: MESSAGE_REQUIRED, path: ['messages'] },
  );
export type ChatSendInput = z.input<typeof chatSendInput>;

/**
 * One piece of a streamed reply: text as it is written, then the catalogue items the reply mentions and, for a
 * hiring question, the offer cards (built by the server from the /hire search, never by a model).
 */
export type ChatChunk =
  { type: 'text'; text: string } | { type: 'done'; products: ChatProductLink[]; offers?: ChatOffers | null };

export interface ChatProductLink {
  id: number;
  name: string;
  nameKn: string;
}
