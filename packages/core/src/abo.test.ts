import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aboDeliveryDates, decodeAboInterval, encodeAboInterval, isAboDay, type AboSchedule } from './abo';
import { addDays, isoWeekday } from './calendar';

const OPEN = { deliversSaturday: true, deliversSunday: true, holidays: [] };
const base: AboSchedule = { interval: 1, active: true, anchor: '2026-11-24', pausedUntil: null };

describe('abo intervals', () => {
  it('encodes and decodes every n days and weekdays', () => {
    expect(encodeAboInterval({ kind: 'EVERY_N_DAYS', days: 1 })).toBe(1);
    expect(encodeAboInterval({ kind: 'WEEKDAYS', weekdays: [1, 2, 3, 4, 5] })).toBe(-31);
    expect(encodeAboInterval({ kind: 'WEEKDAYS', weekdays: [1, 2, 3, 4, 5, 6, 7] })).toBe(1);
    expect(decodeAboInterval(-18)).toEqual({ kind: 'WEEKDAYS', weekdays: [2, 5] });
    expect(decodeAboInterval(14)).toEqual({ kind: 'EVERY_N_DAYS', days: 14 });
    expect(() => encodeAboInterval({ kind: 'EVERY_N_DAYS', days: 0 })).toThrow(RangeError);
    expect(() => encodeAboInterval({ kind: 'WEEKDAYS', weekdays: [] })).toThrow(RangeError);
    expect(() => decodeAboInterval(0)).toThrow(RangeError);
    expect(() => decodeAboInterval(29)).toThrow(RangeError);
  });
});

describe('aboDeliveryDates', () => {
  it('orders Monday to Friday, skipping the weekend and holidays', () => {
    const rules = {
      deliversSaturday: false,
      deliversSunday: false,
      holidays: [{ from: '2026-12-08', to: '2026-12-08' }],
    };
    const weekdays = { ...base, interval: -31, anchor: '2026-12-01' };
    expect(aboDeliveryDates(weekdays, '2026-12-05', '2026-12-11', rules)).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it('counts every n days from the anchor, never before it', () => {
    const everyThird = { ...base, interval: 3 };
    expect(aboDeliveryDates(everyThird, '2026-11-20', '2026-12-03', OPEN)).toEqual([
      '2026-11-24',
      '2026-11-27',
      '2026-11-30',
      '2026-12-03',
    ]);
  });

  it('does not deliver while paused or inactive', () => {
    expect(aboDeliveryDates({ ...base, pausedUntil: '2026-11-26' }, '2026-11-24', '2026-11-28', OPEN)).toEqual([
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(aboDeliveryDates({ ...base, active: false }, '2026-11-24', '2026-11-28', OPEN)).toEqual([]);
  });

  it('a weekday abo delivers only on its weekdays, and weekly keeps the anchor weekday (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 6 }),
        (offset, weekdays) => {
          const anchor = addDays('2025-01-01', offset);
          const schedule = { ...base, anchor, interval: encodeAboInterval({ kind: 'WEEKDAYS', weekdays }) };
          for (const date of aboDeliveryDates(schedule, anchor, addDays(anchor, 27), OPEN))
            expect(weekdays).toContain(isoWeekday(date));
          const weekly = aboDeliveryDates({ ...base, anchor, interval: 7 }, anchor, addDays(anchor, 60), OPEN);
          expect(weekly).toHaveLength(9);
          expect(new Set(weekly.map(isoWeekday)).size).toBe(1);
        },
      ),
    );
  });

  it('isAboDay agrees with the dates list', () => {
    const schedule = { ...base, interval: -18 };
    const dates = aboDeliveryDates(schedule, '2026-11-24', '2026-12-31', OPEN);
    for (let i = 0; i < 38; i++) {
      const date = addDays('2026-11-24', i);
      expect(isAboDay(schedule, date)).toBe(dates.includes(date));
    }
  });
});
