/**
 * wouter imports useSyncExternalStore from the use-sync-external-store shim (for React before 18); React 19 has
 * it built in, so the shim's ~0.4 KB need not be in every first load (client/vite.config.ts points it here).
 */
export { useSyncExternalStore } from 'react';
