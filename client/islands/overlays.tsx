import { LazyToaster } from '../components/toast';
import { LazyCartSync } from '../features/cart/lazy-cart-sync';
import { LazyChatWidget } from '../features/chat/lazy-chat-widget';
import { island } from './island';

/**
 * What the app renders beside its pages, for a page whose parts are islands: the assistant's card (opened from the
 * header's launcher, loaded on first use) and the toasts. Nothing on the server: both appear only when asked for.
 */
export function Overlays() {
  return (
    <>
      <LazyChatWidget />
      <LazyCartSync />
      <LazyToaster />
    </>
  );
}

export const OverlaysIsland = island('overlays', Overlays);
