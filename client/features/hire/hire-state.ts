import {
  hireOperations,
  hireSlots,
  MILLI_ACRES_PER_GUNTA,
  type HireOperation,
  type HireSlot,
} from '../../../shared/hiring';
import { addDays } from '../../../shared/rental';
import { hireSearchInput, type HireSearchInput } from '../../../shared/schemas/hiring';

/**
 * What /hire shows lives in its address, so a search can be shared and a farmer who signs up on the way comes
 * back to the same centre, day and slot. The server reads the same address to render the results (see
 * client/public-pages.ts), with the same input the page's query asks, so hydration finds them in the cache.
 */
export interface HireState {
  op: HireOperation | null;
  place: string;
  lat: number | null;
  lon: number | null;
  area: string;
  unit: 'acre' | 'gunta';
  day: string;
  /**
   * The day the farmer asked for when "Book this centre" moved the booking to the centre's earliest free day: the
   * page then says the day moved instead of calling the new day theirs. Null when the day is the farmer's own.
   */
  asked: string | null;
  service: number | null;
  slot: HireSlot | null;
}

export function readHireState(search: string, today: string): HireState {
  const p = new URLSearchParams(search);
  const op = p.get('op');
  const num = (key: string) => {
    const value = Number(p.get(key));
    return p.get(key) !== null && Number.isFinite(value) ? value : null;
  };
  const slot = p.get('slot');
  return {
    op: (hireOperations as readonly string[]).includes(op ?? '') ? (op as HireOperation) : null,
    place: p.get('place') ?? '',
    lat: num('lat'),
    lon: num('lon'),
    area: p.get('area') ?? '',
    unit: p.get('unit') === 'gunta' ? 'gunta' : 'acre',
    day: p.get('day') ?? addDays(today, 1),
    asked: /^\d{4}-\d{2}-\d{2}$/.test(p.get('asked') ?? '') ? p.get('asked') : null,
    service: num('service'),
    slot: (hireSlots as readonly string[]).includes(slot ?? '') ? (slot as HireSlot) : null,
  };
}

export function writeHireState(state: HireState): string {
  const p = new URLSearchParams();
  if (state.op) p.set('op', state.op);
  if (state.place) p.set('place', state.place);
  if (state.lat !== null && state.lon !== null) {
    p.set('lat', String(state.lat));
    p.set('lon', String(state.lon));
  }
  if (state.area) p.set('area', state.area);
  if (state.unit === 'gunta') p.set('unit', 'gunta');
  p.set('day', state.day);
  if (state.asked && state.asked !== state.day) p.set('asked', state.asked);
  if (state.service !== null) p.set('service', String(state.service));
  if (state.slot) p.set('slot', state.slot);
  return p.toString();
}

/** The area in milli-acres, or null while it is not a usable number (whole guntas, an acre to a thousandth). */
export function hireAreaMilliAcres(state: Pick<HireState, 'area' | 'unit'>): number | null {
  const value = Number(state.area.replace(',', '.'));
  if (!state.area || !Number.isFinite(value) || value <= 0) return null;
  const milli = state.unit === 'gunta' ? Math.round(value) * MILLI_ACRES_PER_GUNTA : Math.round(value * 1000);
  return milli >= MILLI_ACRES_PER_GUNTA && milli <= 200_000 ? milli : null;
}

/** The search the address asks for, or null until it names the work, the field and its size (or names them wrongly). */
export function hireSearchOf(state: HireState): HireSearchInput | null {
  const area = hireAreaMilliAcres(state);
  if (state.op === null || state.lat === null || state.lon === null || area === null) return null;
  const input = { operation: state.op, lat: state.lat, lon: state.lon, areaMilliAcres: area, day: state.day };
  return hireSearchInput.safeParse(input).success ? input : null;
}
