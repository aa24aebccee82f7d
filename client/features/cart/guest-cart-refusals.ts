import type { Refusal } from '../../../shared/refusals';
import { BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS, type RentalPeriodProblem } from '../../../shared/rental';

/** The refusal of rental days the shared rule finds wrong, as the server gives it. */
export function periodRefusal(problem: RentalPeriodProblem): Refusal {
  return {
    reason: 'RENTAL_DATES_INVALID',
    params: { problem, maxDays: MAX_RENTAL_DAYS, horizonDays: BOOKING_HORIZON_DAYS },
  };
}

/**
 * The refusal a priced line implies, if any, with the reason and parameters the server would give: how the guest
 * cart, checked against the server's prices and free units, refuses what a signed-in cart would be refused.
 */
export function guestLineRefusal(line: {
  rental: boolean;
  name: string;
  nameKn: string;
  quantity: number;
  maxQuantity: number;
  start: string | null;
  end: string | null;
  problem: 'unavailable' | 'dates_passed' | 'exceeds_available' | null;
}): Refusal | null {
  const product = { name: line.name, nameKn: line.nameKn };
  if (line.problem === 'unavailable') {
    return line.rental
      ? { reason: 'NOT_FOR_RENT', params: { product } }
      : { reason: 'NOT_FOR_SALE', params: { product } };
  }
  if (line.problem === 'dates_passed') return periodRefusal('past');
  if (line.quantity <= line.maxQuantity) return null;
  if (!line.rental || !line.start || !line.end)
    return { reason: 'OUT_OF_STOCK', params: { product, available: line.maxQuantity } };
  return {
    reason: 'RENTAL_DAYS_TAKEN',
    params: { product, from: line.start, to: line.end, available: line.maxQuantity },
  };
}
