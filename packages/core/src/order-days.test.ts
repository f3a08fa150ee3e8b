import { describe, expect, it } from 'vitest';
import { orderDays } from './order-days';

const HOLIDAYS = [{ name: 'Mariä Empfängnis', from: '2026-12-08', to: '2026-12-08' }];
// Monday 7 December 2026 … ; deadlines the evening before, 17:00 in Rome
const DAYS = [
  { date: '2026-12-06', deadline: '2026-12-05T16:00:00Z', reasons: ['DATE_IN_PAST'] },
  { date: '2026-12-07', deadline: '2026-12-06T16:00:00Z', reasons: [] },
  { date: '2026-12-08', deadline: '2026-12-07T16:00:00Z', reasons: ['HOLIDAY'] },
  { date: '2026-12-09', deadline: '2026-12-08T16:00:00Z', reasons: [] },
  { date: '2026-12-12', deadline: '2026-12-11T16:00:00Z', reasons: ['OUTSIDE_STAY', 'SATURDAY'] },
];
const NOW = new Date('2026-12-06T16:30:00Z'); // the deadline of the 7th has just passed
// day rules: a negative mask is weekdays, bit 0 = Monday … bit 6 = Sunday; -(1 << 2) = Wednesdays only
const WEDNESDAY_ONLY = -(1 << 2);

describe('orderDays: every reason a delivery day is closed', () => {
  it("keeps the server's reasons in a fixed order and names the holiday", () => {
    const days = orderDays(DAYS, { holidays: HOLIDAYS, products: [], now: NOW, ignoreDeadline: false });
    expect(days.map((d) => [d.date, d.reasons])).toEqual([
      ['2026-12-06', ['DATE_IN_PAST']],
      ['2026-12-07', ['DEADLINE_PASSED']],
      ['2026-12-08', ['HOLIDAY']],
      ['2026-12-09', []],
      ['2026-12-12', ['SATURDAY', 'OUTSIDE_STAY']],
    ]);
    expect(days[2]?.holidayName).toBe('Mariä Empfängnis');
    expect(days[3]?.holidayName).toBeNull();
  });

  it('closes the days the chosen products are not delivered, naming them', () => {
    const products = [
      { name: 'Semmel', availableDays: 0 },
      { name: 'Krapfen', availableDays: WEDNESDAY_ONLY },
    ];
    const days = orderDays(DAYS, { holidays: HOLIDAYS, products, now: NOW, ignoreDeadline: true });
    expect(days[1]).toMatchObject({ reasons: ['PRODUCT_NOT_AVAILABLE'], unavailable: ['Krapfen'] });
    expect(days[3]).toMatchObject({ reasons: [], unavailable: [] });
    // a day in the past only says so
    expect(days[0]).toMatchObject({ reasons: ['DATE_IN_PAST'], unavailable: [] });
  });

  it('a phone order ignores the deadline; an unreadable day rule leaves the day to the server', () => {
    const days = orderDays(DAYS, {
      holidays: [],
      products: [{ name: 'Brot', availableDays: -500 }], // beyond -127: unreadable
      now: NOW,
      ignoreDeadline: true,
    });
    expect(days[1]?.reasons).toEqual([]);
  });
});
