import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Combine,
  Droplets,
  Layers,
  Leaf,
  type LucideIcon,
  Package,
  Shovel,
  Sprout,
  SprayCan,
  Tractor,
  Wheat,
} from 'lucide-react';
import { formatCalendarDay } from '../../../shared/format-date';
import {
  GUNTAS_PER_ACRE,
  SEARCH_DAYS,
  fromMilli,
  milliAcresToGuntas,
  type HireOperation,
  type HireSlot,
  type HireUnit,
} from '../../../shared/hiring';
import type { HireJobStatus } from '../../../shared/hire-job-life';
import type { CalendarDay } from '../../../shared/rental';

/** The operations a farmer taps, with the words under each icon. */
export const operationLabels: Record<HireOperation, { label: MessageDescriptor; icon: LucideIcon }> = {
  ploughing: { label: msg`Ploughing`, icon: Tractor },
  rotavating: { label: msg`Rotavating`, icon: Layers },
  puddling: { label: msg`Puddling`, icon: Droplets },
  sowing: { label: msg`Sowing`, icon: Sprout },
  transplanting: { label: msg`Transplanting`, icon: Leaf },
  paddy_harvesting: { label: msg`Paddy harvesting`, icon: Wheat },
  other_harvesting: { label: msg`Other harvesting`, icon: Combine },
  threshing: { label: msg`Threshing`, icon: Shovel },
  spraying: { label: msg`Spraying`, icon: SprayCan },
  baling: { label: msg`Baling`, icon: Package },
};

export const slotLabels: Record<HireSlot, MessageDescriptor> = {
  morning: msg`Morning (from 7 am)`,
  afternoon: msg`Afternoon (from 1 pm)`,
  whole_day: msg`Whole day (from 7 am)`,
};

export const statusLabels: Record<HireJobStatus, MessageDescriptor> = {
  pending: msg`Waiting for the advance`,
  booked: msg`Booked`,
  crew_assigned: msg`Crew assigned`,
  on_the_way: msg`On the way`,
  working: msg`Working`,
  done: msg`Done`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
  expired: msg`Hold ran out`,
};

/** "3 acres (120 guntas)" — both units, always. */
export function areaText(i18n: I18n, milliAcres: number): string {
  const acres = fromMilli(milliAcres);
  const guntas = milliAcresToGuntas(milliAcres);
  return i18n._(msg`${acres} acres (${guntas} guntas)`);
}

export function quantityText(i18n: I18n, milli: number, unit: HireUnit): string {
  const n = fromMilli(milli);
  return unit === 'acre' ? i18n._(msg`${n} acres`) : i18n._(msg`${n} hours`);
}

export function perUnitText(i18n: I18n, unit: HireUnit): string {
  return unit === 'acre' ? i18n._(msg`per acre`) : i18n._(msg`per hour`);
}

export { GUNTAS_PER_ACRE };

/**
 * What an offer card says about its day, in words a farmer reads ('2 ಡಿಸೆಂಬರ್ 2026', never '2026-12-02'). `asked`
 * is the day the farmer searched for; `earliest` the centre's first free day (null: none in the window). When they
 * differ, the card says so, also after the farmer chose that centre (which moves the search to `earliest`): "Book this
 * centre" must never move the date silently and then say "Free on your date".
 */
export function freeDayText(i18n: I18n, asked: CalendarDay, earliest: CalendarDay | null): string {
  const locale = i18n.locale === 'kn' ? 'kn' : 'en';
  if (earliest === null) return i18n._(msg`No free day in the next ${SEARCH_DAYS} days`);
  if (earliest === asked) return i18n._(msg`Free on your date`);
  const day = formatCalendarDay(earliest, locale, 'long');
  const yours = formatCalendarDay(asked, locale, 'long');
  return i18n._(msg`Not free on ${yours}. Earliest free day: ${day}`);
}

/** The book button of an offer: it names the day it books when that is not the farmer's own. */
export function bookButtonText(i18n: I18n, asked: CalendarDay, earliest: CalendarDay): string {
  if (earliest === asked) return i18n._(msg`Book this centre`);
  const day = formatCalendarDay(earliest, i18n.locale === 'kn' ? 'kn' : 'en', 'long');
  return i18n._(msg`Book this centre for ${day}`);
}
