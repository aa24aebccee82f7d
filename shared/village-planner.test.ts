import { describe, expect, it } from 'vitest';
import {
  cheapestCrewFor,
  insertionKm,
  offerOrder,
  orderRoute,
  planFirstCome,
  planVillages,
  tourKm,
  type PlannerInput,
  type PlannerJob,
} from './village-planner.js';

const depot = { lat: 12.52, lon: 76.9 };
/** Two villages 20 km apart on either side of the centre, each a few hundred metres across. */
const east = { lat: 12.52, lon: 77.08, village: 'East' };
const west = { lat: 12.52, lon: 76.72, village: 'West' };

function job(
  id: string,
  seq: number,
  at: { lat: number; lon: number; village: string },
  extra: Partial<PlannerJob> = {},
) {
  return {
    id,
    seq,
    lat: at.lat + seq * 0.0005,
    lon: at.lon,
    village: at.village,
    quantity: 1,
    earliestDay: '2026-12-01',
    latestDay: '2026-12-07',
    ...extra,
  } satisfies PlannerJob;
}

const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'];

function input(jobs: PlannerJob[], extra: Partial<PlannerInput> = {}): PlannerInput {
  return { depot, days, crews: 1, capacityPerCrewDay: 2, maxWaitDays: 2, jobs, ...extra };
}

describe('village planner', () => {
  it('puts a crew in one village a day where first come would drive between two', () => {
    // Queue alternates villages: E W E W.
    const jobs = [job('e1', 1, east), job('w1', 2, west), job('e2', 3, east), job('w2', 4, west)];
    const planned = planVillages(input(jobs));
    expect(planned.dayOf).toEqual({ e1: '2026-12-01', e2: '2026-12-01', w1: '2026-12-02', w2: '2026-12-02' });
    const fcfs = planFirstCome(input(jobs));
    expect(fcfs.dayOf).toEqual({ e1: '2026-12-01', w1: '2026-12-01', e2: '2026-12-02', w2: '2026-12-02' });
    expect(planned.totalKm).toBeLessThan(fcfs.totalKm * 0.6);
    // w1 was passed over on the 1st for e2, which joined after it: recorded with its reason.
    expect(planned.skips).toEqual([
      { jobId: 'w1', day: '2026-12-01', passedForId: 'e2', reason: 'village_route', detourKm: expect.any(Number) },
    ]);
    expect(planned.skips[0]!.detourKm).toBeGreaterThan(30);
  });

  it('never puts more on a crew day than its capacity, stops or what is already booked', () => {
    const jobs = Array.from({ length: 12 }, (_, i) =>
      job(`j${i}`, i + 1, i % 2 ? east : west, { quantity: 1 + (i % 3) }),
    );
    const planned = planVillages(
      input(jobs, { crews: 2, capacityPerCrewDay: 4, stopsPerCrewDay: 2, taken: { '2026-12-01': [3, 0] } }),
    );
    for (const route of planned.routes) {
      const used = route.jobIds.reduce((sum, id) => sum + jobs.find((j) => j.id === id)!.quantity, 0);
      const taken = route.day === '2026-12-01' && route.crew === 0 ? 3 : 0;
      expect(used + taken).toBeLessThanOrEqual(4);
      expect(route.jobIds.length).toBeLessThanOrEqual(2);
    }
    expect(planned.unplaced).toEqual([]);
  });

  it('plans a job only within its window, and leaves it unplaced when no day of it has room', () => {
    const jobs = [
      job('a', 1, east, { quantity: 2, earliestDay: '2026-12-03', latestDay: '2026-12-03' }),
      job('b', 2, east, { quantity: 2, earliestDay: '2026-12-03', latestDay: '2026-12-03' }),
    ];
    const planned = planVillages(input(jobs));
    expect(planned.dayOf).toEqual({ a: '2026-12-03' });
    expect(planned.unplaced).toEqual(['b']);
  });

  it('starves no one: a lone far field waits at most the bound while nearer work keeps coming', () => {
    // One crew, one job a day. Each day a nearer farmer who joined earlier asks for that day, so the oldest job
    // eligible is always a near one: only the waiting-age bound brings the crew to the far field.
    const far = { lat: 12.9, lon: 76.9, village: 'Far' };
    const near = days.map((day, i) => job(`n${i}`, i + 1, east, { earliestDay: day, latestDay: days[6]! }));
    const lone = job('far', 100, far, { earliestDay: days[0]!, latestDay: days[6]! });
    for (const maxWaitDays of [1, 2, 3]) {
      const planned = planVillages(input([...near, lone], { capacityPerCrewDay: 1, maxWaitDays }));
      const waited = days.indexOf(planned.dayOf['far']!);
      expect(waited).toBeGreaterThanOrEqual(0);
      expect(waited).toBe(maxWaitDays);
      expect(planned.longestWaitDays).toBeLessThanOrEqual(days.length);
      expect(planned.skips.some((s) => s.reason === 'overdue_first')).toBe(true);
    }
  });

  it('gives the same plan for the same jobs in any input order', () => {
    const jobs = Array.from({ length: 30 }, (_, i) =>
      job(`j${String(i).padStart(2, '0')}`, (i * 7) % 31, i % 3 ? east : west),
    );
    const a = planVillages(input(jobs, { crews: 2, capacityPerCrewDay: 3 }));
    const b = planVillages(input([...jobs].reverse(), { crews: 2, capacityPerCrewDay: 3 }));
    expect(b).toEqual(a);
  });

  it('orders a route by nearest neighbour and 2-opt, never longer than the queue order', () => {
    const pts = [
      { lat: 12.6, lon: 76.9 },
      { lat: 12.52, lon: 77.0 },
      { lat: 12.6, lon: 77.0 },
      { lat: 12.52, lon: 76.95 },
    ];
    const route = orderRoute(depot, pts);
    expect(route).toHaveLength(4);
    expect(tourKm(depot, route)).toBeLessThanOrEqual(tourKm(depot, pts) + 1e-9);
    expect(insertionKm(depot, [], pts[0]!)).toBeCloseTo((2 * tourKm(depot, [pts[0]!])) / 2, 6);
  });

  it('offers freed time to the overdue first, then to fields in a village worked that day, nearest first', () => {
    const booked = [{ lat: east.lat, lon: east.lon, village: 'East' }];
    const candidates = [
      { id: 'w-old', seq: 1, ...west, earliestDay: '2026-12-01' },
      { id: 'w', seq: 2, ...west, earliestDay: '2026-12-03' },
      { id: 'e', seq: 3, ...east, earliestDay: '2026-12-03' },
    ];
    expect(offerOrder(depot, booked, candidates, '2026-12-03', 2).order).toEqual(['w-old', 'e', 'w']);
    expect(offerOrder(depot, booked, candidates, '2026-12-03', 5).order).toEqual(['e', 'w-old', 'w']);
  });

  it('gives a new job to the free crew already working near it, else the first free crew', () => {
    const inEast = { lat: east.lat, lon: east.lon };
    const inWest = { lat: west.lat, lon: west.lon };
    const free = [
      { crew: 1, fields: [inWest] },
      { crew: 2, fields: [inEast] },
    ];
    expect(cheapestCrewFor(depot, free, { lat: east.lat + 0.001, lon: east.lon })).toBe(2);
    expect(cheapestCrewFor(depot, free, { lat: west.lat + 0.001, lon: west.lon })).toBe(1);
    const idle = [
      { crew: 3, fields: [] },
      { crew: 2, fields: [] },
    ];
    expect(cheapestCrewFor(depot, idle, inEast)).toBe(2);
    expect(cheapestCrewFor(depot, [], inEast)).toBeNull();
  });

  it('says a job was skipped for want of crew time when it could not fit the day even first', () => {
    const jobs = [job('big', 1, east, { quantity: 2 }), job('small', 2, east, { quantity: 1 })];
    const planned = planVillages(input(jobs, { days: [days[0]!], taken: { [days[0]!]: [1] } }));
    expect(planned.dayOf).toEqual({ small: days[0] });
    expect(planned.skips).toEqual([
      expect.objectContaining({ jobId: 'big', passedForId: 'small', reason: 'no_crew_time' }),
    ]);
  });
});
