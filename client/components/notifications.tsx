import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
// The real sonner: client/vite.config.ts hands every other importer of 'sonner' the lazy wrapper in ./toast.tsx.
import { Toaster, toast } from 'sonner';

export { toast };

/** The toast area, mounted by ./toast.tsx on the first toast; `onReady` fires once it listens. */
export function Notifications({ onReady }: { onReady: () => void }) {
  const { t } = useLingui();
  useEffect(onReady, [onReady]);
  return <Toaster visibleToasts={3} duration={4000} position="top-center" containerAriaLabel={t`Notifications`} />;
}
