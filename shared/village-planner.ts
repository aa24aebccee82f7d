/**
 * Filling a provider's days village by village (issue 25, item 5): nearby jobs together on one crew, in an order
 * that keeps the crew's travel short, instead of first come, first served across the district. Pure functions over
 * plain data: the same input always gives the same plan (ties are broken by the queue order, never by chance).
 *
 * The rules:
 * - A job is planned on a day of its window (its requested day up to its latest day), never outside it.
 * - A crew's day holds at most its capacity (in milli-units of the service's unit, or half days) and, when given,
 *   at most `stopsPerCrewDay` jobs.
 * - No starvation: a job that has waited `maxWaitDays` days past its requested day, or whose window ends that
 *   day, is placed before any other job that day (oldest first), on the crew it costs the least travel to add.
 * - Each crew's day is seeded with the oldest job waiting (the head of the queue is served first), then filled
 *   with the job cheapest to add to the crew's route (its own village first, then the nearest), while it fits.
 * - The crew's route starts and ends at the centre (the depot): nearest neighbour, then 2-opt until no swap of two
 *   legs shortens it.
 * - Every skip is reported: a job eligible that day but not planned, while a job that joined the queue after it
 *   was, gets a reason and the job planned in its stead.
 */
import { distanceKm } from './hiring.js';
import { addDays, daysBetween } from './rental.js';

export interface Point {
  lat: number;
  lon: number;
}

export interface PlannerJob extends Point {
  id: string;
  /** The queue's order: lower joined earlier. */
  seq: number;
  /** Cluster key: the field's village (from the gazetteer) or its PIN code. */
  village: string;
  /** Work in the capacity's unit (milli-acres, milli-hours or half days). */
  quantity: number;
  /** The day the farmer asked for, and the last day they accept ('YYYY-MM-DD'). */
  earliestDay: string;
  latestDay: string;
}

export interface PlannerInput {
  /** The centre the crews start from and return to. */
  depot: Point;
  /** The days to plan, in order. */
  days: readonly string[];
  crews: number;
  /** What one crew does in a day, in the jobs' quantity unit. */
  capacityPerCrewDay: number;
  /** At most this many jobs a crew's day (a crew does one job a half day, say); no limit when absent. */
  stopsPerCrewDay?: number;
  /** Capacity already taken by booked work: day -> crew index (0-based) -> quantity. */
  taken?: Readonly<Record<string, readonly number[]>>;
  /** The waiting-age bound: a job waiting this many days past its requested day goes first. */
  maxWaitDays: number;
  jobs: readonly PlannerJob[];
}

/** Why a job was passed over for one later in the queue. */
export const skipReasons = ['village_route', 'overdue_first', 'no_crew_time'] as const;
export type SkipReason = (typeof skipReasons)[number];

export interface PlannerSkip {
  jobId: string;
  day: string;
  /** The first job later in the queue that was planned that day in its stead. */
  passedForId: string;
  reason: SkipReason;
  /** Km the skipped job would have added to the cheapest crew's route that day, had it had room. */
  detourKm: number;
}

export interface PlannedRoute {
  day: string;
  /** 0-based crew index. */
  crew: number;
  jobIds: string[];
  /** Depot -> jobs in order -> depot. */
  km: number;
}

export interface Plan {
  routes: PlannedRoute[];
  /** The day each planned job is done. */
  dayOf: Record<string, string>;
  /** Jobs no day of their window could take. */
  unplaced: string[];
  skips: PlannerSkip[];
  totalKm: number;
  /** The longest wait of a planned job, in days past its requested day. */
  longestWaitDays: number;
}

interface CrewDay {
  crew: number;
  left: number;
  stops: number;
  jobs: PlannerJob[];
}

const byQueue = (a: PlannerJob, b: PlannerJob) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Km of depot -> points in order -> depot. */
export function tourKm(depot: Point, points: readonly Point[]): number {
  let km = 0;
  let at = depot;
  for (const p of points) {
    km += distanceKm(at, p);
    at = p;
  }
  return km + distanceKm(at, depot);
}

/** The least km that adding `p` anywhere in the closed tour adds. */
export function insertionKm(depot: Point, route: readonly Point[], p: Point): number {
  if (route.length === 0) return 2 * distanceKm(depot, p);
  let best = Infinity;
  for (let i = 0; i <= route.length; i++) {
    const a = i === 0 ? depot : route[i - 1]!;
    const b = i === route.length ? depot : route[i]!;
    best = Math.min(best, distanceKm(a, p) + distanceKm(p, b) - distanceKm(a, b));
  }
  return best;
}

/** Nearest neighbour from the depot, then 2-opt: the order a crew drives its day. */
export function orderRoute<T extends Point>(depot: Point, points: readonly T[]): T[] {
  const left = [...points];
  const route: T[] = [];
  let at: Point = depot;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (distanceKm(at, left[i]!) < distanceKm(at, left[best]!)) best = i;
    at = left[best]!;
    route.push(left.splice(best, 1)[0]!);
  }
  const node = (i: number): Point => (i === 0 || i === route.length + 1 ? depot : route[i - 1]!);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 1; i < route.length; i++) {
      for (let j = i + 1; j <= route.length; j++) {
        const before = distanceKm(node(i - 1), node(i)) + distanceKm(node(j), node(j + 1));
        const after = distanceKm(node(i - 1), node(j)) + distanceKm(node(i), node(j + 1));
        if (after < before - 1e-9) {
          route.splice(i - 1, j - i + 1, ...route.slice(i - 1, j).reverse());
          improved = true;
        }
      }
    }
  }
  return route;
}

function crewDays(input: PlannerInput, day: string): CrewDay[] {
  const taken = input.taken?.[day] ?? [];
  return Array.from({ length: input.crews }, (_, crew) => ({
    crew,
    left: input.capacityPerCrewDay - (taken[crew] ?? 0),
    stops: 0,
    jobs: [],
  }));
}

const fits = (input: PlannerInput, c: CrewDay, job: PlannerJob) =>
  job.quantity <= c.left && (input.stopsPerCrewDay === undefined || c.stops < input.stopsPerCrewDay);

function put(c: CrewDay, job: PlannerJob) {
  c.jobs.push(job);
  c.left -= job.quantity;
  c.stops += 1;
}

/** The crew it costs least travel to add the job to, among those with room; null when none has. */
function cheapestCrew(input: PlannerInput, crews: CrewDay[], job: PlannerJob): { crew: CrewDay; km: number } | null {
  let best: { crew: CrewDay; km: number } | null = null;
  for (const c of crews) {
    if (!fits(input, c, job)) continue;
    const km = insertionKm(input.depot, c.jobs, job);
    if (best === null || km < best.km - 1e-9) best = { crew: c, km };
  }
  return best;
}

/** Whether a job must go first today: waited the bound past its requested day, or its window ends today. */
function overdue(input: PlannerInput, job: PlannerJob, day: string): boolean {
  return daysBetween(job.earliestDay, day) >= input.maxWaitDays || job.latestDay === day;
}

type Filler = (input: PlannerInput, crews: CrewDay[], eligible: PlannerJob[], day: string) => Set<string>;

/** Village by village: overdue jobs first, then each crew seeded with the oldest job and filled with the nearest. */
const fillByVillage: Filler = (input, crews, eligible, day) => {
  const placed = new Set<string>();
  for (const job of eligible.filter((j) => overdue(input, j, day))) {
    const best = cheapestCrew(input, crews, job);
    if (best) {
      put(best.crew, job);
      placed.add(job.id);
    }
  }
  for (const c of crews) {
    for (;;) {
      let pick: PlannerJob | null = null;
      let pickKm = Infinity;
      for (const job of eligible) {
        if (placed.has(job.id) || !fits(input, c, job)) continue;
        // An empty crew takes the oldest job that fits (eligible is in queue order); a seeded one the cheapest.
        if (c.jobs.length === 0) {
          pick = job;
          break;
        }
        const km = insertionKm(input.depot, c.jobs, job);
        // Same village first: a job in a village the crew already works in beats any other.
        const sameVillage = c.jobs.some((j) => j.village === job.village);
        const score = sameVillage ? km - 1e6 : km;
        if (score < pickKm - 1e-9) {
          pick = job;
          pickKm = score;
        }
      }
      if (!pick) break;
      put(c, pick);
      placed.add(pick.id);
    }
  }
  return placed;
};

/** First come, first served: each job in queue order on the first crew with room. The benchmark's baseline. */
const fillFirstCome: Filler = (input, crews, eligible) => {
  const placed = new Set<string>();
  for (const job of eligible) {
    const c = crews.find((crew) => fits(input, crew, job));
    if (c) {
      put(c, job);
      placed.add(job.id);
    }
  }
  return placed;
};

function plan(input: PlannerInput, fill: Filler, reorder: boolean): Plan {
  const jobs = [...input.jobs].sort(byQueue);
  const dayOf: Record<string, string> = {};
  const routes: PlannedRoute[] = [];
  const skips: PlannerSkip[] = [];
  let longestWaitDays = 0;
  for (const day of input.days) {
    const eligible = jobs.filter((j) => !(j.id in dayOf) && j.earliestDay <= day && day <= j.latestDay);
    if (eligible.length === 0) continue;
    const crews = crewDays(input, day);
    const placed = fill(input, crews, eligible, day);
    for (const c of crews) {
      if (c.jobs.length === 0) continue;
      const route = reorder ? orderRoute(input.depot, c.jobs) : c.jobs;
      routes.push({ day, crew: c.crew, jobIds: route.map((j) => j.id), km: tourKm(input.depot, route) });
    }
    for (const job of eligible) {
      if (!placed.has(job.id)) continue;
      dayOf[job.id] = day;
      longestWaitDays = Math.max(longestWaitDays, daysBetween(job.earliestDay, day));
    }
    for (const job of eligible) {
      if (placed.has(job.id)) continue;
      const later = eligible.find((j) => j.seq > job.seq && placed.has(j.id));
      if (!later) continue;
      const couldFit = crewDays(input, day).some((c) => fits(input, c, job));
      const reason: SkipReason = !couldFit
        ? 'no_crew_time'
        : overdue(input, later, day)
          ? 'overdue_first'
          : 'village_route';
      const detourKm = round1(Math.min(...crews.map((c) => insertionKm(input.depot, c.jobs, job))));
      skips.push({ jobId: job.id, day, passedForId: later.id, reason, detourKm });
    }
  }
  const totalKm = routes.reduce((sum, r) => sum + r.km, 0);
  const unplaced = jobs.filter((j) => !(j.id in dayOf)).map((j) => j.id);
  return { routes, dayOf, unplaced, skips, totalKm, longestWaitDays };
}

function round1(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The village-by-village plan of the input's days. */
export function planVillages(input: PlannerInput): Plan {
  return plan(input, fillByVillage, true);
}

/** The first-come, first-served plan of the same days (crews drive the jobs in queue order): the baseline. */
export function planFirstCome(input: PlannerInput): Plan {
  return plan(input, fillFirstCome, false);
}

export interface OfferCandidate extends Point {
  id: string;
  seq: number;
  village: string;
  /** The day the farmer asked for. */
  earliestDay: string;
}

export interface OfferOrder {
  /** Candidates in the order freed crew time is offered to them. */
  order: string[];
  /** Km each candidate's field lies from the nearest work already booked that day (or the centre). */
  detourKm: Record<string, number>;
  overdue: Set<string>;
}

/**
 * The order in which crew time that came free on `day` is offered to those waiting: overdue ones first (waited
 * `maxWaitDays` past their day), oldest first; then village by village, the field nearest to the work the crews
 * already have that day (or to the centre when they have none), a field in a village already worked that day
 * before any other; ties in queue order.
 */
export function offerOrder(
  depot: Point,
  booked: readonly (Point & { village: string })[],
  candidates: readonly OfferCandidate[],
  day: string,
  maxWaitDays: number,
): OfferOrder {
  const anchors: Point[] = booked.length > 0 ? [...booked] : [depot];
  const villages = new Set(booked.map((b) => b.village));
  const detourKm: Record<string, number> = {};
  const overdueIds = new Set<string>();
  for (const c of candidates) {
    detourKm[c.id] = round1(Math.min(...anchors.map((a) => distanceKm(a, c))));
    if (daysBetween(c.earliestDay, day) >= maxWaitDays) overdueIds.add(c.id);
  }
  const rank = (c: OfferCandidate) => (overdueIds.has(c.id) ? 0 : villages.has(c.village) ? 1 : 2);
  const sorted = [...candidates].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 0 ? 0 : detourKm[a.id]! - detourKm[b.id]!) ||
      a.seq - b.seq ||
      (a.id < b.id ? -1 : 1),
  );
  return { order: sorted.map((c) => c.id), detourKm, overdue: overdueIds };
}

/** The days from `from` for `count` days. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/**
 * Which free crew takes a new job: the one it adds least travel to, given the fields each crew already works that
 * day (a crew with none drives from the centre and back); ties to the lowest crew number, so with no work booked
 * yet the first free crew takes it. Null when no crew is free.
 */
export function cheapestCrewFor(
  depot: Point,
  free: readonly { crew: number; fields: readonly Point[] }[],
  field: Point,
): number | null {
  let best: { crew: number; km: number } | null = null;
  for (const c of [...free].sort((a, b) => a.crew - b.crew)) {
    const km = insertionKm(depot, orderRoute(depot, c.fields), field);
    if (best === null || km < best.km - 1e-9) best = { crew: c.crew, km };
  }
  return best?.crew ?? null;
}
