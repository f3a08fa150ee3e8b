import { describe, expect, it } from 'vitest';
import {
  dateInTimeZone,
  formatDateIn,
  formatDateTimeIn,
  formatTimeIn,
  germanDate,
  isTimeZone,
  todayIn,
  wallClockIn,
} from './time-zone';

describe("the bakery's clock", () => {
  it('reads an instant in the bakery’s zone, whatever the machine’s zone', () => {
    // 16:00 UTC in winter is 17:00 in Rome
    expect(formatDateTimeIn('2026-11-24T16:00:00.000Z', 'Europe/Rome')).toBe('24.11.2026 17:00');
    expect(formatTimeIn(new Date('2026-07-01T15:00:00Z'), 'Europe/Rome')).toBe('17:00'); // summer time
    expect(formatDateIn('2026-11-24T23:30:00Z', 'Europe/Rome')).toBe('25.11.2026');
    expect(wallClockIn('2026-11-24T23:00:00Z', 'Europe/Rome')).toEqual({ date: '2026-11-25', time: '00:00' });
  });

  it('knows today in the bakery’s zone around midnight', () => {
    const lateEvening = new Date('2026-11-24T23:30:00Z'); // 00:30 on the 25th in Rome
    expect(todayIn('Europe/Rome', lateEvening)).toBe('2026-11-25');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-24');
    expect(dateInTimeZone(lateEvening, 'UTC')).toBe('2026-11-24');
  });

  it('refuses unknown zones and instants', () => {
    expect(() => todayIn('Mars/Olympus')).toThrow(RangeError);
    expect(() => formatDateTimeIn('yesterday', 'Europe/Rome')).toThrow(RangeError);
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
  });

  it('writes dates dd.mm.yyyy', () => {
    expect(germanDate('2026-03-05')).toBe('05.03.2026');
    expect(germanDate('soon')).toBe('soon');
  });
});
