import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/use-document-title';
import { ChatPanel } from './chat-panel';
import { useChat } from './use-chat';

/** /chatbot: the same conversation as the floating widget, on a page of its own. */
export function ChatbotPage() {
  const { t } = useLingui();
  useDocumentTitle(t`AI Farming Assistant`);
  const chat = useChat();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-leaf-900">
            <Trans>AI Farming Assistant</Trans>
          </h1>
          <p className="mt-2 text-ink-muted">
            <Trans>
              Ask about crops, seasons, soil and water, or which machine to buy or rent. Answers point to equipment we
              have.
            </Trans>
          </p>
        </div>
        <Button variant="secondary" onClick={chat.reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Reset conversation</Trans>
        </Button>
      </div>
      <div
        className="mt-6 flex h-[min(640px,70dvh)] min-h-96 flex-col overflow-hidden rounded-2xl bg-white
        shadow-sm ring-1 ring-stone-200"
      >
        <ChatPanel chat={chat} />
      </div>
    </div>
  );
}
