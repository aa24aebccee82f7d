import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
// The real sonner: client/vite.config.ts hands every other importer of 'sonner' the lazy wrapper in ./toast.tsx.
import { Toaster, toast } from 'sonner';

export { toast };

const TOP_OFFSET = '4.5rem';

/**
 * The toast area, mounted by ./toast.tsx on the first toast; `onReady` fires once it listens.
 *
 * A toast tells; it never stands in the way. Below the sticky header (h-16 and its border, layout/header.tsx), on
 * phones too: a toast over the header hid the menu, cart and language buttons from a farmer's tap for the four seconds
 * it showed. And wherever it sits it lies over something (the cart's 'Yes, clear cart', a form's first field), so,
 * like Android's own toasts, a tap on it reaches the page beneath. Only its close button takes taps.
 */
export function Notifications({ onReady }: { onReady: () => void }) {
  const { t } = useLingui();
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position="top-center"
      offset={{ top: TOP_OFFSET }}
      mobileOffset={{ top: TOP_OFFSET }}
      containerAriaLabel={t`Notifications`}
      closeButton
      toastOptions={{
        style: { pointerEvents: 'none' },
        closeButtonAriaLabel: t`Close notification`,
        // A thumb-sized target (sonner draws 20 px), the one part of a toast that answers a tap; not while the toast
        // is folded, unseen, behind the front one.
        className: 'group',
        classNames: {
          closeButton:
            'pointer-events-auto size-7! group-data-[front=false]:group-data-[expanded=false]:pointer-events-none',
        },
      }}
    />
  );
}
