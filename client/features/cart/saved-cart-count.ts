import { useEffect, useSyncExternalStore } from 'react';
import { readProcedure } from '../../page-state';

/**
 * The number of items in a signed-in user's saved cart, for the header's badge on every page: read with a plain GET
 * of cart.get (the first page loads without tRPC), and kept up to date by CartProvider whenever the cart it shows
 * changes.
 */
let saved: { userId: string; totalItems: number; at: number } | null = null;
/** Bumped by every count CartProvider sets: a read that started before it is dropped when it lands. */
let generation = 0;
let reading: string | null = null;
const listeners = new Set<() => void>();

/** As cart.get's staleTime in CartProvider. */
const STALE_AFTER_MS = 10_000;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** CartProvider's saved cart changed (read, or answered by a change). */
export function setSavedCartCount(userId: string, totalItems: number): void {
  generation++;
  if (saved?.userId === userId && saved.totalItems === totalItems) {
    saved.at = Date.now();
    return;
  }
  saved = { userId, totalItems, at: Date.now() };
  notify();
}

async function read(userId: string): Promise<void> {
  if (reading === userId) return;
  reading = userId;
  const started = generation;
  try {
    const cart = await readProcedure<{ totalItems: number }>('cart.get');
    if (started !== generation) return;
    saved = { userId, totalItems: cart.totalItems, at: Date.now() };
    notify();
  } catch {
    // The badge stays as it was; the cart page says what went wrong.
  } finally {
    if (reading === userId) reading = null;
  }
}

/** The saved cart's item count of this user (0 until it is known). */
export function useSavedCartCount(userId: string | null): number {
  const count = useSyncExternalStore(
    subscribe,
    () => (userId && saved?.userId === userId ? saved.totalItems : 0),
    () => 0,
  );
  useEffect(() => {
    if (userId && (saved?.userId !== userId || Date.now() - saved.at >= STALE_AFTER_MS)) void read(userId);
  }, [userId]);
  return count;
}
