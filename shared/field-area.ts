/**
 * The area of a field whose boundary the operator walked with the phone's GPS (issue 25, item 3): the geodesic
 * polygon area of the fixes (Karney's geographiclib, exact on the WGS84 ellipsoid), how sure it is, and the reasons
 * a track is refused. Pure: the fixes carry their own times (ms since the epoch) and the phone's accuracy (metres,
 * the radius the phone is about 68 % sure of, as the Geolocation API reports it).
 *
 * The rules:
 * - Fixes worse than MAX_FIX_ACCURACY_M are left out (counted as `dropped`); at least MIN_FIXES must remain.
 * - A jump: two fixes farther apart than a walker could go in the time between them (WALK_MAX_M_PER_S) plus what
 *   both fixes' accuracy allows (JUMP_ACCURACY_FACTOR x the sum), checked from each fix to the next and to the
 *   first fix JUMP_WINDOW_MS later (a ride on a tractor moves slowly from fix to fix but far in a quarter minute).
 * - The walk must come back to where it started (within CLOSE_TOLERANCE_M or twice the accuracy of the two ends).
 * - Self-crossing: the boundary, once simplified to what the accuracy can tell apart (Douglas-Peucker at twice the
 *   median accuracy), may not cross itself: a figure eight has no one area.
 * - A field smaller than MIN_AREA_M2 is refused as too small to be a walk around a field.
 * - The shown accuracy is two standard deviations of the area under independent per-fix errors: each fix moved by
 *   its error changes the area by the error times half the chord between its neighbours, so
 *   Var(A) = sum(sigma_i^2 x |p(i+1) - p(i-1)|^2 / 4), with sigma_i the per-axis error (accuracy / 1.515).
 */
import geodesic from 'geographiclib-geodesic';

export interface GpsFix {
  lat: number;
  lon: number;
  /** Metres, as the phone reports it (the radius of about 68 % confidence). */
  accuracyM: number;
  /** Milliseconds since the epoch. */
  at: number;
}

export const SQUARE_METRES_PER_ACRE = 4046.8564224;
export const MAX_FIX_ACCURACY_M = 25;
export const MIN_FIXES = 10;
export const WALK_MAX_M_PER_S = 3;
export const JUMP_ACCURACY_FACTOR = 3;
export const JUMP_WINDOW_MS = 15_000;
export const CLOSE_TOLERANCE_M = 20;
export const MIN_AREA_M2 = 100;
/** Fixes within this many milliseconds are averaged into one vertex. */
export const BLOCK_MS = 5000;
/** A 68 % radius of a circular normal error is 1.515 per-axis standard deviations. */
const RADIUS68_PER_SIGMA = Math.sqrt(2 * Math.log(1 / 0.32));

export const trackRefusals = ['too_few_points', 'jump', 'not_closed', 'self_crossing', 'too_small'] as const;
export type TrackRefusal = (typeof trackRefusals)[number];

export interface FieldArea {
  ok: true;
  areaM2: number;
  /** Thousandths of an acre, what a bill counts (shared/hiring.ts). */
  acresMilli: number;
  /** Two standard deviations of the area, in thousandths of an acre (at least 1). */
  plusMinusMilli: number;
  /** The same, as a percentage of the area, one decimal. */
  plusMinusPercent: number;
  perimeterM: number;
  fixes: number;
  dropped: number;
  /** The median accuracy of the fixes used, metres. */
  medianAccuracyM: number;
  /** The boundary as used, for a map: [lat, lon] pairs. */
  boundary: Array<[number, number]>;
}

export interface TrackRefused {
  ok: false;
  reason: TrackRefusal;
  /** What makes it so: the number of fixes, the metres and seconds of a jump, the gap left open. */
  detail: { fixes?: number; metres?: number; seconds?: number; index?: number };
}

export type FieldAreaResult = FieldArea | TrackRefused;

const WGS84 = geodesic.Geodesic.WGS84;

/** Metres between two fixes on the ellipsoid. */
export function distanceM(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return WGS84.Inverse(a.lat, a.lon, b.lat, b.lon).s12 ?? 0;
}

/** Metres east and north of an origin: a local plane, good to a part in ten thousand over a field. */
function planeOf(points: readonly { lat: number; lon: number }[]): Array<[number, number]> {
  const lat0 = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lon0 = points.reduce((s, p) => s + p.lon, 0) / points.length;
  const a = 6378137;
  const e2 = 0.00669437999014;
  const phi = (lat0 * Math.PI) / 180;
  const w = Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const mPerRadLat = (a * (1 - e2)) / w ** 3;
  const mPerRadLon = (a / w) * Math.cos(phi);
  return points.map((p) => [
    (((p.lon - lon0) * Math.PI) / 180) * mPerRadLon,
    (((p.lat - lat0) * Math.PI) / 180) * mPerRadLat,
  ]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Douglas-Peucker over a closed ring in the plane: the indices kept. */
function simplify(points: Array<[number, number]>, tolerance: number): number[] {
  const keep = new Set<number>([0, points.length - 1]);
  const far = (i: number, j: number): void => {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[j]!;
    const len = Math.hypot(x2 - x1, y2 - y1);
    let best = -1;
    let bestD = tolerance;
    for (let k = i + 1; k < j; k++) {
      const [x, y] = points[k]!;
      const d = len === 0 ? Math.hypot(x - x1, y - y1) : Math.abs((x2 - x1) * (y1 - y) - (x1 - x) * (y2 - y1)) / len;
      if (d > bestD) {
        bestD = d;
        best = k;
      }
    }
    if (best < 0) return;
    keep.add(best);
    far(i, best);
    far(best, j);
  };
  // A ring: split at the point farthest from the start so both halves are open polylines.
  let split = 1;
  for (let k = 1; k < points.length - 1; k++) {
    if (Math.hypot(...sub(points[k]!, points[0]!)) > Math.hypot(...sub(points[split]!, points[0]!))) split = k;
  }
  keep.add(split);
  far(0, split);
  far(split, points.length - 1);
  return [...keep].sort((x, y) => x - y);
}

function sub(a: [number, number], b: [number, number]): [number, number] {
  return [a[0] - b[0], a[1] - b[1]];
}

function cross(o: [number, number], a: [number, number], b: [number, number]): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Whether segments ab and cd cross properly (touching at an end is not crossing). */
function segmentsCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** The first pair of edges of a closed ring that cross, or null. */
function firstCrossing(ring: Array<[number, number]>): number | null {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return i;
    }
  }
  return null;
}

/** The first jump in a track, or null. */
export function findJump(fixes: readonly GpsFix[]): TrackRefused | null {
  const allowed = (a: GpsFix, b: GpsFix): number =>
    (WALK_MAX_M_PER_S * Math.max(0, b.at - a.at)) / 1000 + JUMP_ACCURACY_FACTOR * (a.accuracyM + b.accuracyM);
  let later = 0;
  for (let i = 0; i + 1 < fixes.length; i++) {
    const a = fixes[i]!;
    const pairs = [i + 1];
    later = Math.max(later, i + 1);
    while (later < fixes.length - 1 && fixes[later]!.at - a.at < JUMP_WINDOW_MS) later++;
    if (later > i + 1 && fixes[later]!.at - a.at >= JUMP_WINDOW_MS) pairs.push(later);
    for (const j of pairs) {
      const b = fixes[j]!;
      const metres = distanceM(a, b);
      if (metres > allowed(a, b)) {
        const seconds = Math.round((b.at - a.at) / 100) / 10;
        return { ok: false, reason: 'jump', detail: { metres: Math.round(metres), seconds, index: j } };
      }
    }
  }
  return null;
}

/** The area of the walked boundary, or why it cannot be measured. */
export function fieldArea(track: readonly GpsFix[]): FieldAreaResult {
  const sorted = [...track].sort((a, b) => a.at - b.at);
  const fixes = sorted.filter((f) => Number.isFinite(f.accuracyM) && f.accuracyM <= MAX_FIX_ACCURACY_M);
  const dropped = sorted.length - fixes.length;
  if (fixes.length < MIN_FIXES) return { ok: false, reason: 'too_few_points', detail: { fixes: fixes.length } };
  const jump = findJump(fixes);
  if (jump) return jump;
  const first = fixes[0]!;
  const last = fixes[fixes.length - 1]!;
  const gap = distanceM(first, last);
  if (gap > Math.max(CLOSE_TOLERANCE_M, 2 * (first.accuracyM + last.accuracyM))) {
    return { ok: false, reason: 'not_closed', detail: { metres: Math.round(gap) } };
  }
  const medianAccuracyM = median(fixes.map((f) => f.accuracyM));
  const vertices = blocksOf(fixes);
  const plane = planeOf(vertices);
  const tolerance = Math.max(2, medianAccuracyM);
  const kept = simplify(plane, tolerance);
  // The walk ends where it began: the last point kept is the first corner again.
  const lastKept = kept[kept.length - 1]!;
  if (kept.length > 3 && Math.hypot(...sub(plane[lastKept]!, plane[0]!)) <= 2 * tolerance) kept.pop();
  const ring = kept.map((i) => plane[i]!);
  if (ring.length >= 4 && firstCrossing(ring) !== null) {
    return { ok: false, reason: 'self_crossing', detail: { fixes: fixes.length } };
  }

  const polygon = WGS84.Polygon(false);
  for (const v of vertices) polygon.AddPoint(v.lat, v.lon);
  const computed = polygon.Compute(false, true);
  const areaM2 = Math.abs(computed.area ?? 0);
  if (areaM2 < MIN_AREA_M2) return { ok: false, reason: 'too_small', detail: { metres: Math.round(areaM2) } };

  // First order: each vertex's error times half the chord between its neighbours; second order: the products of
  // neighbouring vertices' errors, which the averaging into blocks keeps small.
  let variance = 0;
  const n = plane.length;
  for (let i = 0; i < n; i++) {
    const [px, py] = plane[(i - 1 + n) % n]!;
    const [nx, ny] = plane[(i + 1) % n]!;
    const sigma2 = (vertices[i]!.accuracyM / RADIUS68_PER_SIGMA) ** 2;
    const next2 = (vertices[(i + 1) % n]!.accuracyM / RADIUS68_PER_SIGMA) ** 2;
    variance += (sigma2 * ((nx - px) ** 2 + (ny - py) ** 2)) / 4 + (sigma2 * next2) / 2;
  }
  const twoSd = 2 * Math.sqrt(variance);
  const acresMilli = Math.round((areaM2 / SQUARE_METRES_PER_ACRE) * 1000);
  return {
    ok: true,
    areaM2,
    acresMilli,
    plusMinusMilli: Math.max(1, Math.round((twoSd / SQUARE_METRES_PER_ACRE) * 1000)),
    plusMinusPercent: Math.round((twoSd / areaM2) * 1000) / 10,
    perimeterM: computed.perimeter,
    fixes: fixes.length,
    dropped,
    medianAccuracyM,
    boundary: kept.map((i) => [round7(vertices[i]!.lat), round7(vertices[i]!.lon)]),
  };
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

/**
 * The fixes averaged over blocks of BLOCK_MS: a vertex per block, at the mean of its fixes, its accuracy the mean
 * accuracy over the square root of their count. Independent errors shrink; a corner is cut by a metre or so.
 */
function blocksOf(fixes: readonly GpsFix[]): GpsFix[] {
  const blocks: GpsFix[] = [];
  let from = 0;
  while (from < fixes.length) {
    let to = from + 1;
    while (to < fixes.length && fixes[to]!.at - fixes[from]!.at < BLOCK_MS) to++;
    if (fixes.length - to < 2) to = fixes.length;
    const block = fixes.slice(from, to);
    const mean = (pick: (f: GpsFix) => number): number => block.reduce((s, f) => s + pick(f), 0) / block.length;
    blocks.push({
      lat: mean((f) => f.lat),
      lon: mean((f) => f.lon),
      accuracyM: mean((f) => f.accuracyM) / Math.sqrt(block.length),
      at: block[0]!.at,
    });
    from = to;
  }
  return blocks;
}

/** Hours worked between start and stop, in thousandths of an hour, rounded up to the minute. */
export function hoursMilliBetween(startAt: number, stopAt: number): number {
  const minutes = Math.ceil(Math.max(0, stopAt - startAt) / 60_000);
  return Math.round((minutes * 1000) / 60);
}

/**
 * A small map of a boundary for an inline SVG: the points projected onto a `size` square with a margin, north up,
 * as an SVG path's `d`.
 */
export function boundaryPath(boundary: ReadonlyArray<readonly [number, number]>, size = 120, margin = 8): string {
  if (boundary.length < 3) return '';
  const plane = planeOf(boundary.map(([lat, lon]) => ({ lat, lon })));
  const xs = plane.map((p) => p[0]);
  const ys = plane.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const span = Math.max(Math.max(...xs) - minX, maxY - Math.min(...ys), 1);
  const scale = (size - 2 * margin) / span;
  const point = ([x, y]: [number, number]): string =>
    `${(margin + (x - minX) * scale).toFixed(1)} ${(margin + (maxY - y) * scale).toFixed(1)}`;
  return `M${plane.map(point).join(' L')} Z`;
}
