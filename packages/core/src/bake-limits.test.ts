import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bakeLimitRefusals, capacityShortfalls, earliestDelivery, type BakeLimits } from './bake-limits';
import { addDays } from './calendar';
import { instantAt } from './time-zone';

const ZONE = 'Europe/Rome';
/** Wednesday 2 December 2026, 10:00 in South Tyrol. */
const NOW = instantAt('2026-12-02', '10:00:00', ZONE);
const clock = { now: NOW, timeZone: ZONE };

describe('what the bakehouse can make by when', () => {
  it('refuses a cake of two days’ lead time for tomorrow, naming the earliest day', () => {
    const cake: BakeLimits = { leadDays: 2, capacity: null, deadlines: null };
    expect(bakeLimitRefusals(cake, { deliveryDate: '2026-12-03', amount: 1, alreadyOrdered: 0 }, clock)).toEqual([
      { kind: 'LEAD_TIME', earliest: '2026-12-04' },
    ]);
    expect(bakeLimitRefusals(cake, { deliveryDate: '2026-12-04', amount: 1, alreadyOrdered: 0 }, clock)).toEqual([]);
    // a phone order the bakery takes itself ignores the deadlines and the lead time, not the capacity
    expect(
      bakeLimitRefusals(
        cake,
        { deliveryDate: '2026-12-03', amount: 1, alreadyOrdered: 0 },
        { ...clock, ignoreDeadline: true },
      ),
    ).toEqual([]);
  });

  it('refuses pastry for Thursday after 14:00 on Wednesday (its category’s deadline for Thursdays)', () => {
    const pastry: BakeLimits = { leadDays: 0, capacity: null, deadlines: { 4: { daysBefore: 1, time: '14:00' } } };
    const thursday = { deliveryDate: '2026-12-03', amount: 5, alreadyOrdered: 0 };
    expect(bakeLimitRefusals(pastry, thursday, clock)).toEqual([]);
    const late = { ...clock, now: instantAt('2026-12-02', '14:00:00', ZONE) };
    expect(bakeLimitRefusals(pastry, thursday, late)).toEqual([
      { kind: 'CATEGORY_DEADLINE', deadline: instantAt('2026-12-02', '14:00:00', ZONE) },
    ]);
    // Friday has no rule of its own: the bakery's deadline decides (checked elsewhere)
    expect(bakeLimitRefusals(pastry, { ...thursday, deliveryDate: '2026-12-04' }, late)).toEqual([]);
  });

  it('refuses more Sacher than are left of 40, saying how many are', () => {
    const sacher: BakeLimits = { leadDays: 0, capacity: 40, deadlines: null };
    const order = { deliveryDate: '2026-12-05', amount: 6, alreadyOrdered: 35 };
    expect(bakeLimitRefusals(sacher, order, clock)).toEqual([{ kind: 'CAPACITY', left: 5 }]);
    expect(bakeLimitRefusals(sacher, { ...order, amount: 5 }, clock)).toEqual([]);
    expect(bakeLimitRefusals(sacher, { ...order, alreadyOrdered: 45 }, clock)).toEqual([{ kind: 'CAPACITY', left: 0 }]);
  });

  it('names the days a lower capacity would not cover', () => {
    const ordered = new Map([
      ['2026-12-05', 38],
      ['2026-12-04', 41],
      ['2026-12-06', 12],
    ]);
    expect(capacityShortfalls(40, ordered)).toEqual([{ deliveryDate: '2026-12-04', ordered: 41 }]);
    expect(capacityShortfalls(null, ordered)).toEqual([]);
  });

  it('never lets an order through on a day its lead time or capacity excludes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 250 }),
        (leadDays, capacity, inDays, amount, alreadyOrdered) => {
          const deliveryDate = addDays('2026-12-02', inDays);
          const refusals = bakeLimitRefusals(
            { leadDays, capacity, deadlines: null },
            { deliveryDate, amount, alreadyOrdered },
            clock,
          );
          const tooEarly = deliveryDate < earliestDelivery('2026-12-02', leadDays);
          const tooMany = capacity !== null && alreadyOrdered + amount > capacity;
          expect(refusals.length === 0).toBe(!tooEarly && !tooMany);
        },
      ),
    );
  });
});
