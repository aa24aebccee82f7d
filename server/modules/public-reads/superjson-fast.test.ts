import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { superjsonText } from './superjson-fast.js';

class Point {
  constructor(readonly x: number) {}
}
const shared = { k: 1 };
const sameDate = new Date(7);

describe('superjsonText', () => {
  it('writes exactly what superjson writes, for plain data and for every odd case', () => {
    const cases: unknown[] = [
      null,
      'text',
      0,
      12.5,
      true,
      [],
      {},
      {
        items: [
          { id: 1, createdAt: new Date(1), photo: null },
          { id: 2, createdAt: new Date(2), photo: { w: 3 } },
        ],
      },
      [[new Date(3)], { nested: { deeper: [new Date(4)] } }],
      Object.assign(Object.create(null) as object, { a: 1 }),
      // Left to superjson:
      new Date(5),
      { d: new Date(Number.NaN) },
      { u: undefined },
      { n: Number.NaN, i: Infinity, z: -0 },
      { big: 10n },
      { 'a.b': new Date(6) },
      [shared, shared],
      [sameDate, sameDate],
      { m: new Map([[1, 2]]) },
      { s: new Set([1]) },
      { p: new Point(1) },
      { r: /x/ },
      { 'dotted.key': 1, plain: 'x' },
      { f: () => 1 },
      { j: { toJSON: () => 'x' } },
    ];
    for (const value of cases) {
      expect(superjsonText(value)).toBe(JSON.stringify(superjson.serialize(value)));
    }
  });
});
