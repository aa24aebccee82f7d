import { useLingui } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { createChatStore, serverChatState } from './chat-store';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the conversation then lasts until the page is left.
    return null;
  }
}

/** One conversation per tab, whichever of the widget and the /chatbot page shows it. */
const store = createChatStore(sessionStore());
let inFlight: AbortController | null = null;

export function useChat() {
  // The server has no tab storage: it renders the greeting alone, and hydration starts from that before showing
  // this tab's conversation (without a server snapshot the server's render failed and React reported error #419).
  const state = useSyncExternalStore(store.subscribe, store.getState, serverChatState);
  const client = trpc.useUtils().client;
  const language = useUiLocale();
  const { i18n, t } = useLingui();

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const started = store.begin(text);
      if (!started) return false;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const reply = await client.chat.send.mutate(
          { messages: started.messages, language },
          { signal: controller.signal },
        );
        let finished = false;
        for await (const chunk of reply) {
          if (controller.signal.aborted) return true;
          if (chunk.type === 'text') store.append(started.replyId, chunk.text);
          else {
            store.finish(started.replyId, chunk.products, chunk.offers ?? null);
            finished = true;
          }
        }
        if (!finished && !controller.signal.aborted) store.finish(started.replyId);
      } catch (error) {
        if (controller.signal.aborted) return true;
        store.fail(started.replyId);
        // The spec's 'Error: <message>', the message said in the visitor's language (a refusal, or no connection).
        const message = refusalMessage(i18n, error);
        toast.error(t`Error`, { description: t`Error: ${message}` });
      } finally {
        if (inFlight === controller) inFlight = null;
      }
      return true;
    },
    [client, i18n, language, t],
  );

  const reset = useCallback(() => {
    inFlight?.abort();
    inFlight = null;
    store.reset();
  }, []);

  return { entries: state.entries, waiting: state.waiting, send, reset };
}
