/**
 * The village-by-village planner on one district's peak week (issue 25, item 5): 500 synthetic jobs (seeded, the
 * same every run) in Mandya's villages from the gazetteer, planned for one centre's crews, against first come,
 * first served with the same crews, days and windows. Reports total travel km, the ratio, and the waits.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDays } from '../../shared/rental.js';
import {
  daysFrom,
  planFirstCome,
  planVillages,
  type Plan,
  type PlannerInput,
  type PlannerJob,
} from '../../shared/village-planner.js';
import { machine, type BenchResult, type Cell } from './lib/report.js';
import { percentile, round } from './lib/stats.js';

const JOBS = 500;
const DISTRICT = 'Mandya';
/** The centre: Mandya town (571401). */
const CENTRE_PIN = '571401';
const CREWS = 16;
/** A rotavator crew's day: 8 acres, at most 6 fields. */
const CAPACITY_MILLI_ACRES = 8000;
const ACRES = CAPACITY_MILLI_ACRES / 1000;
const STOPS = 6;
const MAX_WAIT_DAYS = 2;
const WEEK_START = '2026-12-07';
/** Days planned: the peak week, and a few after it for the week's last requests. */
const PLAN_DAYS = 10;
const SEED = 20261130;

export const VILLAGE_PLANNER_TARGETS = { kmRatio: 0.75 };

/** mulberry32: a small seeded generator, so every run plans the same jobs. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Gazetteer {
  pins: Record<string, [number, number, string]>;
  places: [string, string, string][];
}

/** The district's villages, each at its PIN code's point (as the gazetteer places them). */
function villagesOf(district: string) {
  const file = fileURLToPath(new URL('../../server/modules/hiring/gazetteer/karnataka.json', import.meta.url));
  const g = JSON.parse(readFileSync(file, 'utf8')) as Gazetteer;
  const villages = g.places
    .filter(([, pin]) => g.pins[pin]?.[2] === district)
    .map(([name, pin]) => ({ name: `${name} ${pin}`, lat: g.pins[pin]![0], lon: g.pins[pin]![1] }));
  const centre = g.pins[CENTRE_PIN]!;
  return { villages, depot: { lat: centre[0], lon: centre[1] } };
}

/** The peak week's jobs: most ask for the week's first days; a field lies within ~1.5 km of its village's point. */
export function peakWeek(jobs = JOBS, seed = SEED): PlannerInput {
  const random = seeded(seed);
  const { villages, depot } = villagesOf(DISTRICT);
  const list: PlannerJob[] = [];
  for (let i = 0; i < jobs; i++) {
    const village = villages[Math.floor(random() * villages.length)]!;
    const day = addDays(WEEK_START, Math.min(6, Math.floor(random() * random() * 8)));
    const flexible = random() < 0.7;
    list.push({
      id: `job-${String(i).padStart(3, '0')}`,
      seq: i + 1,
      village: village.name,
      lat: village.lat + (random() - 0.5) * 0.027,
      lon: village.lon + (random() - 0.5) * 0.027,
      // 0.5 to 3 acres, in guntas (25 milli-acres).
      quantity: (20 + Math.floor(random() * 101)) * 25,
      earliestDay: day,
      latestDay: addDays(day, flexible ? 6 : 2),
    });
  }
  return {
    depot,
    days: daysFrom(WEEK_START, PLAN_DAYS),
    crews: CREWS,
    capacityPerCrewDay: CAPACITY_MILLI_ACRES,
    stopsPerCrewDay: STOPS,
    maxWaitDays: MAX_WAIT_DAYS,
    jobs: list,
  };
}

function waits(input: PlannerInput, plan: Plan): number[] {
  return input.jobs
    .filter((j) => j.id in plan.dayOf)
    .map((j) => Math.round((Date.parse(plan.dayOf[j.id]!) - Date.parse(j.earliestDay)) / 86_400_000));
}

function row(what: string, input: PlannerInput, plan: Plan, ms: number): Cell[] {
  const w = waits(input, plan);
  const planned = input.jobs.length - plan.unplaced.length;
  return [
    what,
    planned,
    plan.unplaced.length,
    round(plan.totalKm),
    round(plan.totalKm / Math.max(1, planned), 2),
    round(w.reduce((s, x) => s + x, 0) / Math.max(1, w.length), 2),
    percentile(w, 95),
    plan.longestWaitDays,
    plan.skips.length,
    round(ms),
  ];
}

export async function villagePlannerBench(): Promise<BenchResult> {
  const started = performance.now();
  const input = peakWeek();
  const t0 = performance.now();
  const villages = planVillages(input);
  const t1 = performance.now();
  const firstCome = planFirstCome(input);
  const t2 = performance.now();
  const ratio = villages.totalKm / firstCome.totalKm;
  const reasons = new Map<string, number>();
  for (const s of villages.skips) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  const headers = [
    'plan',
    'jobs planned',
    'unplaced',
    'total km',
    'km / job',
    'mean wait (days)',
    'p95 wait',
    'longest wait',
    'skips',
    'plan ms',
  ];
  return {
    name: 'village-planner',
    machine: machine(),
    durationMs: performance.now() - started,
    tables: [
      {
        title: `${JOBS} jobs, ${DISTRICT} peak week: ${CREWS} crews x ${ACRES} acres, ${STOPS} fields`,
        headers,
        rows: [
          row('village by village', input, villages, t1 - t0),
          row('first come, first served', input, firstCome, t2 - t1),
        ],
        notes: [
          `travel of the planner against first come: ${round(ratio * 100)} % (the same crews, days and windows)`,
          `skips by reason: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
          `seed ${SEED}; waiting-age bound ${MAX_WAIT_DAYS} days; windows 3 or 7 days from the day asked`,
        ],
      },
    ],
    targets: [
      {
        what: 'planner travel / first-come travel',
        goal: `<= ${VILLAGE_PLANNER_TARGETS.kmRatio}`,
        measured: String(round(ratio, 3)),
        met: ratio <= VILLAGE_PLANNER_TARGETS.kmRatio,
      },
      {
        what: 'longest wait (days past the day asked), against first come',
        goal: `<= ${firstCome.longestWaitDays}`,
        measured: String(villages.longestWaitDays),
        met: villages.longestWaitDays <= firstCome.longestWaitDays,
      },
      {
        what: 'jobs left unplanned, beyond first come',
        goal: `<= ${firstCome.unplaced.length}`,
        measured: String(villages.unplaced.length),
        met: villages.unplaced.length <= firstCome.unplaced.length,
      },
    ],
    data: {
      villages: { totalKm: villages.totalKm, longestWaitDays: villages.longestWaitDays, skips: villages.skips.length },
      firstCome: { totalKm: firstCome.totalKm, longestWaitDays: firstCome.longestWaitDays },
      ratio,
    },
  };
}
