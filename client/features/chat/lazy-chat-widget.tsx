import { lazy, Suspense, useRef } from 'react';
import { useChatView } from './chat-launcher';

const ChatWidget = lazy(() => import('./chat-widget').then((m) => ({ default: m.ChatWidget })));

/** The assistant's card and its code arrive when the launcher first opens it, then stay for the visit. */
export function LazyChatWidget() {
  const view = useChatView();
  const wanted = useRef(false);
  if (view !== 'closed') wanted.current = true;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
