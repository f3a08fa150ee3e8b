import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './calendar';
import {
  centsToDecimal,
  dateInTimeZone,
  DEFAULT_DEADLINE_TIME,
  deliveryCostCents,
  effectiveDeadlineTime,
  generateOrderPublicId,
  isBeforeDeadline,
  isDeadlineTime,
  isValidOrderAmount,
  isWithinStay,
  mergeOrderLines,
  orderDateRefusals,
  orderDeadline,
  orderLineCents,
  orderPieceCents,
  type OrderDateContext,
} from './ordering';
import { weekdaysToDayRules } from './day-rules';

const ROME = 'Europe/Rome';

describe('orderDeadline', () => {
  it('is the deadline time on the day before delivery, in the bakery time zone', () => {
    expect(orderDeadline('2026-11-24', '18:00', ROME).toISOString()).toBe('2026-11-23T17:00:00.000Z'); // CET +1
    expect(orderDeadline('2026-07-15', '18:00', ROME).toISOString()).toBe('2026-07-14T16:00:00.000Z'); // CEST +2
    expect(orderDeadline('2026-11-24', '09:30', ROME, 2).toISOString()).toBe('2026-11-22T08:30:00.000Z');
    expect(orderDeadline('2026-11-24', '06:00', ROME, 0).toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('is safe on daylight-saving days', () => {
    // spring forward: 2027-03-28 02:00 → 03:00 in Rome
    expect(orderDeadline('2027-03-29', '18:00', ROME).toISOString()).toBe('2027-03-28T16:00:00.000Z');
    expect(orderDeadline('2027-03-29', '02:30', ROME).toISOString()).toBe('2027-03-28T01:30:00.000Z'); // 02:30 does not exist: 03:30 CEST
    expect(orderDeadline('2027-03-28', '18:00', ROME).toISOString()).toBe('2027-03-27T17:00:00.000Z');
    // fall back: 2026-10-25 03:00 → 02:00
    expect(orderDeadline('2026-10-26', '18:00', ROME).toISOString()).toBe('2026-10-25T17:00:00.000Z');
    expect(orderDeadline('2026-10-26', '02:30', ROME).toISOString()).toBe('2026-10-25T01:30:00.000Z'); // the later 02:30 (CET)
  });

  it('lies on the day before delivery in the zone for any date and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (offset, h, m) => {
          const delivery = addDays('2025-01-01', offset);
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          expect(dateInTimeZone(orderDeadline(delivery, time, ROME), ROME)).toBe(addDays(delivery, -1));
        },
      ),
    );
  });

  it('refuses bad input', () => {
    expect(() => orderDeadline('2026-02-30', '18:00', ROME)).toThrow(RangeError);
    expect(() => orderDeadline('2026-11-24', '24:00', ROME)).toThrow(RangeError);
    expect(() => orderDeadline('2026-11-24', '18:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(isDeadlineTime('07:05:00')).toBe(true);
    expect(isDeadlineTime('7:05')).toBe(false);
  });
});

describe('isBeforeDeadline', () => {
  const deadline = new Date('2026-11-23T17:00:00.000Z');
  it('takes orders until the last millisecond before the deadline', () => {
    expect(isBeforeDeadline(new Date('2026-11-23T16:59:59.999Z'), deadline)).toBe(true);
    expect(isBeforeDeadline(new Date('2026-11-23T17:00:00.000Z'), deadline)).toBe(false);
    expect(isBeforeDeadline(new Date('2026-11-24T08:00:00.000Z'), deadline, true)).toBe(true);
  });
});

describe('deliveryCostCents', () => {
  const rule = { deliveryCostCents: 250, deliveryCostMinCents: 2000, noDeliveryCost: false };
  it('charges below the minimum and waives from it', () => {
    expect(deliveryCostCents(1999, rule)).toBe(250);
    expect(deliveryCostCents(2000, rule)).toBe(0);
  });
  it('always charges with a minimum of 0, never for takeaway or no-delivery-cost clients', () => {
    expect(deliveryCostCents(100_000, { ...rule, deliveryCostMinCents: 0 })).toBe(250);
    expect(deliveryCostCents(100, rule, true)).toBe(0);
    expect(deliveryCostCents(100, { ...rule, noDeliveryCost: true })).toBe(0);
  });
});

describe('orderDateRefusals', () => {
  const ctx: OrderDateContext = {
    now: new Date('2026-11-23T10:00:00.000Z'), // Monday 11:00 in Rome
    timeZone: ROME,
    deadlineTime: '18:00',
    ignoreDeadline: false,
    delivery: { deliversSaturday: false, deliversSunday: false, holidays: [{ from: '2026-12-24', to: '2026-12-26' }] },
    productDays: [0],
  };

  it('allows tomorrow before the deadline', () => expect(orderDateRefusals('2026-11-24', ctx)).toEqual([]));
  it('refuses after the deadline unless it is ignored', () => {
    const late = { ...ctx, now: new Date('2026-11-23T17:00:00.000Z') };
    expect(orderDateRefusals('2026-11-24', late)).toEqual(['DEADLINE_PASSED']);
    expect(orderDateRefusals('2026-11-24', { ...late, ignoreDeadline: true })).toEqual([]);
  });
  it('names closed days, holidays and products not baked that day', () => {
    expect(orderDateRefusals('2026-11-28', ctx)).toEqual(['SATURDAY']);
    expect(orderDateRefusals('2026-12-24', ctx)).toEqual(['HOLIDAY']);
    expect(orderDateRefusals('2026-11-25', { ...ctx, productDays: [0, weekdaysToDayRules([1, 2])] })).toEqual([
      'PRODUCT_NOT_AVAILABLE',
    ]);
  });
  it('refuses past dates', () => expect(orderDateRefusals('2026-11-22', ctx)).toEqual(['DATE_IN_PAST']));
});

describe('mergeOrderLines', () => {
  it('adds amounts of the same product into one line, keeping first order', () => {
    expect(
      mergeOrderLines([
        { productId: 1, amount: 2 },
        { productId: 2, amount: 1 },
        { productId: 1, amount: 3 },
      ]),
    ).toEqual([
      { productId: 1, amount: 5 },
      { productId: 2, amount: 1 },
    ]);
  });
});

describe('order lines and ids', () => {
  it('accepts amounts 1 … 999 only', () => {
    expect([1, 999].every(isValidOrderAmount)).toBe(true);
    expect([0, -1, 1000, 1.5, Number.NaN, '2'].some(isValidOrderAmount)).toBe(false);
  });
  it('takes the first valid deadline time, else the default', () => {
    expect(effectiveDeadlineTime(null, '17:00:00', '18:00')).toBe('17:00:00');
    expect(effectiveDeadlineTime(undefined, 'x')).toBe(DEFAULT_DEADLINE_TIME);
  });
  it('keeps guests within their stay, both ends included', () => {
    expect(isWithinStay('2026-11-23', '2026-11-26', '2026-11-22', '2026-11-26')).toBe(true);
    expect(isWithinStay('2026-11-23', '2026-11-27', '2026-11-22', '2026-11-26')).toBe(false);
    expect(isWithinStay('2026-11-21', '2026-11-23', '2026-11-22', '2026-11-26')).toBe(false);
  });
  it('prices a line by display price where set, else gram price × weight half-up once', () => {
    expect(orderLineCents({ gramPrice: '0.009', approxWeight: 50, displayPrice: '0.60', amount: 3 })).toBe(180);
    expect(orderLineCents({ gramPrice: '0.0045', approxWeight: 80, displayPrice: '-1.00', amount: 3 })).toBe(108);
    expect(orderPieceCents({ gramPrice: '0.0045', approxWeight: 80, displayPrice: '-1' })).toBe(36);
  });
  it('writes cents as a decimal string', () => {
    expect([0, 5, 1234, -5].map(centsToDecimal)).toEqual(['0.00', '0.05', '12.34', '-0.05']);
  });
  it('makes URL-safe public ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => generateOrderPublicId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-z2-9]{12}$/);
  });
});
