import { useLingui } from '@lingui/react/macro';
import { Maximize2, MessageCircle, Minimize2, RotateCcw, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../components/cn';
import { ChatPanel } from './chat-panel';
import { useChat } from './use-chat';

type View = 'closed' | 'open' | 'fullscreen';

/** Phones get the card over the whole screen; following a link there must uncover the page. */
const PHONE = '(max-width: 639px)';

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/15 active:bg-white/25"
    >
      {children}
    </button>
  );
}

/** The floating assistant on every route: a round button that opens the chat card. */
export function ChatWidget() {
  const { t } = useLingui();
  const chat = useChat();
  const [view, setView] = useState<View>('closed');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);
  const returnFocus = useRef(true);
  const cardId = useId();
  const titleId = useId();
  const title = t`AI Farming Assistant`;

  // Focus follows the card: into the message box when it opens, back to the button when it closes.
  // (After the render: the button is hidden while the card covers the screen.)
  useEffect(() => {
    const isOpen = view !== 'closed';
    if (isOpen && !wasOpen.current) inputRef.current?.focus();
    if (!isOpen && wasOpen.current && returnFocus.current) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [view]);

  function close({ focusButton = true } = {}) {
    returnFocus.current = focusButton;
    setView('closed');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  function afterNavigate() {
    if (view === 'fullscreen' || window.matchMedia(PHONE).matches) close({ focusButton: false });
  }

  const open = view !== 'closed';
  return (
    <aside aria-label={title}>
      {open && (
        <section
          id={cardId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          data-view={view}
          className={cn(
            'fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl ring-1 ring-stone-300',
            view === 'fullscreen'
              ? 'inset-0'
              : 'max-sm:inset-0 sm:right-4 sm:bottom-24 sm:h-[500px] sm:w-96 sm:rounded-2xl',
          )}
        >
          <header className="on-dark flex items-center gap-1 bg-leaf-800 py-1.5 pr-1.5 pl-4 text-white">
            <h2 id={titleId} className="mr-auto truncate text-base font-semibold">
              {title}
            </h2>
            <IconButton label={t`Reset conversation`} onClick={chat.reset}>
              <RotateCcw aria-hidden="true" className="size-5" />
            </IconButton>
            <IconButton
              label={view === 'fullscreen' ? t`Exit full screen` : t`Full screen`}
              onClick={() => setView(view === 'fullscreen' ? 'open' : 'fullscreen')}
            >
              {view === 'fullscreen' ? (
                <Minimize2 aria-hidden="true" className="size-5" />
              ) : (
                <Maximize2 aria-hidden="true" className="size-5" />
              )}
            </IconButton>
            <IconButton label={t`Close chat`} onClick={() => close()}>
              <X aria-hidden="true" className="size-5" />
            </IconButton>
          </header>
          <ChatPanel chat={chat} inputRef={inputRef} onNavigate={afterNavigate} />
        </section>
      )}
      <div className={cn('group fixed right-4 bottom-4 z-50', open && 'max-sm:hidden', view === 'fullscreen' && 'hidden')}>
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute right-0 bottom-full mb-2 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 transition-opacity delay-0 group-hover:opacity-100 group-hover:delay-700 group-has-[:focus-visible]:opacity-100',
            // Open, the card is the label: the tip would only cover its message box.
            open && 'hidden',
          )}
        >
          {title}
        </span>
        <button
          ref={buttonRef}
          type="button"
          aria-label={title}
          aria-expanded={open}
          aria-controls={open ? cardId : undefined}
          onClick={() => (open ? close() : setView('open'))}
          className="flex size-14 items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg ring-4 ring-white hover:bg-leaf-800 active:bg-leaf-900"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-7" />}
        </button>
      </div>
    </aside>
  );
}
