import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartLineKey,
  findLine,
  lineRentalDays,
  lineTotal,
  mergeCarts,
  removeLine,
  setRentalDates,
  subtotal,
  totalItems,
  updateQuantity,
  type CartLine,
  type NewCartItem,
} from './cart.js';
import { addDays } from './rental.js';

const dec1 = { start: '2026-12-01', end: '2026-12-04' };
const dec10 = { start: '2026-12-10', end: '2026-12-11' };

const anyPeriod = fc
  .record({ offset: fc.integer({ min: 0, max: 300 }), days: fc.integer({ min: 1, max: 92 }) })
  .map(({ offset, days }) => {
    const start = addDays('2026-11-22', offset);
    return { start, end: addDays(start, days) };
  });

const anyItem: fc.Arbitrary<NewCartItem> = fc.oneof(
  fc.record({ productId: fc.integer({ min: 1, max: 6 }), rental: fc.constant(false as const) }),
  fc.record({ productId: fc.integer({ min: 1, max: 6 }), rental: fc.constant(true as const), period: anyPeriod }),
);

const anyCart: fc.Arbitrary<CartLine[]> = fc
  .array(fc.record({ item: anyItem, quantity: fc.integer({ min: 1, max: 20 }) }), { maxLength: 12 })
  .map((adds) => adds.reduce<CartLine[]>((lines, { item, quantity }) => addItem(lines, item, quantity), []));

function keys(lines: CartLine[]): string[] {
  return lines.map(cartLineKey);
}

describe('addItem', () => {
  it('adds a new line with quantity 1 at the end', () => {
    const lines = addItem(addItem([], { productId: 1, rental: false }), { productId: 2, rental: true, period: dec1 });
    expect(lines).toEqual([
      { productId: 1, rental: false, quantity: 1 },
      { productId: 2, rental: true, quantity: 1, start: dec1.start, end: dec1.end },
    ]);
  });

  it('raises the quantity of the same product bought again', () => {
    const once = addItem([], { productId: 1, rental: false });
    expect(addItem(once, { productId: 1, rental: false })).toEqual([{ productId: 1, rental: false, quantity: 2 }]);
  });

  it('raises the quantity of the same product rented again and takes the new dates', () => {
    const once = addItem([], { productId: 1, rental: true, period: dec1 });
    expect(addItem(once, { productId: 1, rental: true, period: dec10 })).toEqual([
      { productId: 1, rental: true, quantity: 2, start: dec10.start, end: dec10.end },
    ]);
  });

  it('keeps buying and renting the same product as two lines', () => {
    const lines = addItem(addItem([], { productId: 1, rental: false }), { productId: 1, rental: true, period: dec1 });
    expect(keys(lines)).toEqual(['1:false', '1:true']);
  });

  it('never changes its input', () => {
    const lines = Object.freeze([Object.freeze({ productId: 1, rental: false as const, quantity: 1 })]);
    expect(() => addItem(lines, { productId: 1, rental: false })).not.toThrow();
    expect(lines[0]!.quantity).toBe(1);
  });

  it('keeps one line per product and rental flag, and counts every unit added', () => {
    fc.assert(
      fc.property(anyCart, anyItem, fc.integer({ min: 1, max: 5 }), (lines, item, quantity) => {
        const after = addItem(lines, item, quantity);
        expect(new Set(keys(after)).size).toBe(after.length);
        expect(totalItems(after)).toBe(totalItems(lines) + quantity);
        const line = findLine(after, item)!;
        expect(line.quantity).toBe((findLine(lines, item)?.quantity ?? 0) + quantity);
        if (item.rental && line.rental) expect({ start: line.start, end: line.end }).toEqual(item.period);
      }),
    );
  });
});

describe('updateQuantity and removeLine', () => {
  const lines = addItem(addItem([], { productId: 1, rental: false }), { productId: 2, rental: true, period: dec1 });

  it('sets the quantity of one line', () => {
    expect(updateQuantity(lines, { productId: 2, rental: true }, 4)[1]!.quantity).toBe(4);
    expect(updateQuantity(lines, { productId: 2, rental: true }, 4)[0]).toEqual(lines[0]);
  });

  it('removes the line at a quantity of 0 or less', () => {
    fc.assert(
      fc.property(anyCart, fc.integer({ min: -1000, max: 0 }), (cart, quantity) => {
        fc.pre(cart.length > 0);
        const target = cart[0]!;
        const after = updateQuantity(cart, target, quantity);
        expect(findLine(after, target)).toBeUndefined();
        expect(after).toEqual(removeLine(cart, target));
        expect(totalItems(after)).toBe(totalItems(cart) - target.quantity);
      }),
    );
  });

  it('refuses a fractional quantity', () => {
    expect(() => updateQuantity(lines, { productId: 1, rental: false }, 1.5)).toThrow(RangeError);
  });

  it('removes only the named line', () => {
    expect(removeLine(lines, { productId: 1, rental: true })).toEqual(lines);
    expect(removeLine(lines, { productId: 1, rental: false })).toEqual([lines[1]]);
  });
});

describe('setRentalDates', () => {
  it('moves the rental line of the product and recounts its days', () => {
    const lines = addItem(addItem([], { productId: 1, rental: false }), { productId: 1, rental: true, period: dec1 });
    const moved = setRentalDates(lines, 1, dec10);
    expect(moved[0]).toEqual(lines[0]);
    expect(moved[1]).toMatchObject({ start: dec10.start, end: dec10.end, quantity: 1 });
    expect(lineRentalDays(lines[1]!)).toBe(3);
    expect(lineRentalDays(moved[1]!)).toBe(1);
    expect(lineRentalDays(moved[0]!)).toBeNull();
  });
});

describe('mergeCarts', () => {
  it('adds up the same product and rental flag, and the guest rental dates win', () => {
    const saved = addItem(addItem([], { productId: 1, rental: false }), { productId: 2, rental: true, period: dec1 });
    const guest = addItem(addItem([], { productId: 2, rental: true, period: dec10 }, 2), {
      productId: 3,
      rental: false,
    });
    expect(mergeCarts(saved, guest)).toEqual([
      { productId: 1, rental: false, quantity: 1 },
      { productId: 2, rental: true, quantity: 3, start: dec10.start, end: dec10.end },
      { productId: 3, rental: false, quantity: 1 },
    ]);
  });

  it('loses no unit and no line, and merging an empty cart changes nothing', () => {
    fc.assert(
      fc.property(anyCart, anyCart, (saved, guest) => {
        const merged = mergeCarts(saved, guest);
        expect(totalItems(merged)).toBe(totalItems(saved) + totalItems(guest));
        expect(new Set(keys(merged))).toEqual(new Set([...keys(saved), ...keys(guest)]));
        expect(new Set(keys(merged)).size).toBe(merged.length);
        expect(mergeCarts(saved, [])).toEqual(saved);
        expect(mergeCarts([], guest)).toEqual(guest);
      }),
    );
  });
});

describe('totals', () => {
  it('prices a purchase as price x quantity and a rental as daily price x quantity x days', () => {
    expect(lineTotal(71_000_000, { productId: 1, rental: false, quantity: 2 })).toBe(142_000_000);
    expect(lineTotal(200_000, { productId: 1, rental: true, quantity: 2, ...dec1 })).toBe(1_200_000);
  });

  it('sums line totals and quantities exactly in paise', () => {
    fc.assert(
      fc.property(anyCart, fc.integer({ min: 1, max: 100_000_000 }), (cart, price) => {
        const priced = cart.map((line) => ({ lineTotal: lineTotal(price, line) }));
        const expected = cart.reduce((sum, l) => sum + price * l.quantity * (l.rental ? lineRentalDays(l)! : 1), 0);
        expect(subtotal(priced)).toBe(expected);
        expect(Number.isSafeInteger(subtotal(priced))).toBe(true);
        expect(totalItems(cart)).toBe(cart.reduce((sum, l) => sum + l.quantity, 0));
      }),
    );
  });
});
