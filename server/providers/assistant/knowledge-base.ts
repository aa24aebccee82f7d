/**
 * The curated bilingual knowledge base of the offline farming assistant (used when no LLM key is configured):
 * seasons, crops, soils, water, irrigation, machines (choosing, safety, maintenance), renting and schemes.
 * The entries live in ./knowledge/, split by subject; this module joins them in one list.
 */

import type { KnowledgeEntry } from './knowledge/types.js';
import { seasonEntries } from './knowledge/seasons.js';
import { soilTypeEntries } from './knowledge/soils.js';
import { soilHealthEntries } from './knowledge/soil-health.js';
import { waterEntries } from './knowledge/water.js';
import { irrigationEntries } from './knowledge/irrigation.js';
import { cerealCropEntries } from './knowledge/crops-cereals.js';
import { pulseOilseedCropEntries } from './knowledge/crops-pulses-oilseeds.js';
import { cashCropEntries } from './knowledge/crops-cash.js';
import { plantationCropEntries } from './knowledge/crops-plantation.js';
import { vegetableCropEntries } from './knowledge/crops-vegetables.js';
import { machineEntries } from './knowledge/machines.js';
import { tillageMachineEntries } from './knowledge/machines-tillage.js';
import { moreMachineEntries } from './knowledge/machines-more.js';
import { sprayerEntries } from './knowledge/sprayers.js';
import { smallMachineEntries } from './knowledge/machines-small.js';
import { rentingEntries } from './knowledge/renting.js';
import { schemeEntries } from './knowledge/schemes.js';

export type { KnowledgeEntry, CategoryKey } from './knowledge/types.js';

export const knowledgeBase: KnowledgeEntry[] = [
  ...seasonEntries,
  ...soilTypeEntries,
  ...soilHealthEntries,
  ...waterEntries,
  ...irrigationEntries,
  ...cerealCropEntries,
  ...pulseOilseedCropEntries,
  ...cashCropEntries,
  ...plantationCropEntries,
  ...vegetableCropEntries,
  ...machineEntries,
  ...tillageMachineEntries,
  ...moreMachineEntries,
  ...sprayerEntries,
  ...smallMachineEntries,
  ...rentingEntries,
  ...schemeEntries,
];
