import { useLingui } from '@lingui/react/macro';
import { Maximize2, Minimize2, RotateCcw, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../components/cn';
import { useInIsland } from '../../islands/island';
import { CHAT_CARD_ID, CHAT_LAUNCHER_ID, reopenChatOnNextPage, setChatView, useChatView } from './chat-launcher';
import { ChatPanel } from './chat-panel';
import { useChat } from './use-chat';

/** Phones get the card over the whole screen; following a link there must uncover the page. */
const PHONE = '(max-width: 639px)';

function IconButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/15 active:bg-white/25',
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * The assistant's card on every route, opened by the header's launcher: under the header on a wide screen,
 * over the whole screen on a phone (where a 'Full screen' toggle would change nothing, so there is none).
 */
export function ChatWidget() {
  const { t } = useLingui();
  const chat = useChat();
  const view = useChatView();
  const inIsland = useInIsland();
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);
  const returnFocus = useRef(true);
  const titleId = useId();
  const title = t`AI Farming Assistant`;

  // Focus follows the card: into the message box when it opens, back to the launcher when it closes.
  useEffect(() => {
    const isOpen = view !== 'closed';
    if (isOpen && !wasOpen.current) inputRef.current?.focus();
    if (!isOpen && wasOpen.current && returnFocus.current) document.getElementById(CHAT_LAUNCHER_ID)?.focus();
    wasOpen.current = isOpen;
    returnFocus.current = true;
  }, [view]);

  function close({ focusLauncher = true } = {}) {
    returnFocus.current = focusLauncher;
    setChatView('closed');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  function afterNavigate() {
    if (view === 'fullscreen' || window.matchMedia(PHONE).matches) close({ focusLauncher: false });
    // On a public page the link is a page load: the card opens again on the next page.
    else if (inIsland) reopenChatOnNextPage();
  }

  if (view === 'closed') return null;
  return (
    <aside aria-label={title}>
      <section
        id={CHAT_CARD_ID}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-view={view}
        className={cn(
          'fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl ring-1 ring-stone-300',
          view === 'fullscreen' ? 'inset-0' : 'max-sm:inset-0 sm:top-20 sm:right-4 sm:h-[500px] sm:w-96 sm:rounded-2xl',
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
            onClick={() => setChatView(view === 'fullscreen' ? 'open' : 'fullscreen')}
            className="max-sm:hidden"
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
    </aside>
  );
}
