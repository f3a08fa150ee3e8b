import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './calendar';
import { canDeliverOn, deliveryRefusal, isWithinHoliday, type DeliveryRules } from './delivery';

const weekdaysOnly: DeliveryRules = { deliversSaturday: false, deliversSunday: false, holidays: [] };
const everyDay: DeliveryRules = { deliversSaturday: true, deliversSunday: true, holidays: [] };

// 2026-01-05 is a Monday, 2026-01-10 a Saturday, 2026-01-11 a Sunday.
describe('deliveryRefusal / canDeliverOn', () => {
  it('delivers on weekdays', () => {
    for (const date of ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']) {
      expect(deliveryRefusal(date, weekdaysOnly), date).toBeNull();
      expect(canDeliverOn(date, weekdaysOnly), date).toBe(true);
    }
  });

  it('refuses Saturday unless deliversSaturday', () => {
    expect(deliveryRefusal('2026-01-10', weekdaysOnly)).toBe('SATURDAY');
    expect(canDeliverOn('2026-01-10', weekdaysOnly)).toBe(false);
    expect(canDeliverOn('2026-01-10', { ...weekdaysOnly, deliversSaturday: true })).toBe(true);
    expect(deliveryRefusal('2026-01-10', { ...weekdaysOnly, deliversSunday: true })).toBe('SATURDAY');
  });

  it('refuses Sunday unless deliversSunday', () => {
    expect(deliveryRefusal('2026-01-11', weekdaysOnly)).toBe('SUNDAY');
    expect(canDeliverOn('2026-01-11', { ...weekdaysOnly, deliversSunday: true })).toBe(true);
    expect(deliveryRefusal('2026-01-11', { ...weekdaysOnly, deliversSaturday: true })).toBe('SUNDAY');
  });

  it('refuses a one-day holiday on that day only', () => {
    const rules = { ...everyDay, holidays: [{ from: '2026-04-06', to: '2026-04-06' }] };
    expect(deliveryRefusal('2026-04-06', rules)).toBe('HOLIDAY');
    expect(canDeliverOn('2026-04-05', rules)).toBe(true);
    expect(canDeliverOn('2026-04-07', rules)).toBe(true);
  });

  it('refuses whole days of a range across months and years, both ends included', () => {
    const rules = { ...everyDay, holidays: [{ from: '2025-12-24', to: '2026-01-06' }] };
    expect(canDeliverOn('2025-12-23', rules)).toBe(true);
    for (const date of ['2025-12-24', '2025-12-31', '2026-01-01', '2026-01-06']) {
      expect(deliveryRefusal(date, rules), date).toBe('HOLIDAY');
    }
    expect(canDeliverOn('2026-01-07', rules)).toBe(true);
    const acrossMonth = { ...everyDay, holidays: [{ from: '2026-07-30', to: '2026-08-02' }] };
    expect(deliveryRefusal('2026-07-31', acrossMonth)).toBe('HOLIDAY');
    expect(deliveryRefusal('2026-08-01', acrossMonth)).toBe('HOLIDAY');
    expect(canDeliverOn('2026-08-03', acrossMonth)).toBe(true);
  });

  it('handles leap days', () => {
    const rules = { ...everyDay, holidays: [{ from: '2024-02-29', to: '2024-02-29' }] };
    expect(deliveryRefusal('2024-02-29', rules)).toBe('HOLIDAY');
    expect(canDeliverOn('2024-02-28', rules)).toBe(true);
    expect(canDeliverOn('2024-03-01', rules)).toBe(true);
    expect(deliveryRefusal('2020-02-29', weekdaysOnly)).toBe('SATURDAY'); // 29 Feb 2020 was a Saturday
    expect(() => canDeliverOn('2025-02-29', everyDay)).toThrow(RangeError);
  });

  it('checks every holiday of the list', () => {
    const rules = {
      ...everyDay,
      holidays: [
        { from: '2026-01-01', to: '2026-01-01' },
        { from: '2026-08-10', to: '2026-08-20' },
      ],
    };
    expect(deliveryRefusal('2026-08-15', rules)).toBe('HOLIDAY');
    expect(canDeliverOn('2026-05-15', rules)).toBe(true);
  });

  it('names the weekday before a holiday falling on it', () => {
    const rules = { ...weekdaysOnly, holidays: [{ from: '2026-01-10', to: '2026-01-12' }] };
    expect(deliveryRefusal('2026-01-10', rules)).toBe('SATURDAY');
    expect(deliveryRefusal('2026-01-11', rules)).toBe('SUNDAY');
    expect(deliveryRefusal('2026-01-12', rules)).toBe('HOLIDAY');
  });

  it('treats a reversed holiday as covering no day and refuses invalid dates', () => {
    expect(isWithinHoliday('2026-05-05', { from: '2026-05-10', to: '2026-05-01' })).toBe(false);
    expect(() => canDeliverOn('2026-13-01', everyDay)).toThrow(RangeError);
    expect(() =>
      canDeliverOn('2026-05-05', { ...everyDay, holidays: [{ from: '2026-05-01', to: '2026-05-32' }] }),
    ).toThrow(RangeError);
  });

  it('with no holidays, only the weekend matters; canDeliverOn mirrors deliveryRefusal', () => {
    const dateArb = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(dateArb, fc.boolean(), fc.boolean(), (date, deliversSaturday, deliversSunday) => {
        const rules = { deliversSaturday, deliversSunday, holidays: [] };
        const day = new Date(`${date}T00:00:00Z`).getUTCDay();
        const expected = (day === 6 && !deliversSaturday) || (day === 0 && !deliversSunday);
        expect(canDeliverOn(date, rules)).toBe(!expected);
        expect(canDeliverOn(date, rules)).toBe(deliveryRefusal(date, rules) === null);
      }),
    );
  });
});
