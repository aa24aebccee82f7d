import type { HireOperation } from '../../../shared/hiring.js';
import type { AppDeps } from '../../deps.js';
import { type HireRateOfProduct, lowestHireRatesOfProduct } from './hire-offers-for-product.repository.js';

/**
 * The product page's hire line: the lowest rate a centre asks for this machine with its driver, per acre and per
 * hour (a rate per acre and one per hour cannot be compared, so each stands alone), and the work when there is
 * only one kind, so the line can open /hire on it. Null when no active centre offers the machine with a driver.
 */
export interface HireOfferOfProduct {
  perAcre: number | null;
  perHour: number | null;
  operation: HireOperation | null;
}

export function hireOfferOf(rates: readonly HireRateOfProduct[]): HireOfferOfProduct | null {
  if (rates.length === 0) return null;
  const lowest = (unit: 'acre' | 'hour') => {
    const of = rates.filter((r) => r.unit === unit).map((r) => Number(r.lowestRate));
    return of.length === 0 ? null : Math.min(...of);
  };
  const operations = new Set(rates.map((r) => r.operation));
  return {
    perAcre: lowest('acre'),
    perHour: lowest('hour'),
    operation: operations.size === 1 ? rates[0]!.operation : null,
  };
}

export const hireOffersForProduct = {
  async ofProduct(deps: Pick<AppDeps, 'db'>, productId: number): Promise<HireOfferOfProduct | null> {
    return hireOfferOf(await lowestHireRatesOfProduct(deps.db, productId));
  },
};
