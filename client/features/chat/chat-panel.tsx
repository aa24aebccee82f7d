import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Bot, Loader2, SendHorizontal } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/schemas/chat';
import { cn } from '../../components/cn';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { NeedsNetwork } from '../offline/needs-network';
import { useOnline } from '../offline/use-online';
import { MicButton } from '../voice/mic-button';
import { ReadAloudButton } from '../voice/read-aloud-button';
import type { ChatEntry } from './chat-store';
import { OfferCards } from './offer-cards';
import type { useChat } from './use-chat';

function useGreeting(): string {
  const { t } = useLingui();
  return t`Namaskara! I am your AI farming assistant. Ask me about crops and seasons in Karnataka, \
or which machine suits your farm, in English or Kannada.`;
}

function EntryText({ entry }: { entry: ChatEntry }) {
  const { t } = useLingui();
  const greeting = useGreeting();
  if (entry.kind === 'greeting') return <>{greeting}</>;
  if (entry.kind === 'error') return <>{t`Sorry, I encountered an error. Please try again later.`}</>;
  if (entry.streaming && entry.content === '') {
    return (
      <span className="inline-flex items-center gap-2 text-ink-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        <Trans>Thinking...</Trans>
      </span>
    );
  }
  return <>{entry.content}</>;
}

function ProductLinks({ entry, onNavigate }: { entry: ChatEntry; onNavigate?: (() => void) | undefined }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  if (entry.products.length === 0) return null;
  return (
    <ul aria-label={t`Equipment in this answer`} className="mt-2 flex flex-col gap-1.5">
      {entry.products.map((product) => (
        <li key={product.id}>
          <Link
            href={`/products/${product.id}`}
            onClick={onNavigate}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-leaf-50 px-3 py-1.5 text-sm
              font-semibold text-leaf-800 ring-1 ring-inset ring-leaf-200 hover:bg-leaf-100"
          >
            {localized(locale, product.name, product.nameKn)}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The words of an answer as they are read aloud: the greeting in the page's language, or the reply. */
function useSpokenText(entry: ChatEntry): string {
  const greeting = useGreeting();
  if (entry.kind === 'greeting') return greeting;
  return entry.kind === 'message' ? entry.content : '';
}

function Entry({ entry, onNavigate }: { entry: ChatEntry; onNavigate?: (() => void) | undefined }) {
  const { t } = useLingui();
  const mine = entry.role === 'user';
  const spoken = useSpokenText(entry);
  return (
    <li className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')}>
      {!mine && (
        <span
          aria-hidden="true"
          className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-800"
        >
          <Bot className="size-4" />
        </span>
      )}
      <div className={cn('max-w-[85%] min-w-0', mine && 'text-right', entry.offers && 'w-full')}>
        <span className="sr-only">{mine ? t`You said:` : t`Assistant said:`}</span>
        <div
          className={cn(
            'inline-block rounded-2xl px-3.5 py-2 text-left text-sm leading-relaxed break-words whitespace-pre-line',
            mine ? 'rounded-br-sm bg-leaf-700 text-white' : 'rounded-bl-sm bg-white text-ink ring-1 ring-stone-200',
            entry.kind === 'error' && 'bg-red-50 text-red-900 ring-red-200',
          )}
        >
          <EntryText entry={entry} />
        </div>
        {!mine && !entry.streaming && <ReadAloudButton text={spoken} className="mt-1" />}
        {!entry.streaming && entry.offers && <OfferCards offers={entry.offers} onNavigate={onNavigate} />}
        {!entry.streaming && <ProductLinks entry={entry} onNavigate={onNavigate} />}
      </div>
    </li>
  );
}

/**
 * The conversation and the message box: the same in the floating card and on the /chatbot page. The log is a
 * polite live region, held busy while a reply streams so screen readers read it once, whole.
 */
export function ChatPanel({
  chat,
  inputRef,
  onNavigate,
}: {
  chat: ReturnType<typeof useChat>;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called when a product link is followed, e.g. to close a card that covers the page. */
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const online = useOnline();
  const logRef = useRef<HTMLDivElement>(null);
  const last = chat.entries.at(-1);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.entries.length, last?.content, last?.products.length, last?.offers]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' || chat.waiting || !online) return;
    setText('');
    void chat.send(text);
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-busy={chat.waiting}
        aria-label={t`Conversation`}
        className="min-h-0 flex-1 overflow-y-auto bg-paper px-3 py-4"
      >
        <ul className="flex flex-col gap-3">
          {chat.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
      <NeedsNetwork className="border-t border-stone-200 bg-soil-100 px-3 py-2">
        <Trans>The assistant needs the internet to answer. Your question will wait in the box.</Trans>
      </NeedsNetwork>
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-stone-200 bg-white p-3">
        <input
          ref={inputRef}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          aria-label={t`Your question`}
          placeholder={t`Ask about crops, seasons or machines...`}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink
            placeholder:text-stone-500 focus-visible:border-leaf-700"
        />
        <MicButton label={t`Speak your question`} onText={(spoken) => setText(spoken)} />
        <Button type="submit" disabled={chat.waiting || !online} className="shrink-0">
          <SendHorizontal aria-hidden="true" className="size-4" />
          <Trans>Send</Trans>
        </Button>
      </form>
    </div>
  );
}
