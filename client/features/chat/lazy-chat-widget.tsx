import { lazy, Suspense, useRef } from 'react';
import { loadPageCatalogs } from '../../i18n';
import { PAGE_CATALOGS } from '../../page-catalogs';
import { useChatView } from './chat-launcher';

// With its data layer (tRPC; the cart is not needed) and its English catalogs, as a page (see app.tsx).
const ChatWidget = lazy(() =>
  Promise.all([
    import('./chat-widget'),
    import('../../data-providers'),
    loadPageCatalogs(PAGE_CATALOGS.chatWidget),
  ]).then(([{ ChatWidget: Widget }, { DataProviders }]) => ({
    default: () => (
      <DataProviders cart={false}>
        <Widget />
      </DataProviders>
    ),
  })),
);

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
