import type { RouterOutputs } from '../../trpc';

/** The cart as the server prices it; its own file so the cart context and its toasts can both name it. */
export type CartView = RouterOutputs['cart']['get'];
export type CartViewLine = CartView['lines'][number];
export type CartAdjustment = RouterOutputs['cart']['merge']['adjusted'][number];
