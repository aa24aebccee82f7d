import { chatSendInput } from '../../../shared/schemas/chat.js';
import { fromDomainError, input, publicProcedure, router } from '../../trpc/init.js';
import { chatService, limitChat } from './chat.service.js';

export const chatRouter = router({
  /**
   * Streams the assistant's answer to the conversation: { type: 'text' } pieces as they are written, then
   * { type: 'done', products } with the catalogue items the answer names. Call it through httpBatchStreamLink.
   */
  send: publicProcedure.input(input(chatSendInput)).mutation(async ({ ctx, input, signal }) => {
    await limitChat(ctx);
    const request = await chatService.prepare(ctx, input);
    return refusalsAsTrpcErrors(chatService.reply(ctx, request, signal));
  }),
});

/** The stream's refusals reach the client with their own code, as a procedure's would. */
async function* refusalsAsTrpcErrors<T>(stream: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield* stream;
  } catch (error) {
    throw fromDomainError(error);
  }
}
