import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first download: `import { toast } from 'sonner'` anywhere in the app resolves
 * here (client/vite.config.ts), and the first toast loads sonner and mounts its Toaster before showing itself.
 */
const Notifications = lazy(() => import('./notifications').then((m) => ({ default: m.Notifications })));

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Message = Parameters<typeof import('sonner').toast.error>[0];
type Kind = 'success' | 'error' | 'warning' | 'info' | 'message';

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('./notifications'), ready]).then(([{ toast: real }]) => real[kind](message, options));
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  message: (message: Message, options?: ExternalToast) => show('message', message, options),
};

/** Renders nothing until the first toast; then sonner's Toaster. */
export function LazyToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Notifications onReady={markReady} />
    </Suspense>
  );
}
