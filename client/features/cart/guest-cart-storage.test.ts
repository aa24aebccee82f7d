import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../shared/cart';
import { MAX_RENTAL_DAYS, addDays } from '../../../shared/rental';
import { cartLineSchema } from '../../../shared/schemas/cart';
import { parseGuestCart, serializeGuestCart, storedCartLine } from './guest-cart-storage';

const day = fc.integer({ min: -3, max: 200 }).map((offset) => addDays('2026-11-24', offset));
const anyValue = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(null), day);
/** Mostly whole numbers in range, sometimes just outside it or not whole numbers at all. */
const number = (max: number) =>
  fc.oneof(
    { arbitrary: fc.integer({ min: 1, max }), weight: 6 },
    { arbitrary: fc.constantFrom(0, -1, max + 1, 1.5, Number.NaN), weight: 1 },
    { arbitrary: anyValue, weight: 1 },
  );
const productId = number(2_147_483_647);
const quantity = number(MAX_LINE_QUANTITY);
const purchase = fc.record({ productId, rental: fc.constant(false), quantity });
const rental = fc.record({ productId, rental: fc.constant(true), quantity, start: day, end: day });
/** Lines near the edges of what the schema accepts: bad numbers, dates in the wrong order, extra or missing keys. */
const candidate = fc.oneof(
  purchase,
  rental,
  fc
    .tuple(fc.oneof(purchase, rental), fc.constantFrom('extra', 'start', 'rental', 'quantity'), anyValue)
    .map(([line, key, value]) => ({ ...line, [key]: value })),
  fc.record({ productId, rental: anyValue, quantity, start: day, end: day }, { requiredKeys: [] }),
);

describe('the stored guest cart', () => {
  it('keeps exactly the lines the cart line schema accepts, as the schema reads them', () => {
    fc.assert(
      fc.property(candidate, (line) => {
        const parsed = cartLineSchema.safeParse(line);
        expect(storedCartLine(line)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a purchase and a rental of the longest allowed period, and drops a longer one', () => {
    const rental = {
      productId: 7,
      rental: true,
      quantity: 2,
      start: '2026-12-01',
      end: addDays('2026-12-01', MAX_RENTAL_DAYS),
    } as const;
    const tooLong = { ...rental, productId: 8, end: addDays('2026-12-01', MAX_RENTAL_DAYS + 1) };
    const purchase = { productId: 3, rental: false, quantity: 1 } as const;
    const raw = JSON.stringify({ version: 1, lines: [purchase, rental, tooLong, 'junk'] });
    expect(parseGuestCart(raw)).toEqual([purchase, rental]);
    expect(parseGuestCart(serializeGuestCart([purchase, rental]))).toEqual([purchase, rental]);
    expect(parseGuestCart('{not json')).toEqual([]);
  });
});
