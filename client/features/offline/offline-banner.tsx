import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { island } from '../../islands/island';
import { registerServiceWorker } from './register-service-worker';
import { useOnline } from './use-online';

/**
 * Says so when the phone has no network: the page may be a stored copy, so what it shows of prices and stock
 * may be old. Rendered by the app shell on every page, which is also where the service worker is registered.
 */
export function OfflineBanner() {
  const online = useOnline();
  useEffect(registerServiceWorker, []);
  if (online) return null;
  return (
    <div role="status" className="border-b border-soil-300 bg-soil-100 text-soil-900">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm font-medium sm:px-6 lg:px-8">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>You are offline. Prices and stock may have changed.</Trans>
        </span>
      </p>
    </div>
  );
}

/** The banner as an island of a server-rendered page: the islands start when the phone goes offline. */
export const OfflineBannerIsland = island('offline', OfflineBanner);
