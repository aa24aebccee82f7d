/**
 * The usual rates of hired farm work in a district, per work and unit: a provider's rate inside the band is listed
 * at once; a rate outside it waits for the shop's owner (server/modules/providers). Bands are in paise per acre or
 * per hour, both ends included, from what custom hiring centres and tractor owners in southern Karnataka charged in
 * the 2025-26 seasons; a district with different prices overrides the default for the works it names.
 * Pure data and functions: no clock, no I/O.
 */
import type { HireOperation, HireUnit } from './hiring.js';

export interface RateBand {
  /** Lowest usual rate, paise per unit. */
  low: number;
  /** Highest usual rate, paise per unit. */
  high: number;
}

type Bands = Record<HireOperation, Record<HireUnit, RateBand>>;

const r = (lowRupees: number, highRupees: number): RateBand => ({ low: lowRupees * 100, high: highRupees * 100 });

/** Karnataka's usual band, for any district without its own. */
export const DEFAULT_RATE_BANDS: Bands = {
  ploughing: { acre: r(1000, 2000), hour: r(800, 1400) },
  rotavating: { acre: r(1200, 2200), hour: r(900, 1500) },
  puddling: { acre: r(1400, 2500), hour: r(900, 1600) },
  sowing: { acre: r(600, 1200), hour: r(700, 1300) },
  transplanting: { acre: r(3000, 5000), hour: r(1500, 2500) },
  paddy_harvesting: { acre: r(1800, 3000), hour: r(2000, 3200) },
  other_harvesting: { acre: r(1500, 2800), hour: r(1800, 3000) },
  threshing: { acre: r(1000, 2000), hour: r(800, 1500) },
  spraying: { acre: r(300, 700), hour: r(400, 800) },
  baling: { acre: r(1200, 2500), hour: r(1200, 2000) },
};

/** Districts whose usual rates differ from the default, by the English district name as centres write it. */
export const DISTRICT_RATE_BANDS: Readonly<
  Record<string, Partial<Record<HireOperation, Partial<Record<HireUnit, RateBand>>>>>
> = {
  // Around the city, labour and diesel cost more.
  'Bengaluru Urban': { ploughing: { acre: r(1200, 2400), hour: r(1000, 1700) } },
  'Bengaluru Rural': { ploughing: { acre: r(1100, 2200), hour: r(900, 1600) } },
};

function districtKey(district: string): string {
  return district.trim().toLowerCase().replace(/\s+/g, ' ');
}

const byDistrict = new Map(Object.entries(DISTRICT_RATE_BANDS).map(([name, bands]) => [districtKey(name), bands]));

/** The usual band of a work and unit in a district (the default where the district has none of its own). */
export function rateBand(district: string, operation: HireOperation, unit: HireUnit): RateBand {
  return byDistrict.get(districtKey(district))?.[operation]?.[unit] ?? DEFAULT_RATE_BANDS[operation][unit];
}

export type RateCheck = { within: true; band: RateBand } | { within: false; band: RateBand; side: 'below' | 'above' };

/** Whether a rate (paise per unit) is inside the district's usual band; outside it needs the shop's approval. */
export function checkRate(q: { district: string; operation: HireOperation; unit: HireUnit; rate: number }): RateCheck {
  const band = rateBand(q.district, q.operation, q.unit);
  if (q.rate < band.low) return { within: false, band, side: 'below' };
  if (q.rate > band.high) return { within: false, band, side: 'above' };
  return { within: true, band };
}
