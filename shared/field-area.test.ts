import { describe, expect, it } from 'vitest';
import {
  rectangleField,
  seeded,
  trueArea,
  walkField,
  offset,
  SQUARE_METRES_PER_ACRE,
} from '../scripts/bench/field-area.js';
import { boundaryPath, fieldArea, hoursMilliBetween, type GpsFix } from './field-area.js';

const MANDYA = [12.52, 76.9] as const;

function measured(fixes: GpsFix[]) {
  const result = fieldArea(fixes);
  if (!result.ok) throw new Error(`refused: ${result.reason} ${JSON.stringify(result.detail)}`);
  return result;
}

describe('the area of a walked field', () => {
  it('measures a square acre walked without noise within 0.5 % (the averaging cuts each corner a little)', () => {
    const corners = rectangleField(...MANDYA, 1);
    const area = measured(walkField(corners, { sigmaM: 0 }));
    expect(area.areaM2).toBeLessThanOrEqual(SQUARE_METRES_PER_ACRE);
    expect(area.areaM2).toBeGreaterThan(SQUARE_METRES_PER_ACRE * 0.995);
    expect(area.acresMilli).toBeGreaterThanOrEqual(995);
    expect(area.boundary.length).toBeGreaterThanOrEqual(4);
  });

  it('measures a rectangle of 2.9 acres and an L-shaped field, whichever way they are walked', () => {
    const rectangle = rectangleField(...MANDYA, 2.9, 2.5, 37);
    const clockwise = measured(walkField(rectangle));
    const anticlockwise = measured(walkField([...rectangle].reverse()));
    expect(clockwise.acresMilli).toBeGreaterThanOrEqual(2890);
    expect(clockwise.acresMilli).toBeLessThanOrEqual(2901);
    expect(anticlockwise.acresMilli).toBe(clockwise.acresMilli);
    // An L: 100 m x 100 m less a 50 m x 50 m corner = 7,500 m².
    const [lat, lon] = MANDYA;
    const l = [
      [0, 0],
      [100, 0],
      [100, 50],
      [50, 50],
      [50, 100],
      [0, 100],
    ].map(([e, n]) => offset(lat, lon, e!, n!));
    expect(Math.abs(trueArea(l) - 7500)).toBeLessThan(1);
    expect(Math.abs(measured(walkField(l)).areaM2 - 7500)).toBeLessThan(40);
  });

  it('stays within a few per cent under 5 m noise and shows a ± that holds the truth', () => {
    const random = seeded(42);
    const corners = rectangleField(...MANDYA, 3, 1.5, 10);
    const truth = trueArea(corners);
    for (let k = 0; k < 10; k++) {
      const area = measured(walkField(corners, { sigmaM: 3.3, biasSigmaM: 3, accuracyM: 5, random }));
      const error = Math.abs(area.areaM2 - truth) / truth;
      expect(error).toBeLessThan(0.03);
      expect(area.plusMinusPercent).toBeGreaterThan(0);
      expect(area.plusMinusPercent).toBeLessThan(5);
      expect(area.fixes).toBeGreaterThan(400);
    }
  });

  it('refuses too few fixes, counting those too inaccurate to use', () => {
    const corners = rectangleField(...MANDYA, 1);
    const fixes = walkField(corners).map((f, i) => ({ ...f, accuracyM: i % 40 === 0 ? 5 : 60 }));
    const result = fieldArea(fixes);
    expect(result).toMatchObject({ ok: false, reason: 'too_few_points' });
  });

  it('refuses a track that jumps 80 m in a second, and one that rides a tractor for a while', () => {
    const fixes = walkField(rectangleField(...MANDYA, 1));
    const jumped = fixes.map((f, i) => (i === 100 ? { ...f, lat: f.lat + 80 / 111_000 } : f));
    expect(fieldArea(jumped)).toMatchObject({ ok: false, reason: 'jump', detail: { index: 100 } });
    // 7 m a second for a minute: no one step is impossible, but 105 m in 15 s is.
    const ride = fixes.map((f, i) => (i < 60 ? f : { ...f, lat: f.lat + (Math.min(i - 60, 60) * 7) / 111_000 }));
    expect(fieldArea(ride)).toMatchObject({ ok: false, reason: 'jump' });
  });

  it('refuses a figure eight and a walk that stops halfway', () => {
    const [lat, lon] = MANDYA;
    const eight = [
      [0, 0],
      [60, 60],
      [60, 0],
      [0, 60],
    ].map(([e, n]) => offset(lat, lon, e!, n!));
    expect(fieldArea(walkField(eight))).toMatchObject({ ok: false, reason: 'self_crossing' });
    const half = walkField(rectangleField(...MANDYA, 2));
    expect(fieldArea(half.slice(0, half.length / 2))).toMatchObject({ ok: false, reason: 'not_closed' });
  });

  it('counts hours from start to stop by the minute, and draws the boundary north up', () => {
    expect(hoursMilliBetween(0, 90 * 60_000)).toBe(1500);
    expect(hoursMilliBetween(0, 61_000)).toBe(33);
    const path = boundaryPath(measured(walkField(rectangleField(...MANDYA, 1))).boundary, 100, 10);
    expect(path).toMatch(/^M[\d. L]+ Z$/);
    const numbers = path.match(/[\d.]+/g)!.map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(9.9);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(90.1);
  });
});
