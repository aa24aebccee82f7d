import { keepPreviousData } from '@tanstack/react-query';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import {
  MAX_CART_LINES,
  addItem as addToLines,
  findLine,
  mergeCarts,
  removeLine,
  setRentalDates as setLineDates,
  totalItems as countItems,
  updateQuantity as setLineQuantity,
  type CartLine,
  type CartLineKey,
  type NewCartItem,
} from '../../../shared/cart';
import { kolkataDay, rentalPeriodProblem, type RentalPeriod } from '../../../shared/rental';
import { RefusalError, refusal } from '../../refusals';
import { trpc } from '../../trpc';
import { useSession } from '../auth/use-session';
import { guestLineRefusal, periodRefusal } from './guest-cart-refusals';
import { readGuestCartRaw, parseGuestCart, subscribeGuestCart, writeGuestCart } from './guest-cart-storage';
import type { CartView, CartViewLine } from './cart-view';
import { setSavedCartCount } from './saved-cart-count';
import { useMergeAdjustedToast } from './use-cart-feedback';

export interface AddResult {
  quantity: number;
  increased: boolean;
}

export interface CartState {
  /** 'loading' until the session and the cart are known. */
  status: 'loading' | 'ready' | 'error';
  signedIn: boolean;
  /** Lines priced by the server (the guest cart too), in the order they were added. */
  lines: CartViewLine[];
  totalItems: number;
  subtotal: number;
  /** Refundable deposits of the rental lines, charged at checkout. */
  deposit: number;
  /** Lines of the cart as kept (the guest's storage or the saved cart), before pricing. */
  rawLines: CartLine[];
  add(item: NewCartItem): Promise<AddResult>;
  updateQuantity(key: CartLineKey, quantity: number): Promise<void>;
  setRentalDates(productId: number, period: RentalPeriod): Promise<void>;
  remove(key: CartLineKey): Promise<void>;
  clear(): Promise<void>;
  retry(): void;
}

const CartContext = createContext<CartState | null>(null);

/** The cart of this visitor: the saved cart when signed in, this browser's cart otherwise. */
export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}

function toRawLines(view: CartView | undefined): CartLine[] {
  return (view?.lines ?? []).map((l): CartLine =>
    l.rental && l.start && l.end
      ? { productId: l.productId, rental: true, quantity: l.quantity, start: l.start, end: l.end }
      : { productId: l.productId, rental: false, quantity: l.quantity },
  );
}

export function CartProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const session = useSession();
  // A session that cannot be read counts as signed out: the cart in this browser still works.
  const sessionKnown = session.status !== 'loading';
  const userId = session.user?.id ?? null;
  const signedIn = userId !== null;

  const guestRaw = useSyncExternalStore(subscribeGuestCart, readGuestCartRaw, () => null);
  const guestLines = useMemo(() => parseGuestCart(guestRaw), [guestRaw]);

  const saved = trpc.cart.get.useQuery(undefined, { enabled: signedIn, staleTime: 10_000 });
  const preview = trpc.cart.preview.useQuery(
    { lines: guestLines },
    { enabled: sessionKnown && !signedIn && guestLines.length > 0, placeholderData: keepPreviousData },
  );

  // Changes run one after the other, so answers cannot arrive out of order and undo a later change.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** Shows the cart a change answered with; a read that started before the change would be older, so it is dropped. */
  const showSaved = useCallback(
    async (cart: CartView) => {
      await utils.cart.get.cancel();
      utils.cart.get.setData(undefined, cart);
    },
    [utils],
  );

  // Signing in brings the guest's cart along; signing out empties this browser's cart.
  const previousUser = useRef<string | null | undefined>(undefined);
  const showAdjusted = useMergeAdjustedToast();
  const showAdjustedRef = useRef(showAdjusted);
  showAdjustedRef.current = showAdjusted;
  useEffect(() => {
    if (!sessionKnown) return;
    const before = previousUser.current;
    previousUser.current = userId;
    if (before && !userId) {
      writeGuestCart([]);
      utils.cart.get.reset();
    }
  }, [sessionKnown, userId, utils]);

  useEffect(() => {
    if (!userId || guestLines.length === 0) return;
    // Read again, not this render's copy: the chat widget's provider and a page's may both see the same lines.
    const lines = parseGuestCart(readGuestCartRaw());
    if (lines.length === 0) return;
    // Emptied first, so another tab signing in at the same moment does not merge the same lines again.
    writeGuestCart([]);
    void enqueue(async () => {
      try {
        const result = await utils.client.cart.merge.mutate({ lines });
        await showSaved(result.cart);
        if (result.adjusted.length > 0) showAdjustedRef.current(result.adjusted);
      } catch (error) {
        // The lines go back where they were, to be merged on the next try.
        writeGuestCart(mergeCarts(parseGuestCart(readGuestCartRaw()), lines));
        console.error('Merging the cart failed', error);
      }
    });
  }, [userId, guestLines, enqueue, utils, showSaved]);

  // The header's badge reads the saved cart's count without this provider (see saved-cart-count.ts).
  useEffect(() => {
    if (userId && saved.data) setSavedCartCount(userId, saved.data.totalItems);
  }, [userId, saved.data]);

  const view: CartView | undefined = signedIn ? saved.data : guestLines.length === 0 ? emptyView : preview.data;
  const rawLines = useMemo(() => (signedIn ? toRawLines(saved.data) : guestLines), [signedIn, saved.data, guestLines]);

  /** A guest's change: the shared rules decide, the server prices the result and says what may be held. */
  const changeGuestCart = useCallback(
    async (next: CartLine[], checked?: CartLineKey) => {
      if (checked && next.length > 0) {
        const priced = await utils.cart.preview.fetch({ lines: next });
        const line = priced.lines.find((l) => l.productId === checked.productId && l.rental === checked.rental);
        if (findLine(next, checked)) {
          if (!line) throw refusal('PRODUCT_NOT_FOUND', {});
          const refused = guestLineRefusal(line);
          if (refused) throw new RefusalError(refused);
        }
      }
      writeGuestCart(next);
    },
    [utils],
  );

  const currentGuestLines = () => parseGuestCart(readGuestCartRaw());

  const checkPeriod = (period: RentalPeriod) => {
    const problem = rentalPeriodProblem(period, kolkataDay(new Date()));
    if (problem) throw new RefusalError(periodRefusal(problem));
  };

  const savedChange = useCallback(
    async <T,>(call: () => Promise<T>, cartOf: (result: T) => CartView): Promise<T> => {
      try {
        const result = await call();
        await showSaved(cartOf(result));
        return result;
      } catch (error) {
        // The cart may have changed in another tab: show it as it is now.
        void utils.cart.get.invalidate();
        throw error;
      }
    },
    [utils, showSaved],
  );

  let status: CartState['status'] = 'ready';
  if (!sessionKnown) status = 'loading';
  else if (signedIn) status = saved.isError ? 'error' : saved.isPending ? 'loading' : 'ready';
  else if (guestLines.length > 0 && !preview.data) status = preview.isError ? 'error' : 'loading';

  const state: CartState = {
    status,
    signedIn,
    lines: view?.lines ?? [],
    totalItems: signedIn ? (saved.data?.totalItems ?? 0) : countItems(guestLines),
    subtotal: view?.subtotal ?? 0,
    deposit: view?.deposit ?? 0,
    rawLines,
    add: (item) =>
      enqueue(async () => {
        if (signedIn) {
          const input = item.rental
            ? { productId: item.productId, rental: true, start: item.period.start, end: item.period.end }
            : { productId: item.productId, rental: false };
          const result = await savedChange(
            () => utils.client.cart.add.mutate(input),
            (r) => r.cart,
          );
          return result.added;
        }
        if (item.rental) checkPeriod(item.period);
        const current = currentGuestLines();
        const next = addToLines(current, item);
        if (next.length > MAX_CART_LINES) throw refusal('CART_FULL', { max: MAX_CART_LINES });
        await changeGuestCart(next, item);
        return { quantity: findLine(next, item)!.quantity, increased: findLine(current, item) !== undefined };
      }),
    updateQuantity: (key, quantity) =>
      enqueue(async () => {
        if (signedIn) {
          await savedChange(
            () => utils.client.cart.updateQuantity.mutate({ ...key, quantity }),
            (cart) => cart,
          );
          return;
        }
        const current = currentGuestLines();
        if (!findLine(current, key)) throw refusal('NOT_IN_CART', {});
        await changeGuestCart(setLineQuantity(current, key, quantity), key);
      }),
    setRentalDates: (productId, period) =>
      enqueue(async () => {
        if (signedIn) {
          await savedChange(
            () => utils.client.cart.setRentalDates.mutate({ productId, ...period }),
            (cart) => cart,
          );
          return;
        }
        checkPeriod(period);
        const key = { productId, rental: true };
        const current = currentGuestLines();
        if (!findLine(current, key)) throw refusal('NOT_IN_CART', {});
        await changeGuestCart(setLineDates(current, productId, period), key);
      }),
    remove: (key) =>
      enqueue(async () => {
        if (signedIn) {
          await savedChange(
            () => utils.client.cart.remove.mutate(key),
            (cart) => cart,
          );
          return;
        }
        writeGuestCart(removeLine(currentGuestLines(), key));
      }),
    clear: () =>
      enqueue(async () => {
        if (signedIn) {
          await savedChange(
            () => utils.client.cart.clear.mutate(),
            (cart) => cart,
          );
          return;
        }
        writeGuestCart([]);
      }),
    retry: () => void (signedIn ? saved.refetch() : preview.refetch()),
  };

  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}

const emptyView: CartView = { lines: [], totalItems: 0, subtotal: 0, deposit: 0, updatedAt: null };
