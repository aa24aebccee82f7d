import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../components/cn';

export type ChatView = 'closed' | 'open' | 'fullscreen';

/** The card's id, for the launcher's aria-controls, and the launcher's, for focus coming back to it. */
export const CHAT_CARD_ID = 'chat-card';
export const CHAT_LAUNCHER_ID = 'chat-launcher';

/**
 * Set (in this tab's sessionStorage) when a link in the open card is followed as a page load, as on a public page
 * (client/islands/island.tsx): the next page opens with the card open, as the app keeps it open when it moves.
 */
export const CHAT_REOPEN_KEY = 'ry.chat.reopen';

export function reopenChatOnNextPage(): void {
  try {
    window.sessionStorage.setItem(CHAT_REOPEN_KEY, 'open');
  } catch {
    // Storage refused (private mode): the next page opens with the card closed.
  }
}

/** The card's state on a page's start: open once after a link in it was followed as a page load. */
function startingView(): ChatView {
  if (typeof window === 'undefined') return 'closed';
  try {
    const reopen = window.sessionStorage.getItem(CHAT_REOPEN_KEY) === 'open';
    window.sessionStorage.removeItem(CHAT_REOPEN_KEY);
    return reopen ? 'open' : 'closed';
  } catch {
    return 'closed';
  }
}

// Whether the card is open lives outside React so the launcher in the header and the card (rendered after the
// routes, possibly loaded later) share it without the header loading the chat.
let view: ChatView = startingView();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setChatView(next: ChatView): void {
  if (next === view) return;
  view = next;
  for (const listener of listeners) listener();
}

export function useChatView(): ChatView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => 'closed',
  );
}

/**
 * The assistant's button, in the header beside the cart: a button floating over the page covered form fields,
 * descriptions and cards on phones and on a 1280 px screen. Its name shows as a tip on hover and focus.
 */
export function ChatLauncher({ className }: { className?: string }) {
  const { t } = useLingui();
  const current = useChatView();
  const open = current !== 'closed';
  const title = t`AI Farming Assistant`;
  return (
    <span className={cn('group relative inline-flex shrink-0', className)}>
      <button
        id={CHAT_LAUNCHER_ID}
        type="button"
        aria-label={title}
        aria-expanded={open}
        aria-controls={open ? CHAT_CARD_ID : undefined}
        onClick={() => setChatView(open ? 'closed' : 'open')}
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-lg ' +
            'text-leaf-900 hover:bg-leaf-50 sm:size-11',
          open && 'bg-leaf-50',
        )}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-full right-0 z-50 mt-2 rounded-md bg-ink ' +
            'px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 ' +
            'transition-opacity delay-0 group-hover:opacity-100 group-hover:delay-700 ' +
            'group-has-[:focus-visible]:opacity-100',
          // Open, the card is the label.
          open && 'hidden',
        )}
      >
        {title}
      </span>
    </span>
  );
}
