import type { CartLine } from '../../../shared/cart';
import { MAX_CART_LINES, mergeCarts } from '../../../shared/cart';
import { cartLineSchema } from '../../../shared/schemas/cart';

/** Where a visitor's cart lives until they sign in: this browser's localStorage, shared by its tabs. */
export const GUEST_CART_STORAGE_KEY = 'ry.cart';

interface StoredCart {
  version: 1;
  lines: CartLine[];
}

/**
 * Reads a stored cart, keeping only well-formed lines (storage can hold anything: an older version of the app,
 * a hand edit). Duplicate lines add up, as the cart rules say.
 */
export function parseGuestCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!value || typeof value !== 'object' || !Array.isArray((value as { lines?: unknown }).lines)) return [];
  const lines: CartLine[] = [];
  for (const candidate of (value as { lines: unknown[] }).lines) {
    const parsed = cartLineSchema.safeParse(candidate);
    if (parsed.success) lines.push(parsed.data);
  }
  return mergeCarts([], lines).slice(0, MAX_CART_LINES);
}

export function serializeGuestCart(lines: readonly CartLine[]): string {
  const stored: StoredCart = { version: 1, lines: [...lines] };
  return JSON.stringify(stored);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (strict privacy settings): the cart then lasts for this page view only.
    return null;
  }
}

let memoryCopy: string | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function readGuestCartRaw(): string | null {
  const store = storage();
  if (!store) return memoryCopy;
  try {
    return store.getItem(GUEST_CART_STORAGE_KEY);
  } catch {
    return memoryCopy;
  }
}

export function writeGuestCart(lines: readonly CartLine[]): void {
  const raw = lines.length === 0 ? null : serializeGuestCart(lines);
  memoryCopy = raw;
  const store = storage();
  try {
    if (raw === null) store?.removeItem(GUEST_CART_STORAGE_KEY);
    else store?.setItem(GUEST_CART_STORAGE_KEY, raw);
  } catch {
    // Full or blocked storage: the in-memory copy still serves this page view.
  }
  notify();
}

/** For useSyncExternalStore: changes in this tab and in the browser's other tabs. */
export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
