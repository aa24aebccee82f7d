import { cartMessages } from '../../../shared/schemas/cart';
import type { RentalPeriodProblem } from '../../../shared/rental';

/**
 * Why a cart change was refused, in a form the page can say in the visitor's language. The server's English
 * messages (shared/schemas/cart.ts) and the guest cart's own checks both end up here.
 */
export type CartRefusal =
  | {
      kind:
        | 'productNotFound'
        | 'notForSale'
        | 'notForRent'
        | 'outOfStock'
        | 'noUnitFree'
        | 'notInCart'
        | 'cartFull'
        | 'selectDates'
        | 'invalidDates'
        | 'datesInPast'
        | 'endNotAfterStart'
        | 'tooLong'
        | 'tooFarAhead';
    }
  | { kind: 'onlyInStock' | 'onlyFree'; n: number }
  | { kind: 'other'; message: string };

export class CartRefusalError extends Error {
  constructor(readonly refusal: CartRefusal) {
    super(refusal.kind === 'other' ? refusal.message : refusal.kind);
    this.name = 'CartRefusalError';
  }
}

const exact = new Map<string, CartRefusal>(
  (
    [
      'productNotFound',
      'notForSale',
      'notForRent',
      'outOfStock',
      'noUnitFree',
      'notInCart',
      'cartFull',
      'selectDates',
      'invalidDates',
      'datesInPast',
      'endNotAfterStart',
      'tooLong',
      'tooFarAhead',
    ] as const
  ).map((kind) => [cartMessages[kind], { kind }]),
);

const onlyInStock = new RegExp(`^${cartMessages.onlyInStock(0).replace('0', '(\\d+)')}$`);
const onlyFree = new RegExp(`^${cartMessages.onlyFree(0).replace('0', '(\\d+)')}$`);

/** Recognizes a refusal message of the cart procedures; anything else is passed on as it came. */
export function refusalFromMessage(message: string): CartRefusal {
  const known = exact.get(message);
  if (known) return known;
  const stock = onlyInStock.exec(message);
  if (stock) return { kind: 'onlyInStock', n: Number(stock[1]) };
  const free = onlyFree.exec(message);
  if (free) return { kind: 'onlyFree', n: Number(free[1]) };
  return { kind: 'other', message };
}

const periodRefusals: Record<RentalPeriodProblem, CartRefusal> = {
  invalid: { kind: 'invalidDates' },
  past: { kind: 'datesInPast' },
  end_not_after_start: { kind: 'endNotAfterStart' },
  too_long: { kind: 'tooLong' },
  too_far_ahead: { kind: 'tooFarAhead' },
};

export function refusalFromPeriodProblem(problem: RentalPeriodProblem): CartRefusal {
  return periodRefusals[problem];
}

/**
 * The refusal a priced line implies, if any, in the words the server would use: how the guest cart, checked
 * against the server's prices and free units, refuses what a signed-in cart would be refused.
 */
export function refusalFromLine(line: {
  rental: boolean;
  quantity: number;
  maxQuantity: number;
  problem: 'unavailable' | 'dates_passed' | 'exceeds_available' | null;
}): CartRefusal | null {
  if (line.problem === 'unavailable') return { kind: line.rental ? 'notForRent' : 'notForSale' };
  if (line.problem === 'dates_passed') return { kind: 'datesInPast' };
  if (line.quantity <= line.maxQuantity) return null;
  if (line.maxQuantity < 1) return { kind: line.rental ? 'noUnitFree' : 'outOfStock' };
  return { kind: line.rental ? 'onlyFree' : 'onlyInStock', n: line.maxQuantity };
}
