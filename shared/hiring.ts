/**
 * Hiring a machine with its operator: the price rules, one place for the quote a farmer sees before booking,
 * the bill after the work, and the cancellation terms. Pure functions over plain data; money is integer paise
 * (shared/money.ts) and quantities are integer thousandths of an acre or of an hour ("milli"), so 1 gunta is
 * exactly 25 milli-acres and no floating point sum ever reaches a price.
 *
 * The rules:
 * - Work: per acre, area x rate; per hour, the estimated hours x rate, where the estimate is the area divided
 *   by the crew's work rate (acres an hour), rounded up to the next quarter hour. The bill uses the measured
 *   acres or hours instead. A part of a rupee is rounded half up to the paisa.
 * - Travel: the straight-line distance from the centre to the field, rounded up to a whole km; the km beyond
 *   the centre's free distance are charged at its rate per km (one way).
 * - Minimum: the total (work + travel) is at least the service's minimum charge.
 * - Advance: a share of the quoted total (25 % unless the centre sets another), rounded up to a whole rupee and
 *   never more than the total; paid by card when booking. The balance is the bill less the advance.
 * - Over the quote: a bill may exceed the quoted total by at most OVER_QUOTE_ALLOWED_PERCENT (10 %); a larger
 *   bill waits for the farmer's acceptance.
 * - Cancelling: free up to 24 hours before the slot starts (the advance is refunded in full); later, the
 *   centre keeps the advance, since the crew's day was held and cannot be offered again in time. A centre
 *   that cancels always refunds in full.
 */
import { assertPaise, type Paise } from './money.js';

export const hireOperations = [
  'ploughing',
  'rotavating',
  'puddling',
  'sowing',
  'transplanting',
  'paddy_harvesting',
  'other_harvesting',
  'threshing',
  'spraying',
  'baling',
] as const;
export type HireOperation = (typeof hireOperations)[number];

export const hireUnits = ['acre', 'hour'] as const;
export type HireUnit = (typeof hireUnits)[number];

export const hireSlots = ['morning', 'afternoon', 'whole_day'] as const;
export type HireSlot = (typeof hireSlots)[number];

/** Half days a slot occupies of one crew. */
export type HalfDay = 'am' | 'pm';

export const MILLI = 1000;
export const GUNTAS_PER_ACRE = 40;
/** 1 gunta = 1/40 acre = 25 milli-acres, exactly. */
export const MILLI_ACRES_PER_GUNTA = MILLI / GUNTAS_PER_ACRE;
export const DEFAULT_ADVANCE_PERCENT = 25;
/** A bill may be this much above the quote without the farmer's acceptance. */
export const OVER_QUOTE_ALLOWED_PERCENT = 10;
/** Days ahead the search looks for a free crew from the day asked. */
export const SEARCH_DAYS = 30;
/** How far ahead of tomorrow a job (or a place on a waiting list) may be booked. */
export const BOOKING_HORIZON_DAYS = 60;
/** Cancelling at least this long before the slot starts is free. */
export const FREE_CANCELLATION_MS = 24 * 60 * 60 * 1000;
/** Estimated hours are rounded up to a quarter hour. */
const HOUR_ROUNDING_MILLI = 250;

/** Slots start at these Kolkata times: 07:00 for the morning and the whole day, 13:00 for the afternoon. */
const SLOT_START_MINUTES: Record<HireSlot, number> = { morning: 7 * 60, afternoon: 13 * 60, whole_day: 7 * 60 };
const KOLKATA_OFFSET_MINUTES = 5 * 60 + 30;

export function guntasToMilliAcres(guntas: number): number {
  if (!Number.isSafeInteger(guntas) || guntas < 0) throw new RangeError(`Not a whole number of guntas: ${guntas}`);
  return guntas * MILLI_ACRES_PER_GUNTA;
}

/** Whole guntas in an area, rounded to the nearest gunta (an area entered in acres may fall between two). */
export function milliAcresToGuntas(milliAcres: number): number {
  return Math.round(milliAcres / MILLI_ACRES_PER_GUNTA);
}

/** 3.2 acres -> 3200; refuses more precision than a thousandth. */
export function toMilli(value: number): number {
  const milli = Math.round(value * MILLI);
  if (!Number.isFinite(value) || value < 0 || Math.abs(milli - value * MILLI) > 1e-6) {
    throw new RangeError(`Not a quantity to a thousandth: ${value}`);
  }
  return milli;
}

export function fromMilli(milli: number): number {
  return milli / MILLI;
}

/** "3 acres 8 guntas" style split of an area. */
export function acresAndGuntas(milliAcres: number): { acres: number; guntas: number } {
  const totalGuntas = milliAcresToGuntas(milliAcres);
  return { acres: Math.floor(totalGuntas / GUNTAS_PER_ACRE), guntas: totalGuntas % GUNTAS_PER_ACRE };
}

/** What pricing needs of a centre's service. */
export interface HireRates {
  unit: HireUnit;
  /** Paise per acre or per hour. */
  rate: Paise;
  minimumCharge: Paise;
  travelPerKm: Paise;
  freeKm: number;
  /** Per-hour services: acres a crew works in an hour, in milli-acres (estimates the hours from the area). */
  acresPerHourMilli: number | null;
  advancePercent: number;
}

export interface HirePrice {
  /** Acres or hours charged, in milli-units of the service's unit. */
  quantityMilli: number;
  unit: HireUnit;
  work: Paise;
  chargeableKm: number;
  travel: Paise;
  /** True when the minimum charge set the total. */
  minimumApplied: boolean;
  total: Paise;
}

export interface HireQuote extends HirePrice {
  areaMilliAcres: number;
  advance: Paise;
  balance: Paise;
}

/** The rates of a service (or of a job, which keeps the rates it was quoted), without its other columns. */
export function hireRatesOf(s: HireRates): HireRates {
  const { unit, rate, minimumCharge, travelPerKm, freeKm, acresPerHourMilli, advancePercent } = s;
  return { unit, rate, minimumCharge, travelPerKm, freeKm, acresPerHourMilli, advancePercent };
}

/** rate x quantity / 1000, half up to the paisa. */
function charge(rate: Paise, quantityMilli: number): Paise {
  return assertPaise(Math.floor((rate * quantityMilli + MILLI / 2) / MILLI));
}

/** Whole km charged for the distance, beyond the free km. */
export function chargeableKm(distanceKm: number, freeKm: number): number {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`Not a distance: ${distanceKm}`);
  // A rounding hair above a whole km (10.0000001 from floating point) is still 10 km.
  return Math.max(0, Math.ceil(distanceKm - 1e-6) - freeKm);
}

/** Estimated hours (milli) for an area at the crew's work rate, rounded up to a quarter hour. */
export function estimatedHoursMilli(areaMilliAcres: number, acresPerHourMilli: number): number {
  if (!(acresPerHourMilli > 0)) throw new RangeError('A per-hour service needs the acres a crew works in an hour');
  const exact = (areaMilliAcres * MILLI) / acresPerHourMilli;
  return Math.ceil(exact / HOUR_ROUNDING_MILLI - 1e-9) * HOUR_ROUNDING_MILLI;
}

/** The quantity a quote charges: the area itself per acre, the estimated hours per hour. */
export function quotedQuantityMilli(rates: HireRates, areaMilliAcres: number): number {
  return rates.unit === 'acre' ? areaMilliAcres : estimatedHoursMilli(areaMilliAcres, rates.acresPerHourMilli ?? 0);
}

/** Work + travel, at least the minimum, for a quantity of the service's unit. */
export function priceFor(rates: HireRates, quantityMilli: number, distanceKm: number): HirePrice {
  const work = charge(rates.rate, quantityMilli);
  const km = chargeableKm(distanceKm, rates.freeKm);
  const travel = assertPaise(km * rates.travelPerKm);
  const minimumApplied = work + travel < rates.minimumCharge;
  return {
    quantityMilli,
    unit: rates.unit,
    work,
    chargeableKm: km,
    travel,
    minimumApplied,
    total: minimumApplied ? rates.minimumCharge : work + travel,
  };
}

/** The advance share of a total, rounded up to a whole rupee, never above the total. */
export function advanceFor(total: Paise, advancePercent: number = DEFAULT_ADVANCE_PERCENT): Paise {
  if (!Number.isInteger(advancePercent) || advancePercent < 0 || advancePercent > 100) {
    throw new RangeError(`Not an advance share: ${advancePercent}`);
  }
  return Math.min(total, Math.ceil((total * advancePercent) / 100 / 100) * 100);
}

/** The full price before booking: what the farmer will pay for this area at this distance, and the advance now. */
export function quoteHire(rates: HireRates, areaMilliAcres: number, distanceKm: number): HireQuote {
  const price = priceFor(rates, quotedQuantityMilli(rates, areaMilliAcres), distanceKm);
  const advance = advanceFor(price.total, rates.advancePercent);
  return { ...price, areaMilliAcres, advance, balance: price.total - advance };
}

/** True when a bill goes more than OVER_QUOTE_ALLOWED_PERCENT above the quote: the farmer has to accept it first. */
export function needsFarmerAcceptance(billTotal: Paise, quotedTotal: Paise): boolean {
  return billTotal * 100 > quotedTotal * (100 + OVER_QUOTE_ALLOWED_PERCENT);
}

export interface HireBill extends HirePrice {
  quotedTotal: Paise;
  advancePaid: Paise;
  /** What is left to pay; zero when the advance covered it (an advance above the bill is not returned here). */
  balance: Paise;
  needsAcceptance: boolean;
}

/**
 * The bill after the work: the measured acres or hours x rate + the same travel as quoted, at least the minimum,
 * less the advance paid.
 */
export function billHire(
  rates: HireRates,
  measuredMilli: number,
  distanceKm: number,
  quotedTotal: Paise,
  advancePaid: Paise,
): HireBill {
  const price = priceFor(rates, measuredMilli, distanceKm);
  return {
    ...price,
    quotedTotal,
    advancePaid,
    balance: Math.max(0, price.total - advancePaid),
    needsAcceptance: needsFarmerAcceptance(price.total, quotedTotal),
  };
}

/** The instant a slot starts on a Kolkata calendar day. */
export function slotStart(day: string, slot: HireSlot): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + (SLOT_START_MINUTES[slot] - KOLKATA_OFFSET_MINUTES) * 60_000);
}

export function halvesOf(slot: HireSlot): HalfDay[] {
  return slot === 'morning' ? ['am'] : slot === 'afternoon' ? ['pm'] : ['am', 'pm'];
}

/** What a crew can do in a slot, in milli-units of the service's unit: half its day for a half-day slot. */
export function slotCapacityMilli(capacityPerCrewDayMilli: number, slot: HireSlot): number {
  return slot === 'whole_day' ? capacityPerCrewDayMilli : Math.floor(capacityPerCrewDayMilli / 2);
}

export interface CancellationTerms {
  free: boolean;
  refund: Paise;
  kept: Paise;
}

/** Free up to 24 hours before the slot starts; later the centre keeps the advance. */
export function cancellationTerms(start: Date, now: Date, advancePaid: Paise): CancellationTerms {
  const free = start.getTime() - now.getTime() >= FREE_CANCELLATION_MS;
  return free ? { free, refund: advancePaid, kept: 0 } : { free, refund: 0, kept: advancePaid };
}

/** Great-circle distance in km (the same sphere as Postgres earthdistance: radius 6378.168 km). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.min(1, Math.sqrt(h)));
}
