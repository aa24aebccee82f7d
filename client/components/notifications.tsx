import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
// The real sonner: client/vite.config.ts hands every other importer of 'sonner' the lazy wrapper in ./toast.tsx.
import { Toaster, toast } from 'sonner';

export { toast };

const TOP_OFFSET = '4.5rem';

/** The toast area, mounted by ./toast.tsx on the first toast; `onReady` fires once it listens. */
export function Notifications({ onReady }: { onReady: () => void }) {
  const { t } = useLingui();
  useEffect(onReady, [onReady]);
  // Below the sticky header (h-16 and its border, layout/header.tsx), on phones too: a toast over the header hid the
  // menu, cart and language buttons from a farmer's tap for the four seconds it showed.
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position="top-center"
      offset={{ top: TOP_OFFSET }}
      mobileOffset={{ top: TOP_OFFSET }}
      containerAriaLabel={t`Notifications`}
    />
  );
}
