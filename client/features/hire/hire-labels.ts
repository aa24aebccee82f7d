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
import {
  GUNTAS_PER_ACRE,
  fromMilli,
  milliAcresToGuntas,
  type HireOperation,
  type HireSlot,
  type HireUnit,
} from '../../../shared/hiring';
import type { HireJobStatus } from '../../../shared/hire-job-life';

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
