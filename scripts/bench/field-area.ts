/**
 * The area measurement of the operator's phone (shared/field-area.ts) over synthetic fields: rectangles and
 * irregular four- to six-sided fields of 0.5 to 10 acres around Mandya, walked at about 1 m/s with a fix a second,
 * each fix off by GPS noise. The noise is what a phone reporting 5 m accuracy means (5 m is the radius of 68 %
 * confidence: 3.3 m per axis), independent from fix to fix, plus one offset for the whole walk (as a phone's
 * error drifts slowly; it moves the field, not its area). A harsher row takes 5 m as the per-axis deviation.
 * Reports the p95 of the relative area error, how often the shown "±" held the truth, and walks refused.
 */
import geodesic from 'geographiclib-geodesic';
import { fieldArea, type GpsFix } from '../../shared/field-area.js';
import { machine, type BenchResult } from './lib/report.js';
import { percentile, round } from './lib/stats.js';

const WGS84 = geodesic.Geodesic.WGS84;
export const SQUARE_METRES_PER_ACRE = 4046.8564224;

/** A seeded generator (mulberry32), so a run can be repeated. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** The point `east` and `north` metres from (lat, lon), along the ellipsoid. */
export function offset(lat: number, lon: number, east: number, north: number): [number, number] {
  const metres = Math.hypot(east, north);
  if (metres === 0) return [lat, lon];
  const azimuth = (Math.atan2(east, north) * 180) / Math.PI;
  const to = WGS84.Direct(lat, lon, azimuth, metres);
  return [to.lat2!, to.lon2!];
}

/** The true geodesic area of a polygon of corners, m². */
export function trueArea(corners: ReadonlyArray<readonly [number, number]>): number {
  const polygon = WGS84.Polygon(false);
  for (const [lat, lon] of corners) polygon.AddPoint(lat, lon);
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}

/** A rectangle of `acres` around (lat, lon), `aspect` long to wide, turned by `turn` degrees. */
export function rectangleField(lat: number, lon: number, acres: number, aspect = 1, turn = 0): Array<[number, number]> {
  const area = acres * SQUARE_METRES_PER_ACRE;
  const long = Math.sqrt(area * aspect);
  const wide = area / long;
  const t = (turn * Math.PI) / 180;
  return [
    [-long / 2, -wide / 2],
    [long / 2, -wide / 2],
    [long / 2, wide / 2],
    [-long / 2, wide / 2],
  ].map(([x, y]) => offset(lat, lon, x! * Math.cos(t) - y! * Math.sin(t), x! * Math.sin(t) + y! * Math.cos(t)));
}

export interface WalkOptions {
  /** Metres a second. */
  speed?: number;
  /** Milliseconds between fixes. */
  intervalMs?: number;
  /** Per-axis standard deviation of each fix's own error, metres. */
  sigmaM?: number;
  /** Per-axis standard deviation of the walk's one offset, metres. */
  biasSigmaM?: number;
  /** The accuracy the phone reports with each fix, metres. */
  accuracyM?: number;
  startAt?: number;
  random?: () => number;
}

/** The fixes of a walk around the corners and back to the first, along the geodesic edges. */
export function walkField(corners: ReadonlyArray<readonly [number, number]>, options: WalkOptions = {}): GpsFix[] {
  const { speed = 1, intervalMs = 1000, sigmaM = 0, biasSigmaM = 0, accuracyM = 5, startAt = 0 } = options;
  const random = options.random ?? seeded(1);
  const bias = [gaussian(random) * biasSigmaM, gaussian(random) * biasSigmaM] as const;
  const step = (speed * intervalMs) / 1000;
  const truth: Array<[number, number]> = [];
  let carried = 0;
  for (let i = 0; i < corners.length; i++) {
    const [lat1, lon1] = corners[i]!;
    const [lat2, lon2] = corners[(i + 1) % corners.length]!;
    const line = WGS84.InverseLine(lat1, lon1, lat2, lon2);
    const length = line.s13;
    for (let s = carried; s < length; s += step) {
      const p = line.Position(s);
      truth.push([p.lat2!, p.lon2!]);
    }
    carried = (carried - length) % step;
    carried = carried < 0 ? carried + step : carried;
  }
  truth.push([corners[0]![0], corners[0]![1]]);
  return truth.map(([lat, lon], i) => {
    const [la, lo] = offset(lat, lon, bias[0] + gaussian(random) * sigmaM, bias[1] + gaussian(random) * sigmaM);
    return { lat: la, lon: lo, accuracyM, at: startAt + i * intervalMs };
  });
}

/** An irregular field: a rectangle's corners moved by up to a sixth of its size, with a fifth or sixth corner. */
function irregularField(random: () => number, lat: number, lon: number, acres: number): Array<[number, number]> {
  const sides = 4 + Math.floor(random() * 3);
  const radius = Math.sqrt((acres * SQUARE_METRES_PER_ACRE) / ((sides / 2) * Math.sin((2 * Math.PI) / sides)));
  const turn = random() * 2 * Math.PI;
  return Array.from({ length: sides }, (_, k) => {
    const angle = turn + (2 * Math.PI * k) / sides + (random() - 0.5) * 0.4;
    const r = radius * (1 + (random() - 0.5) * 0.3);
    return offset(lat, lon, r * Math.sin(angle), r * Math.cos(angle));
  });
}

interface Band {
  label: string;
  from: number;
  to: number;
}
const BANDS: Band[] = [
  { label: '0.5-1 acre', from: 0.5, to: 1 },
  { label: '1-2 acres', from: 1, to: 2 },
  { label: '2-5 acres', from: 2, to: 5 },
  { label: '5-10 acres', from: 5, to: 10 },
];
export const FIELD_AREA_TARGETS = { p95ErrorPercent: 3 };
const WALKS_PER_BAND = 300;
const RADIUS68_PER_SIGMA = Math.sqrt(2 * Math.log(1 / 0.32));

interface Outcome {
  acres: number;
  errorPercent: number | null;
  withinShown: boolean;
}

function runNoise(sigmaM: number, seed: number, reasons: Record<string, number>): Outcome[] {
  const random = seeded(seed);
  const outcomes: Outcome[] = [];
  for (const band of BANDS) {
    for (let k = 0; k < WALKS_PER_BAND; k++) {
      const acres = band.from + random() * (band.to - band.from);
      const lat = 12.3 + random() * 0.5;
      const lon = 76.5 + random() * 0.6;
      const corners =
        k % 2 === 0
          ? rectangleField(lat, lon, acres, 1 + random() * 2, random() * 180)
          : irregularField(random, lat, lon, acres);
      const truth = trueArea(corners);
      const accuracyM = sigmaM * RADIUS68_PER_SIGMA;
      const fixes = walkField(corners, { sigmaM, biasSigmaM: 3, accuracyM, speed: 0.8 + random() * 0.5, random });
      const measured = fieldArea(fixes);
      if (!measured.ok) {
        reasons[measured.reason] = (reasons[measured.reason] ?? 0) + 1;
        outcomes.push({ acres, errorPercent: null, withinShown: false });
        continue;
      }
      const errorPercent = (Math.abs(measured.areaM2 - truth) / truth) * 100;
      outcomes.push({ acres, errorPercent, withinShown: errorPercent <= measured.plusMinusPercent + 0.05 });
    }
  }
  return outcomes;
}

function rowsOf(name: string, outcomes: Outcome[]) {
  const groups = [{ label: '0.5-10 acres (all)', from: 0, to: Infinity }, ...BANDS];
  return groups.map((band) => {
    const inBand = outcomes.filter((o) => o.acres >= band.from && o.acres < band.to);
    const errors = inBand.flatMap((o) => (o.errorPercent === null ? [] : [o.errorPercent]));
    const refused = inBand.length - errors.length;
    const held = inBand.filter((o) => o.withinShown).length;
    return [
      name,
      band.label,
      inBand.length,
      round(percentile(errors, 50), 2),
      round(percentile(errors, 95), 2),
      round((held / Math.max(1, errors.length)) * 100, 1),
      refused,
    ];
  });
}

export async function fieldAreaBench(): Promise<BenchResult> {
  const env = machine();
  const started = performance.now();
  const reasons: Record<string, number> = {};
  const phone = runNoise(5 / RADIUS68_PER_SIGMA, 2026, reasons);
  const harsh = runNoise(5, 2027, reasons);
  const all = phone.flatMap((o) => (o.errorPercent === null ? [] : [o.errorPercent]));
  const p95 = percentile(all, 95);
  const smallest = phone.filter((o) => o.acres < 1).flatMap((o) => (o.errorPercent === null ? [] : [o.errorPercent]));
  return {
    name: 'field-area',
    machine: env,
    durationMs: performance.now() - started,
    tables: [
      {
        title: `Area of walked fields (${WALKS_PER_BAND} walks per band, a fix a second at 0.8-1.3 m/s)`,
        headers: ['noise', 'fields', 'walks', 'p50 error %', 'p95 error %', 'shown ± held %', 'refused'],
        rows: [...rowsOf('5 m accuracy (68 %)', phone), ...rowsOf('5 m per axis (7.6 m)', harsh)],
        notes: [
          'Error: |measured - true geodesic area| / true area. "shown ± held": walks whose error was within the ±',
          'the page shows (two standard deviations). Refused: walks the track checks turned away (jump, crossing).',
          'Per-fix errors are independent here; a real phone error that drifts within a walk is not modelled',
          'beyond one offset per walk, so small fields measured on a bad-sky day may do worse.',
          `Refusals by reason (both rows): ${JSON.stringify(reasons)}. The harsher row's phone reports 7.6 m.`,
        ],
      },
    ],
    targets: [
      {
        what: 'area error, fields of 0.5-10 acres, 5 m GPS noise, p95',
        goal: `<= ${FIELD_AREA_TARGETS.p95ErrorPercent} %`,
        measured: `${round(p95, 2)} % (0.5-1 acre alone: ${round(percentile(smallest, 95), 2)} %)`,
        met: p95 <= FIELD_AREA_TARGETS.p95ErrorPercent,
      },
    ],
    data: { phone: rowsOf('phone', phone), harsh: rowsOf('harsh', harsh) },
  };
}
