import type { CartLine } from '../../../shared/cart';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, mergeCarts } from '../../../shared/cart';
import { MAX_RENTAL_DAYS, daysBetween, isCalendarDay } from '../../../shared/rental';

/** Where a visitor's cart lives until they sign in: this browser's localStorage, shared by its tabs. */
export const GUEST_CART_STORAGE_KEY = 'ry.cart';

interface StoredCart {
  version: 1;
  lines: CartLine[];
}

const MAX_PRODUCT_ID = 2_147_483_647;

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The line as shared/schemas/cart.ts's cartLineSchema accepts it (a test holds the two together), checked by hand:
 * the header's cart badge reads the stored cart on every page, and zod (~25 KB) would then be in every first load.
 */
export function storedCartLine(candidate: unknown): CartLine | null {
  if (!candidate || typeof candidate !== 'object' || Array.isArray(candidate)) return null;
  const line = candidate as Record<string, unknown>;
  const { productId, rental, quantity, start, end } = line;
  if (!isWhole(productId, 1, MAX_PRODUCT_ID) || !isWhole(quantity, 1, MAX_LINE_QUANTITY)) return null;
  const keys = Object.keys(line);
  if (rental === false) {
    return keys.length === 3 ? { productId, rental, quantity } : null;
  }
  if (rental !== true || keys.length !== 5 || !isCalendarDay(start) || !isCalendarDay(end)) return null;
  if (end <= start || daysBetween(start, end) > MAX_RENTAL_DAYS) return null;
  return { productId, rental, quantity, start, end };
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
    const line = storedCartLine(candidate);
    if (line) lines.push(line);
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
