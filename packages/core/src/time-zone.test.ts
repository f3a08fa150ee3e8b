import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './calendar';
import {
  dateInTimeZone,
  instantAt,
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

describe('instantAt (a wall-clock time in a zone → the instant, on Intl alone)', () => {
  it('reads ordinary times in summer and winter', () => {
    expect(instantAt('2026-11-23', '18:00', 'Europe/Rome').toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(instantAt('2026-07-14', '18:00:30', 'Europe/Rome').toISOString()).toBe('2026-07-14T16:00:30.000Z');
    expect(instantAt('2026-07-14', '18:00', 'America/New_York').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(instantAt('2026-07-14', '18:00', 'Asia/Kolkata').toISOString()).toBe('2026-07-14T12:30:00.000Z');
  });

  it('carries a skipped time past the gap and takes the later of a time shown twice', () => {
    expect(instantAt('2027-03-28', '02:30', 'Europe/Rome').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(instantAt('2026-10-25', '02:30', 'Europe/Rome').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(instantAt('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantAt('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('gives back the wall clock it was asked for, on any day and minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 1439 }), (offset, minutes) => {
        const date = addDays('2024-01-01', offset);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const shown = wallClockIn(instantAt(date, time, 'Europe/Rome'), 'Europe/Rome');
        // only the hour the clock skips in March is shown an hour later
        if (!(shown.date === date && shown.time === time)) expect(time.startsWith('02:')).toBe(true);
        else expect(shown).toEqual({ date, time });
      }),
    );
  });

  it('refuses an unknown zone and a malformed time', () => {
    expect(() => instantAt('2026-11-23', '18:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => instantAt('2026-11-23', '25:99', 'Europe/Rome')).toThrow(RangeError);
  });
});
